import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { addDays, todayIso } from '@domain/periods';
import { createRequestSchema } from '@domain/schemas/requests';
import { FormClientPicker, type ChosenClient } from '@web/components/client-picker';
import { DateField } from '@web/components/date-field';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { clientOptions } from '../api/client-options';
import { useCreateRequest, useUpdateRequest, type RequestDetail } from '../api/requests';
import { useTemplates } from '../api/templates';
import { ITEMS_FIELD_PATHS, itemRowsOf, newItemRow, type ItemRow } from './items';
import { ItemsField } from './ItemsField';

const FROM_SCRATCH = 'da-zero';

interface RequestForm {
  clientId: string;
  title: string;
  dueDate: string;
  templateId: string;
  items: ItemRow[];
}

const requestFormSchema = createRequestSchema.extend({ templateId: z.string() });

/**
 * Nuova richiesta (`editing` null) and Modifica bozza: client (chosen once), title, due date,
 * a template to start from (its items copied into the editor) or none, and the items. Saved as a
 * draft; `onSaved` gets the request's id.
 */
export function RequestEditorDialog({
  open,
  onOpenChange,
  editing,
  initialClient,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: RequestDetail | null;
  /** A new request's client, chosen beforehand (the client's details). */
  initialClient?: ChosenClient | null;
  onSaved?: (id: string) => void;
}) {
  const create = useCreateRequest();
  const update = useUpdateRequest();
  const templates = useTemplates(false, open && !editing);
  const defaults = useMemo<RequestForm>(
    () =>
      editing
        ? { clientId: editing.clientId, title: editing.title, dueDate: editing.dueDate, templateId: '', items: itemRowsOf(editing.items) }
        : { clientId: initialClient?.id ?? '', title: '', dueDate: addDays(todayIso(), 14), templateId: '', items: [newItemRow()] },
    // A new opening starts afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editing, initialClient, open],
  );
  const form = useServerForm<RequestForm, z.output<typeof requestFormSchema>, { id: string }>({
    schema: requestFormSchema,
    defaultValues: defaults,
    fields: ['clientId', 'title', 'dueDate', 'templateId', ...ITEMS_FIELD_PATHS],
    submit: ({ clientId, title, dueDate, items, templateId }) =>
      editing ? update.mutateAsync({ id: editing.id, input: { title, dueDate, items } }) : create.mutateAsync({ clientId, title, dueDate, items, templateId: templateId || undefined }),
    errorToast: 'Impossibile salvare la richiesta',
    onSuccess: (result) => {
      onOpenChange(false);
      onSaved?.(result.id);
    },
  });
  const { register, formState, control, setValue, getValues } = form.form;
  const title = editing ? 'Modifica bozza' : 'Nuova richiesta';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={title}
      description={
        editing
          ? `Cliente: ${editing.companyName}. Le voci si possono aggiungere, togliere e riordinare finché la richiesta non è inviata.`
          : 'La richiesta si salva come bozza: la invii al cliente dal suo dettaglio.'
      }
      label={title}
      submitLabel="Salva bozza"
      className="sm:max-w-2xl"
    >
      {!editing && <FormClientPicker control={control} name="clientId" label="Cliente *" query={clientOptions} initial={initialClient} />}
      <FormField label="Titolo *" error={formState.errors.title?.message}>
        <Input autoComplete="off" placeholder="Es. Documenti per la costituzione" {...register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="dueDate"
          render={({ field, fieldState }) => <DateField label="Scadenza *" error={fieldState.error?.message} min={todayIso()} max="2099-12-31" required {...field} />}
        />
        {!editing && (
          <Controller
            control={control}
            name="templateId"
            render={({ field }) => (
              <FormField label="Parti da un modello" description={field.value ? 'Le voci del modello sono copiate qui sotto: puoi modificarle.' : undefined}>
                <Select
                  value={field.value || FROM_SCRATCH}
                  onValueChange={(value) => {
                    if (value === FROM_SCRATCH) {
                      field.onChange('');
                      setValue('items', [newItemRow()]);
                      return;
                    }
                    const template = templates.data?.find((t) => t.id === value);
                    if (!template) return;
                    field.onChange(template.id);
                    setValue('items', itemRowsOf(template.items), { shouldValidate: formState.isSubmitted });
                    if (!getValues('title').trim()) setValue('title', template.name);
                  }}
                >
                  <SelectTrigger ref={field.ref} className="w-full" aria-label="Parti da un modello">
                    <SelectValue>{templates.data?.find((t) => t.id === field.value)?.name ?? 'Da zero'}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={FROM_SCRATCH}>Da zero</SelectItem>
                    {templates.data?.map((t) => (
                      <SelectItem key={t.id} value={t.id}>
                        {t.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
        )}
      </div>
      <ItemsField control={control} />
    </FormDialog>
  );
}
