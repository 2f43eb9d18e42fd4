import { DeletionImpactSummary } from '@web/components/deletion-impact';
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { toast } from '@web/lib/toast';
import { useDeleteLoginUsers } from '../api/delete-login-users';
import { useLoginUsersDeletionImpact } from '../api/login-users-deletion-impact';

/** Confirmation of a bulk deletion, saying what goes with the accounts. */
export function DeleteLoginUsersDialog({ ids, open, onClose, onDeleted }: { ids: string[]; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const impact = useLoginUsersDeletionImpact(ids, open);
  const remove = useDeleteLoginUsers();
  const count = ids.length;

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    try {
      const { deleted } = await remove.mutateAsync(ids);
      toast.success(deleted === 1 ? '1 utente eliminato' : `${deleted} utenti eliminati`);
    } catch (error) {
      toast.fromError(error, 'Errore nell\'eliminazione degli utenti');
      return;
    }
    onDeleted();
  }

  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{count === 1 ? 'Eliminare 1 utente?' : `Eliminare ${count} utenti?`}</AlertDialogTitle>
          <AlertDialogDescription>Gli account selezionati verranno eliminati e le loro sessioni terminate subito. Questa azione non può essere annullata.</AlertDialogDescription>
        </AlertDialogHeader>
        <DeletionImpactSummary impact={impact.data} loading={impact.isPending} />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Annulla</AlertDialogCancel>
          <AlertDialogAction destructive onClick={confirm} disabled={remove.isPending || !impact.data}>
            Elimina
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
