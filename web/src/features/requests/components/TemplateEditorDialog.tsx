import { useMemo } from 'react';
import type { z } from 'zod';
import { templateSchema } from '@domain/schemas/requests';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useSaveTemplate, type RequestTemplate } from '../api/templates';
import { ITEMS_FIELD_PATHS, itemRowsOf, newItemRow, type ItemRow } from './items';
import { ItemsField } from './ItemsField';

interface TemplateForm {
  name: string;
  description: string;
  items: ItemRow[];
}

/** Nuovo modello (`editing` null) and Modifica modello: name, description and the items, in order. */
export function TemplateEditorDialog({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing: RequestTemplate | null }) {
  const save = useSaveTemplate();
  const defaults = useMemo<TemplateForm>(
    () => (editing ? { name: editing.name, description: editing.description, items: itemRowsOf(editing.items) } : { name: '', description: '', items: [newItemRow()] }),
    // A new opening starts afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editing, open],
  );
  const form = useServerForm<TemplateForm, z.output<typeof templateSchema>>({
    schema: templateSchema,
    defaultValues: defaults,
    fields: ['name', 'description', ...ITEMS_FIELD_PATHS],
    submit: (input) => save.mutateAsync({ id: editing?.id ?? null, input }),
    errorToast: 'Impossibile salvare il modello',
    onSuccess: () => onOpenChange(false),
  });
  const { register, formState, control } = form.form;
  const title = editing ? 'Modifica modello' : 'Nuovo modello';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={title}
      description="Un elenco di documenti da chiedere ai clienti: una nuova richiesta può partire da qui."
      label={title}
      submitLabel="Salva modello"
      className="sm:max-w-2xl"
    >
      <FormField label="Nome del modello *" error={formState.errors.name?.message}>
        <Input autoComplete="off" placeholder="Es. Costituzione LLC" {...register('name')} />
      </FormField>
      <FormField label="Descrizione" error={formState.errors.description?.message}>
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <ItemsField control={control} />
    </FormDialog>
  );
}
