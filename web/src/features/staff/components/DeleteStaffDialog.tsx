import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DeletionImpactSummary } from '@web/components/deletion-impact';
import { useDeleteStaff } from '../api/delete-staff';
import type { StaffRow } from '../api/list-staff';
import { useStaffDeletionImpact } from '../api/staff-deletion-impact';

/** Confirmation of a staff deletion, saying what goes with the account. */
export function DeleteStaffDialog({ member, onClose }: { member: StaffRow | null; onClose: () => void }) {
  const impact = useStaffDeletionImpact(member?.id ?? null);
  const remove = useDeleteStaff();

  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<>Eliminare {member?.fullName}?</>}
      description={<>L'account {member?.email} verrà eliminato e le sue sessioni terminate subito. Questa azione non può essere annullata.</>}
      confirmLabel="Elimina"
      destructive
      confirmDisabled={!impact.data}
      onConfirm={async () => {
        if (member) await remove.mutateAsync(member);
      }}
    >
      <DeletionImpactSummary impact={impact.data} loading={impact.isPending} />
    </ConfirmDialog>
  );
}
