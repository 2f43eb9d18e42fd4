import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { RECURRENCE_LABELS, RECURRENCES } from '@domain/compliance/manual';
import { createManualDeadlineSchema, type ManualDeadline, type ManualDeadlineInput } from '@domain/schemas/deadlines';
import { DateField } from '@web/components/date-field';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import type { DeadlineItem } from '../api/list-deadlines';
import { useCreateManualDeadline, useUpdateManualDeadline } from '../api/manual-deadline';
import { ClientField, type ChosenClient } from './ClientField';

/** The form's values: empty for Nuova Scadenza, the series as the card shows it for Modifica Scadenza. */
export function manualFormValues(editing: DeadlineItem | null): ManualDeadlineInput {
  if (!editing?.manual) return { clientId: '', title: '', authority: '', dueDate: '', recurrence: 'none', note: '' };
  return { clientId: editing.clientId, title: editing.manual.title, authority: editing.authority, dueDate: editing.dueDate, recurrence: editing.manual.recurrence, note: editing.note };
}

/**
 * Nuova Scadenza (`editing` null) and Modifica Scadenza of an obligation added by hand: client
 * (chosen once), title, authority, due date, recurrence, note. Each opening starts empty, or from
 * the series being edited; closes after success; the server's messages land on their fields.
 */
export function ManualDeadlineDialog({ open, editing, onOpenChange }: { open: boolean; editing: DeadlineItem | null; onOpenChange: (open: boolean) => void }) {
  const title = editing ? 'Modifica Scadenza' : 'Nuova Scadenza';
  const create = useCreateManualDeadline();
  const update = useUpdateManualDeadline();
  const [client, setClient] = useState<ChosenClient | null>(null);
  const manual = useServerForm<ManualDeadlineInput, ManualDeadline>({
    schema: createManualDeadlineSchema,
    defaultValues: manualFormValues(editing),
    submit: ({ clientId, ...series }) => (editing?.manual ? update.mutateAsync({ id: editing.manual.id, input: series }) : create.mutateAsync({ clientId, ...series })),
    errorToast: editing ? 'Impossibile modificare la scadenza' : 'Impossibile aggiungere la scadenza',
    onSuccess: () => onOpenChange(false),
  });
  const { register, formState, control } = manual.form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={manual}
      title={title}
      description={
        editing
          ? `Cliente: ${editing.clientName}. La prossima scadenza si sposta alla data indicata e la ricorrenza riparte da lì.`
          : 'Un adempimento che il catalogo delle regole non prevede: promemoria, calendario e completamento come per le altre scadenze.'
      }
      label={title}
      submitLabel={editing ? 'Salva' : 'Aggiungi'}
    >
      {!editing && (
        <Controller
          control={control}
          name="clientId"
          render={({ field, fieldState }) => (
            <FormField label="Cliente *" error={fieldState.error?.message}>
              <ClientField
                ref={field.ref}
                // The client chosen in this opening: a new opening starts with none.
                value={client && client.id === field.value ? client : null}
                onBlur={field.onBlur}
                onChange={(chosen) => {
                  setClient(chosen);
                  field.onChange(chosen.id);
                }}
              />
            </FormField>
          )}
        />
      )}
      <FormField label="Titolo *" error={formState.errors.title?.message}>
        <Input autoComplete="off" placeholder="Es. Dichiarazione IVA trimestrale" {...register('title')} />
      </FormField>
      <FormField label="Autorità *" error={formState.errors.authority?.message}>
        <Input autoComplete="off" placeholder="Es. HMRC, Agenzia delle Entrate" {...register('authority')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="dueDate"
          render={({ field, fieldState }) => <DateField label="Scadenza *" error={fieldState.error?.message} min="2000-01-01" max="2099-12-31" required {...field} />}
        />
        <Controller
          control={control}
          name="recurrence"
          render={({ field, fieldState }) => (
            <FormField label="Ricorrenza" error={fieldState.error?.message}>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger ref={field.ref} className="w-full" aria-label="Ricorrenza">
                  <SelectValue>{RECURRENCE_LABELS[field.value as keyof typeof RECURRENCE_LABELS]}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {RECURRENCES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {RECURRENCE_LABELS[r]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
      </div>
      <FormField label="Nota" error={formState.errors.note?.message} description="Facoltativa: compare sulla scheda della scadenza">
        <Textarea rows={3} {...register('note')} />
      </FormField>
    </FormDialog>
  );
}
