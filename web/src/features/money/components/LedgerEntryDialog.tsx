import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { todayIso } from '@domain/periods';
import { ledgerEntrySchema, SUGGESTED_BANK_ACCOUNTS, type LedgerEntry, type LedgerEntryInput, type LedgerKind } from '@domain/schemas/money';
import { DateField } from '@web/components/date-field';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useCreateEntry } from '../api/create-entry';
import type { LedgerRowView } from '../api/list-entries';
import { useUpdateEntry } from '../api/update-entry';
import { LEDGER_TEXTS } from './ledger-texts';

function emptyValues(): LedgerEntryInput {
  return { amount: '', description: '', sender: '', bankAccount: '', date: todayIso() };
}

function valuesOf(row: LedgerRowView): LedgerEntryInput {
  // As an Italian writes it: 1250,50.
  return { amount: row.amount.replace('.', ','), description: row.description, sender: row.sender ?? '', bankAccount: row.bankAccount ?? '', date: row.date };
}

/**
 * Nuova Spesa / Nuova Entrata, and the edit of a row (`editing`). Closes and
 * resets after success; server messages land on their fields.
 */
export function LedgerEntryDialog({
  kind,
  open,
  editing,
  onOpenChange,
}: {
  kind: LedgerKind;
  open: boolean;
  editing: LedgerRowView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const texts = LEDGER_TEXTS[kind];
  const create = useCreateEntry(kind);
  const update = useUpdateEntry(kind);
  const listId = useId();
  const entry = useServerForm<LedgerEntryInput, LedgerEntry>({
    schema: ledgerEntrySchema,
    defaultValues: editing ? valuesOf(editing) : emptyValues(),
    submit: (values) => (editing ? update.mutateAsync({ id: editing.id, input: values }) : create.mutateAsync(values)),
    errorToast: editing ? texts.updateError : texts.createError,
    onSuccess: () => onOpenChange(false),
  });
  const { register, formState, control } = entry.form;

  const title = editing ? `Modifica ${texts.noun}` : texts.newButton;
  const today = todayIso();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={entry}
      title={title}
      description={editing ? `Modifica i dati della ${texts.noun.toLowerCase()}.` : `Inserisci i dati della nuova ${texts.noun.toLowerCase()}.`}
      label={title}
      submitLabel={editing ? 'Salva' : 'Aggiungi'}
    >
      <FormField label="Importo (€) *" error={formState.errors.amount?.message}>
        {/* Text, not a number field: browsers drop or misread the Italian comma and thousands point there. */}
        <Input inputMode="decimal" placeholder="0,00" autoComplete="off" {...register('amount')} />
      </FormField>
      <FormField label="Causale *" error={formState.errors.description?.message}>
        <Input autoComplete="off" placeholder="Descrizione" {...register('description')} />
      </FormField>
      <FormField label={texts.senderLabel} error={formState.errors.sender?.message} description="Facoltativo">
        <Input autoComplete="off" {...register('sender')} />
      </FormField>
      <FormField label="Conto" error={formState.errors.bankAccount?.message} description="Facoltativo: Airwallex, Wise, Revolut Business o altro">
        <Input autoComplete="off" list={listId} {...register('bankAccount')} />
      </FormField>
      <datalist id={listId}>
        {SUGGESTED_BANK_ACCOUNTS.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <Controller
        control={control}
        name="date"
        render={({ field, fieldState }) => <DateField label="Data *" error={fieldState.error?.message} max={today} required {...field} />}
      />
    </FormDialog>
  );
}
