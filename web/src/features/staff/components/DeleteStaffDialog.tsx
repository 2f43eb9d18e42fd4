import { DeletionImpactSummary } from '@web/components/deletion-impact';
import {
  AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { toast } from '@web/lib/toast';
import { useDeleteStaff } from '../api/delete-staff';
import type { StaffRow } from '../api/list-staff';
import { useStaffDeletionImpact } from '../api/staff-deletion-impact';

/** Confirmation of a staff deletion, saying what goes with the account. */
export function DeleteStaffDialog({ member, onClose }: { member: StaffRow | null; onClose: () => void }) {
  const impact = useStaffDeletionImpact(member?.id ?? null);
  const remove = useDeleteStaff();

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    if (!member) return;
    try {
      await remove.mutateAsync(member.id);
    } catch (error) {
      toast.fromError(error, 'Impossibile eliminare l\'utente');
      return;
    }
    toast.success(`${member.fullName} è stato eliminato`);
    onClose();
  }

  return (
    <AlertDialog open={member !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Eliminare {member?.fullName}?</AlertDialogTitle>
          <AlertDialogDescription>
            L'account {member?.email} verrà eliminato e le sue sessioni terminate subito. Questa azione non può essere annullata.
          </AlertDialogDescription>
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
