import { useMutation } from '@tanstack/react-query';
import { countOf } from '@domain/plural';
import { api, unwrap } from '@web/lib/api';
import { DELETED_ACCOUNT_VIEWS } from '@web/lib/query-keys';

export function deleteLoginUsers(ids: string[]) {
  return unwrap(api['login-users'].delete.$post({ json: { ids } }));
}

export function useDeleteLoginUsers() {
  return useMutation({
    mutationFn: deleteLoginUsers,
    meta: {
      invalidates: DELETED_ACCOUNT_VIEWS,
      success: ({ deleted }: { deleted: number }) => countOf(deleted, ['utente eliminato', 'utenti eliminati']),
      error: 'Errore nell\'eliminazione degli utenti',
    },
  });
}
