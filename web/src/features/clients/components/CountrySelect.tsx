import { CountryLabel } from '@web/components/country-flag';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { CountryOption } from '../api/clients-meta';

const NONE = '__none__';

/** The country of a client, chosen from the countries list (or none). */
export function CountrySelect({
  value,
  onChange,
  countries,
  id,
  placeholder = 'Seleziona un paese',
  noneLabel = 'Nessun paese',
  ...aria
}: {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  countries: CountryOption[];
  id?: string;
  placeholder?: string;
  noneLabel?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <Select value={value ?? NONE} onValueChange={(v) => onChange(v === NONE ? null : v)}>
      <SelectTrigger id={id} {...aria}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>{noneLabel}</SelectItem>
        {countries.map((c) => (
          <SelectItem key={c.isoCode} value={c.isoCode}>
            <CountryLabel code={c.isoCode} name={c.name} />
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
