import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RECURRENCE_LABELS, RECURRENCES } from '@domain/compliance/manual';
import { createManualDeadlineSchema, type ManualDeadline, type ManualDeadlineInput } from '@domain/schemas/deadlines';
import { DateField } from '@web/components/date-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { applyFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import type { DeadlineItem } from '../api/list-deadlines';
import { useCreateManualDeadline, useUpdateManualDeadline } from '../api/manual-deadline';
import { ClientField, type ChosenClient } from './ClientField';

const FIELDS = ['clientId', 'title', 'authority', 'dueDate', 'recurrence', 'note'] as const;

/** The form's values: empty for Nuova Scadenza, the series as the card shows it for Modifica Scadenza. */
export function manualFormValues(editing: DeadlineItem | null): ManualDeadlineInput {
  if (!editing?.manual) return { clientId: '', title: '', authority: '', dueDate: '', recurrence: 'none', note: '' };
  return { clientId: editing.clientId, title: editing.manual.title, authority: editing.authority, dueDate: editing.dueDate, recurrence: editing.manual.recurrence, note: editing.note };
}

/**
 * Nuova Scadenza (`editing` null) and Modifica Scadenza of an obligation added by hand: client
 * (chosen once), title, authority, due date, recurrence, note. Closes after success; the
 * server's messages land on their fields.
 */
export function ManualDeadlineDialog({ open, editing, onOpenChange }: { open: boolean; editing: DeadlineItem | null; onOpenChange: (open: boolean) => void }) {
  const title = editing ? 'Modifica Scadenza' : 'Nuova Scadenza';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {editing
              ? `Cliente: ${editing.clientName}. La prossima scadenza si sposta alla data indicata e la ricorrenza riparte da lì.`
              : 'Un adempimento che il catalogo delle regole non prevede: promemoria, calendario e completamento come per le altre scadenze.'}
          </DialogDescription>
        </DialogHeader>
        {/* A new form each time it opens: empty, or the series being edited. */}
        {open && <ManualDeadlineForm key={editing?.id ?? 'new'} title={title} editing={editing} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ManualDeadlineForm({ title, editing, onClose }: { title: string; editing: DeadlineItem | null; onClose: () => void }) {
  const create = useCreateManualDeadline();
  const update = useUpdateManualDeadline();
  const [client, setClient] = useState<ChosenClient | null>(null);
  const form = useForm<ManualDeadlineInput, unknown, ManualDeadline>({ resolver: zodResolver(createManualDeadlineSchema), defaultValues: manualFormValues(editing) });
  const { register, handleSubmit, setError, formState, control } = form;

  const onSubmit = handleSubmit(async ({ clientId, ...series }) => {
    try {
      if (editing?.manual) await update.mutateAsync({ id: editing.manual.id, input: series });
      else await create.mutateAsync({ clientId, ...series });
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.fromError(error, editing ? 'Impossibile modificare la scadenza' : 'Impossibile aggiungere la scadenza');
      return;
    }
    onClose();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={title}>
      {!editing && (
        <Controller
          control={control}
          name="clientId"
          render={({ field, fieldState }) => (
            <FormField label="Cliente *" error={fieldState.error?.message}>
              <ClientField
                ref={field.ref}
                value={client}
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Annulla
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {editing ? 'Salva' : 'Aggiungi'}
        </Button>
      </DialogFooter>
    </form>
  );
}
