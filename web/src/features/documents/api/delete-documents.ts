import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { documentKeys } from './keys';

/** Deletes one document, or several at once. */
export function deleteDocuments(ids: string[]) {
  return ids.length === 1
    ? unwrap(api.documents[':id'].$delete({ param: { id: ids[0]! } }))
    : unwrap(api.documents['bulk-delete'].$post({ json: { ids } }));
}

export function useDeleteDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocuments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
