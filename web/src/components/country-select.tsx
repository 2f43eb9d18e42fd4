import { CountryLabel } from '@web/components/country-flag';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

const NONE = '__none__';

/** A country to choose from: its ISO code and its Italian name. */
export interface CountryChoice {
  isoCode: string;
  name: string;
}

/**
 * A country chosen from a list, each with its flag: a client's, a company's in the profile. Inside
 * a FormField the trigger takes the field's label and message.
 */
export function CountrySelect({
  value,
  onChange,
  onBlur,
  countries,
  id,
  placeholder = 'Seleziona un paese',
  noneLabel = 'Nessun paese',
  ...aria
}: {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  countries: readonly CountryChoice[];
  id?: string;
  placeholder?: string;
  /** The first choice, for no country; `null`: no such choice, a country must be chosen. */
  noneLabel?: string | null;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <Select value={value ?? (noneLabel === null ? '' : NONE)} onValueChange={(v) => onChange(v === NONE ? null : v)}>
      <SelectTrigger id={id} onBlur={onBlur} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {noneLabel !== null && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
        {countries.map((c) => (
          <SelectItem key={c.isoCode} value={c.isoCode}>
            <CountryLabel code={c.isoCode} name={c.name} />
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
