import { DEFAULT_FINANCIAL_YEAR_END, LLC_MEMBERS, YEAR_END_DAYS_IN_MONTH, entityTypesOf, type LlcMembers } from '@domain/compliance/entity-types';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

const NONE = '__none__';

/** The legal form of a client, among those of its country (or none yet). */
export function EntityTypeSelect({
  countryCode,
  value,
  onChange,
  id,
  noneLabel = 'Non indicato',
  ...aria
}: {
  countryCode: string | null | undefined;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  id?: string;
  noneLabel?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}) {
  return (
    <Select value={value || NONE} onValueChange={(v) => onChange(v === NONE ? null : v)}>
      <SelectTrigger id={id} {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>{noneLabel}</SelectItem>
        {entityTypesOf(countryCode).map((t) => (
          <SelectItem key={t.id} value={t.id}>
            {t.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Who owns a US LLC: one foreign member, one US member, or several. */
export function LlcMembersSelect({
  value,
  onChange,
  id,
  ...aria
}: {
  value: LlcMembers;
  onChange: (value: LlcMembers) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as LlcMembers)}>
      <SelectTrigger id={id} {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(LLC_MEMBERS) as LlcMembers[]).map((members) => (
          <SelectItem key={members} value={members}>
            {LLC_MEMBERS[members].label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "Fine esercizio" as a day and a month ('MM-DD'); a day past the new month's end moves to its last day. */
export function YearEndInput({
  value,
  fallback = DEFAULT_FINANCIAL_YEAR_END,
  onChange,
  id,
  ...aria
}: {
  value: string | null | undefined;
  /** Shown while no year end is chosen: the default the server will set. */
  fallback?: string;
  onChange: (value: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [mm, dd] = (value || fallback).split('-').map(Number) as [number, number];
  const days = YEAR_END_DAYS_IN_MONTH[mm - 1] ?? 31;
  return (
    <div id={id} role="group" aria-label="Fine esercizio" className="grid grid-cols-[5rem_1fr] gap-2">
      <Select value={String(dd)} onValueChange={(d) => onChange(`${pad(mm)}-${pad(Number(d))}`)}>
        <SelectTrigger aria-label="Giorno di fine esercizio" {...aria}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Array.from({ length: days }, (_, i) => (
            <SelectItem key={i + 1} value={String(i + 1)}>
              {pad(i + 1)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={String(mm)} onValueChange={(m) => onChange(`${pad(Number(m))}-${pad(Math.min(dd, YEAR_END_DAYS_IN_MONTH[Number(m) - 1] ?? 31))}`)}>
        <SelectTrigger aria-label="Mese di fine esercizio" {...aria}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {MONTHS.map((name, i) => (
            <SelectItem key={name} value={String(i + 1)}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
