import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { countryName, ISO_COUNTRY_CODES } from '@domain/iso-countries';
import { CountryFlag } from '@web/components/country-flag';
import { FormField } from '@web/components/ui/form-field';
import { EntityPicker, type EntityPickerProps, type PickerQuery } from './entity-picker';

interface WorldCountry {
  id: string;
  name: string;
}

/** Lower case without accents, so 'Città' is found by 'citta'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const WORLD: readonly (WorldCountry & { folded: string })[] = ISO_COUNTRY_CODES.map((code) => ({ id: code, name: countryName(code), folded: fold(countryName(code)) })).sort((a, b) =>
  a.name.localeCompare(b.name, 'it'),
);

/** The countries whose Italian name holds the text, or whose code it is: the code first, then the names that start with it. */
export function matchCountries(q: string): WorldCountry[] {
  const text = fold(q.trim());
  if (!text) return WORLD.map(({ id, name }) => ({ id, name }));
  const rank = (c: (typeof WORLD)[number]) => (c.id === text.toUpperCase() ? 0 : c.folded.startsWith(text) ? 1 : c.folded.includes(text) ? 2 : 3);
  return WORLD.filter((c) => rank(c) < 3)
    .sort((a, b) => rank(a) - rank(b))
    .map(({ id, name }) => ({ id, name }));
}

// Read in the browser: nothing is asked of the server.
const worldCountries: PickerQuery<WorldCountry> = (q) => ({ queryKey: ['world-countries', q], queryFn: async () => matchCountries(q) });

export type WorldCountryPickerProps = {
  /** The chosen country's ISO code, or null for none. */
  value: string | null;
  onChange: (code: string | null) => void;
} & Pick<EntityPickerProps<WorldCountry, WorldCountry>, 'onBlur' | 'className' | 'id' | 'aria-invalid' | 'aria-describedby' | 'ref' | 'aria-label'>;

/**
 * Any country or territory of ISO 3166-1, searched by its Italian name or its code (accents
 * ignored), with 'Nessun paese' first for a field that may stay empty.
 */
export function WorldCountryPicker({ value, onChange, ...props }: WorldCountryPickerProps) {
  return (
    <EntityPicker
      {...props}
      value={value ? { id: value, name: countryName(value) } : null}
      onChange={(country) => onChange(country.id)}
      onClear={() => onChange(null)}
      query={worldCountries}
      texts={{ placeholder: 'Nessun paese', panelLabel: 'Scegli il paese', searchPlaceholder: 'Cerca per nome o codice...', searchLabel: 'Cerca paese', listLabel: 'Paesi', empty: 'Nessun paese trovato' }}
      labelOf={(country) => country.name}
      optionOf={(country) => ({
        title: country.name,
        detail: (
          <span className="inline-flex items-center gap-1.5">
            <CountryFlag isoCode={country.id} name={country.name} decorative className="h-3" />
            {country.id}
          </span>
        ),
      })}
    />
  );
}

/** A WorldCountryPicker bound to a react-hook-form field holding the ISO code ('' for none), in a FormField with the form's message for it. */
export function FormWorldCountryPicker<T extends FieldValues, TOut = T>({ control, name, label }: { control: Control<T, unknown, TOut>; name: Path<T>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          <WorldCountryPicker ref={field.ref} value={(field.value as string | null) || null} onBlur={field.onBlur} onChange={(code) => field.onChange(code ?? '')} />
        </FormField>
      )}
    />
  );
}
