import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/** A choice among labelled values of a react-hook-form field, in a select named by its label. */
export function ChoiceField<T extends FieldValues, TOut, V extends string>({
  control,
  name,
  label,
  labels,
  placeholder = 'Scegli',
  disabled,
  description,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  labels: Readonly<Record<V, string>>;
  placeholder?: string;
  disabled?: boolean;
  description?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} description={description}>
          <Select value={(field.value as string | null) ?? ''} onValueChange={field.onChange} disabled={disabled}>
            <SelectTrigger ref={field.ref} className="w-full min-w-0" aria-label={label} onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {(Object.entries(labels) as [V, string][]).map(([value, text]) => (
                <SelectItem key={value} value={value}>
                  {text}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      )}
    />
  );
}
