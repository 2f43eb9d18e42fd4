import { countOf } from '@domain/plural';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DeletionImpactSummary } from '@web/components/deletion-impact';
import { useDeleteLoginUsers } from '../api/delete-login-users';
import { useLoginUsersDeletionImpact } from '../api/login-users-deletion-impact';

/** Confirmation of a bulk deletion, saying what goes with the accounts. */
export function DeleteLoginUsersDialog({ ids, open, onClose, onDeleted }: { ids: string[]; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const impact = useLoginUsersDeletionImpact(ids, open);
  const remove = useDeleteLoginUsers();
  const count = ids.length;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={`Eliminare ${countOf(count, ['utente', 'utenti'])}?`}
      description="Gli account selezionati verranno eliminati e le loro sessioni terminate subito. Questa azione non può essere annullata."
      confirmLabel="Elimina"
      destructive
      confirmDisabled={!impact.data}
      onConfirm={async () => {
        await remove.mutateAsync(ids);
        onDeleted();
      }}
    >
      <DeletionImpactSummary impact={impact.data} loading={impact.isPending} />
    </ConfirmDialog>
  );
}
