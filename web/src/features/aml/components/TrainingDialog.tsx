import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { trainingInputSchema, type TrainingInput } from '@domain/aml/file';
import { todayIso } from '@domain/periods';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldMessage, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { FormDateField } from '@web/components/date-field';

const EMPTY: TrainingInput = { heldOn: todayIso(), topic: '', hours: '', attendeeIds: [] };

/** 'Aggiungi formazione': the day, the topic, the hours and who attended, chosen among the staff. */
export function TrainingDialog({
  open,
  onOpenChange,
  staff,
  submit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  staff: readonly { id: string; name: string }[];
  submit: (values: z.output<typeof trainingInputSchema>) => Promise<unknown>;
}) {
  const form = useServerForm<TrainingInput, z.output<typeof trainingInputSchema>>({
    schema: trainingInputSchema,
    defaultValues: EMPTY,
    submit,
    errorToast: 'Impossibile registrare la formazione',
    onSuccess: () => onOpenChange(false),
  });
  const { control, register, formState } = form.form;
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} title="Aggiungi formazione" label="Aggiungi formazione" description="Il registro della formazione antiriciclaggio del personale (art. 16 c. 3)." submitLabel="Registra">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDateField control={control} name="heldOn" label="Data *" max={todayIso()} required />
        <FormField label="Ore *" error={formState.errors.hours?.message} description="Per esempio 2 o 1,5">
          <Input inputMode="decimal" autoComplete="off" {...register('hours')} />
        </FormField>
      </div>
      <FormField label="Argomento *" error={formState.errors.topic?.message}>
        <Input autoComplete="off" {...register('topic')} />
      </FormField>
      <Controller
        control={control}
        name="attendeeIds"
        render={({ field, fieldState }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Partecipanti *</legend>
            <ul className="grid max-h-48 gap-2 overflow-y-auto rounded-md border p-3 sm:grid-cols-2" aria-label="Staff">
              {staff.map((person) => {
                const checked = field.value.includes(person.id);
                return (
                  <li key={person.id}>
                    <label className="flex items-center gap-2 text-sm">
                      <Checkbox
                        checked={checked}
                        onCheckedChange={(on) => field.onChange(on === true ? [...field.value, person.id] : field.value.filter((id) => id !== person.id))}
                      />
                      {person.name}
                    </label>
                  </li>
                );
              })}
            </ul>
            <FieldMessage error={fieldState.error?.message} />
          </fieldset>
        )}
      />
    </FormDialog>
  );
}
