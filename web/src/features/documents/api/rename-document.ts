import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

export function renameDocument(id: string, title: string) {
  return unwrap(api.documents[':id'].$patch({ param: { id }, json: { title } }));
}

export function useRenameDocument() {
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameDocument(id, title),
    meta: { invalidates: [queryRoots.documents, queryRoots.activity], success: 'Nome del documento aggiornato', error: 'Impossibile aggiornare il nome del documento' },
  });
}
