import { rejectItemSchema } from '@domain/schemas/requests';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { useRejectItem } from '../api/requests';

/** Rifiuta: the item goes back to the client as 'Da rifare', with the reason they will read. */
export function RejectItemDialog({ item, onOpenChange }: { item: { id: string; name: string; updatedAt: string } | null; onOpenChange: (open: boolean) => void }) {
  const reject = useRejectItem();
  const form = useServerForm<{ reason: string }, { reason: string }>({
    schema: rejectItemSchema.pick({ reason: true }),
    defaultValues: { reason: '' },
    // The version staff looked at: a change by the client since is refused by the server.
    submit: ({ reason }) => reject.mutateAsync({ itemId: item!.id, seen: item!.updatedAt, reason }),
    errorToast: 'Impossibile rifiutare la voce',
    onSuccess: () => onOpenChange(false),
  });
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      form={form}
      title="Rifiuta la voce"
      description={<>&quot;{item?.name}&quot; torna al cliente come Da rifare, con il motivo indicato qui.</>}
      label="Rifiuta la voce"
      submitLabel="Rifiuta"
    >
      <FormField label="Motivo *" error={form.form.formState.errors.reason?.message}>
        <Textarea rows={3} placeholder="Es. Il documento è scaduto: caricane uno valido" {...form.form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
