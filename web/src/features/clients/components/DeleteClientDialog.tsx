import { deleteClientConfirmation } from '@domain/schemas/clients';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useDeleteClient } from '../api/delete-client';
import type { ClientRow } from '../api/list-clients';

export function DeleteClientDialog({ client, onOpenChange, onDeleted }: { client: ClientRow | null; onOpenChange: (open: boolean) => void; onDeleted: (id: string) => void }) {
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={onOpenChange}
      title="Elimina cliente"
      description={client ? deleteClientConfirmation(client.companyName) : ''}
      confirmLabel="Elimina"
      destructive
      onConfirm={async () => {
        if (!client) return;
        await remove.mutateAsync(client.id);
        onDeleted(client.id);
      }}
    />
  );
}
