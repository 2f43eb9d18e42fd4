import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Building2 } from 'lucide-react';
import { FormField } from '@web/components/ui/form-field';
import { EntityPicker, type EntityPickerProps, type PickerQuery } from './entity-picker';

export interface ChosenClient {
  id: string;
  companyName: string;
}

/** A client as the picker lists it: its company, and the person and country that tell it apart. */
export interface ClientOption extends ChosenClient {
  fullName: string | null;
  countryName: string | null;
}

export type ClientPickerProps = {
  value: ChosenClient | null;
  onChange: (client: ChosenClient) => void;
  /** The clients that may be chosen (e.g. the approved ones), matching the typed text. */
  query: PickerQuery<ClientOption>;
  /** Shown while no client is chosen; 'Scegli il cliente' unless told. */
  placeholder?: string;
} & Omit<EntityPickerProps<ClientOption, ChosenClient>, 'value' | 'onChange' | 'query' | 'texts' | 'labelOf' | 'optionOf' | 'icon' | 'panelClassName'>;

/**
 * A client picked by a search on the server (by company, person or country): the first few
 * matches, each with its person and country. With `onClear`, a first choice puts the field back
 * to no client (a list's filter: every client).
 */
export function ClientPicker({ onChange, placeholder = 'Scegli il cliente', ...props }: ClientPickerProps) {
  return (
    <EntityPicker
      {...props}
      onChange={(client) => onChange({ id: client.id, companyName: client.companyName })}
      texts={{ placeholder, panelLabel: 'Scegli il cliente', searchPlaceholder: 'Cerca per azienda, nome o paese...', searchLabel: 'Cerca cliente', listLabel: 'Clienti', empty: 'Nessun cliente trovato' }}
      labelOf={(client) => client.companyName}
      optionOf={(client) => ({ title: client.companyName, detail: [client.fullName, client.countryName].filter(Boolean).join(' · ') })}
      icon={Building2}
    />
  );
}

/**
 * A ClientPicker bound to a react-hook-form field holding the client's id, in a FormField with
 * the form's message for it. The client chosen in this opening is shown while the field holds
 * its id; `initial` is the one chosen beforehand (a client's own page).
 */
export function FormClientPicker<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  query,
  initial = null,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  query: PickerQuery<ClientOption>;
  initial?: ChosenClient | null;
}) {
  const [picked, setPicked] = useState<ChosenClient | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = [picked, initial].find((client) => client && client.id === field.value) ?? null;
        return (
          <FormField label={label} error={fieldState.error?.message}>
            <ClientPicker
              query={query}
              ref={field.ref}
              value={chosen}
              onBlur={field.onBlur}
              onChange={(client) => {
                setPicked(client);
                field.onChange(client.id);
              }}
            />
          </FormField>
        );
      }}
    />
  );
}
