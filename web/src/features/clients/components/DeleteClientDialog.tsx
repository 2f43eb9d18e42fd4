import { deleteClientConfirmation } from '@domain/schemas/clients';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { toast } from '@web/lib/toast';
import { useDeleteClient } from '../api/delete-client';
import type { ClientRow } from '../api/list-clients';

export function DeleteClientDialog({ client, onOpenChange, onDeleted }: { client: ClientRow | null; onOpenChange: (open: boolean) => void; onDeleted: (id: string) => void }) {
  const remove = useDeleteClient();

  const confirm = async () => {
    if (!client) return;
    try {
      const { companyName } = await remove.mutateAsync(client.id);
      toast.success(`Cliente "${companyName}" eliminato con successo`);
      onDeleted(client.id);
      onOpenChange(false);
    } catch (error) {
      toast.fromError(error, 'Impossibile eliminare il cliente');
    }
  };

  return (
    <AlertDialog open={client !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Elimina cliente</AlertDialogTitle>
          <AlertDialogDescription>{client ? deleteClientConfirmation(client.companyName) : ''}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Annulla</AlertDialogCancel>
          <AlertDialogAction
            destructive
            disabled={remove.isPending}
            onClick={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            Elimina
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
