import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { DELETED_ACCOUNT_VIEWS } from '@web/lib/query-keys';

export function deleteStaff({ id }: { id: string; fullName: string }) {
  return unwrap(api.staff[':id'].$delete({ param: { id } }));
}

export function useDeleteStaff() {
  return useMutation({
    mutationFn: deleteStaff,
    meta: {
      invalidates: DELETED_ACCOUNT_VIEWS,
      success: (_data: unknown, { fullName }: { fullName: string }) => `${fullName} è stato eliminato`,
      error: 'Impossibile eliminare l\'utente',
    },
  });
}
