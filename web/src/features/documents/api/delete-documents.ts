import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { DOCUMENT_DELETION_VIEWS } from './keys';

/** Deletes one document, or several at once. */
export function deleteDocuments(ids: string[]) {
  return ids.length === 1
    ? unwrap(api.documents[':id'].$delete({ param: { id: ids[0]! } }))
    : unwrap(api.documents['bulk-delete'].$post({ json: { ids } }));
}

export function useDeleteDocuments() {
  return useMutation({
    mutationFn: deleteDocuments,
    meta: {
      invalidates: DOCUMENT_DELETION_VIEWS,
      success: ({ deleted }: { deleted: number }) => (deleted === 1 ? 'Documento eliminato con successo' : `${deleted} documenti eliminati con successo`),
      error: 'Impossibile eliminare i documenti selezionati',
    },
  });
}
