import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

export function deleteContract(id: string) {
  return unwrap(api.contracts[':id'].$delete({ param: { id } }));
}

export function useDeleteContract() {
  return useMutation({
    mutationFn: deleteContract,
    meta: {
      invalidates: [queryRoots.contracts, queryRoots.activity],
      success: 'Contratto eliminato con successo',
      error: "Errore nell'eliminazione del contratto",
    },
  });
}
