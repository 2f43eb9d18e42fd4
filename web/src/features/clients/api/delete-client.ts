import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';

export function deleteClient(id: string) {
  return unwrap(api.clients[':id'].$delete({ param: { id } }));
}

export function useDeleteClient() {
  return useMutation({
    mutationFn: deleteClient,
    meta: {
      invalidates: CLIENT_VIEWS,
      success: ({ companyName }: { companyName: string }) => `Cliente "${companyName}" eliminato con successo`,
      error: 'Impossibile eliminare il cliente',
    },
  });
}
