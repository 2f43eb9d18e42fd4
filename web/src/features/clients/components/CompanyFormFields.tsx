import type { Control, FieldValues, Path } from 'react-hook-form';
import { X } from 'lucide-react';
import { DEFAULT_FINANCIAL_YEAR_END, LLC_MEMBERS, YEAR_END_DAYS_IN_MONTH, entityTypesOf, type LlcMembers } from '@domain/compliance/entity-types';
import { todayIso } from '@domain/periods';
import { CountrySelect, type CountryChoice } from '@web/components/country-select';
import { FormDateField } from '@web/components/date-field';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/*
 * The company's fields as the client forms lay them out (Nuovo Cliente, Modifica Cliente and
 * Modifica Bulk): each with its label, its widget and the form's message for it.
 */

/** Paese di Costituzione. */
export function CountryField({
  value,
  onChange,
  error,
  countries,
  noneLabel,
}: {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error: string | undefined;
  countries: readonly CountryChoice[];
  noneLabel?: string;
}) {
  return (
    <FormField label="Paese di Costituzione" error={error}>
      <CountrySelect value={value} onChange={onChange} countries={countries} noneLabel={noneLabel} />
    </FormField>
  );
}

/** Data di Costituzione: not after today. */
export function IncorporationDateField<T extends FieldValues>({ control, name, className }: { control: Control<T>; name: Path<T>; className?: string }) {
  return <FormDateField control={control} name={name} label="Data di Costituzione" className={className} max={todayIso()} />;
}

/**
 * Tipo di società, among the forms of `countryCode`. With `noCountryHint`, a field that waits
 * for a country (a bulk edit of clients of several countries) shows that hint instead of a list.
 */
export function EntityTypeField({
  countryCode,
  value,
  onChange,
  error,
  noneLabel,
  noCountryHint,
}: {
  countryCode: string | null | undefined;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error: string | undefined;
  noneLabel?: string;
  noCountryHint?: string;
}) {
  const waiting = !countryCode && noCountryHint !== undefined;
  return (
    <FormField label="Tipo di società" error={error} description={waiting ? noCountryHint : undefined}>
      {waiting ? <Input disabled placeholder={noneLabel} /> : <EntityTypeSelect countryCode={countryCode} value={value} onChange={onChange} noneLabel={noneLabel} />}
    </FormField>
  );
}

/**
 * Fine esercizio: a day and a month, `fallback` shown while none is chosen. In a bulk edit
 * (`unchangedUnlessSet`) none is chosen until 'Imposta fine esercizio', and it can be left
 * unchanged again.
 */
export function YearEndField({
  value,
  onChange,
  error,
  description,
  fallback,
  unchangedUnlessSet = false,
}: {
  value: string | null | undefined;
  onChange: (value: string) => void;
  error: string | undefined;
  description?: string;
  fallback?: string;
  unchangedUnlessSet?: boolean;
}) {
  if (!unchangedUnlessSet) {
    return (
      <FormField label="Fine esercizio" error={error} description={description}>
        <YearEndInput value={value} fallback={fallback} onChange={onChange} />
      </FormField>
    );
  }
  return (
    <FormField label="Fine esercizio" error={error} description={description}>
      {value ? (
        <div className="flex items-center gap-2">
          <div className="flex-1">
            <YearEndInput value={value} onChange={onChange} />
          </div>
          <Button type="button" variant="ghost" size="icon-sm" onClick={() => onChange('')} aria-label="Non modificare la fine esercizio" title="Non modificare">
            <X />
          </Button>
        </div>
      ) : (
        <Button type="button" variant="outline" aria-label="Imposta fine esercizio" onClick={() => onChange(DEFAULT_FINANCIAL_YEAR_END)}>
          Imposta fine esercizio
        </Button>
      )}
    </FormField>
  );
}

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
