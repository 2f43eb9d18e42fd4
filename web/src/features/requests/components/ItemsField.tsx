import { Controller, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ItemsEditor, type ItemErrors } from './ItemsEditor';
import type { ItemRow } from './items';

/** The items editor bound to a form's `items`, with the form's messages for the list and its rows. */
export function ItemsField<T extends FieldValues & { items: ItemRow[] }, TOut = T>({ control }: { control: Control<T, unknown, TOut> }) {
  const name = 'items' as Path<T>;
  // Subscribed to the rows' own messages too ('items.2.name'), not only the list's.
  const { errors } = useFormState({ control, name });
  return <Controller control={control} name={name} render={({ field }) => <ItemsEditor value={field.value as ItemRow[]} onChange={field.onChange} errors={errors.items as ItemErrors | undefined} />} />;
}
