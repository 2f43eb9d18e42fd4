import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { abstentionInputSchema, relationshipEndSchema, reviewInputSchema } from '@domain/aml/file';
import { todayIso } from '@domain/periods';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { FormDateField } from '@web/components/date-field';
import { rulesetFor } from './rulesets';

interface DialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submit: (values: T) => Promise<unknown>;
}

/** 'Registra revisione': the day and the outcome; the next review follows from the file's level. */
export function ReviewDialog({ open, onOpenChange, submit }: DialogProps<z.output<typeof reviewInputSchema>>) {
  const form = useServerForm({
    schema: reviewInputSchema,
    defaultValues: { reviewedOn: todayIso(), outcome: '' },
    submit,
    errorToast: 'Impossibile registrare la revisione',
    onSuccess: () => onOpenChange(false),
  });
  const { control, register, formState } = form.form;
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} form={form} title="Registra revisione" label="Registra revisione" description="Controllo costante: dati, titolari effettivi e livello di rischio rivisti." submitLabel="Registra">
      <FormDateField control={control} name="reviewedOn" label="Data della revisione *" max={todayIso()} required />
      <FormField label="Esito *" error={formState.errors.outcome?.message}>
        <Textarea rows={4} {...register('outcome')} />
      </FormField>
    </FormDialog>
  );
}

/** 'Registra astensione' (art. 42): the day and the reason. */
export function AbstentionDialog({ open, onOpenChange, submit }: DialogProps<z.output<typeof abstentionInputSchema>>) {
  const form = useServerForm({
    schema: abstentionInputSchema,
    defaultValues: { decidedOn: todayIso(), reason: '' },
    submit,
    errorToast: "Impossibile registrare l'astensione",
    onSuccess: () => onOpenChange(false),
  });
  const { control, register, formState } = form.form;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Registra astensione"
      label="Registra astensione"
      description="Art. 42 D.Lgs. 231/2007: quando l'adeguata verifica non si può completare, lo studio si astiene dalla prestazione."
      submitLabel="Registra astensione"
    >
      <FormDateField control={control} name="decidedOn" label="Data dell'astensione *" max={todayIso()} required />
      <FormField label="Motivazione *" error={formState.errors.reason?.message}>
        <Textarea rows={4} {...register('reason')} />
      </FormField>
    </FormDialog>
  );
}

/** 'Fine del rapporto': the day; the file is kept for the ruleset's retention years from then. */
export function EndDialog({ open, onOpenChange, submit }: DialogProps<z.output<typeof relationshipEndSchema>>) {
  const form = useServerForm({
    schema: relationshipEndSchema,
    defaultValues: { endedOn: todayIso() },
    submit,
    errorToast: 'Impossibile registrare la fine del rapporto',
    onSuccess: () => onOpenChange(false),
  });
  const { years } = rulesetFor(useWatch({ control: form.form.control, name: 'endedOn' }) || todayIso()).retention;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title="Fine del rapporto"
      label="Fine del rapporto"
      description={`Il fascicolo resta conservato per ${years} anni dalla fine della prestazione (artt. 31-32), poi viene eliminato.`}
      submitLabel="Registra fine del rapporto"
    >
      <FormDateField control={form.form.control} name="endedOn" label="Data di fine del rapporto *" max={todayIso()} required />
    </FormDialog>
  );
}
