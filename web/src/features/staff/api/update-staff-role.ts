import { useMutation } from '@tanstack/react-query';
import { ROLE_LABELS, type StaffRole } from '@domain/policy';
import { api, unwrap } from '@web/lib/api';
import { STAFF_VIEWS } from '@web/lib/query-keys';

type Variables = { id: string; fullName: string; role: StaffRole | null };

export function updateStaffRole({ id, role }: Variables) {
  return unwrap(api.staff[':id'].role.$patch({ param: { id }, json: { role } }));
}

export function useUpdateStaffRole() {
  return useMutation({
    mutationFn: updateStaffRole,
    meta: {
      invalidates: STAFF_VIEWS,
      success: (_data: unknown, { fullName, role }: Variables) => (role ? `Ruolo di ${fullName} aggiornato a ${ROLE_LABELS[role]}` : `Ruolo di ${fullName} rimosso`),
      error: 'Impossibile aggiornare il ruolo',
    },
  });
}
