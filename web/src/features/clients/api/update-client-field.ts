import { useMutation } from '@tanstack/react-query';
import type { InlineUpdateInput } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';

export function updateClientField(id: string, input: InlineUpdateInput) {
  return unwrap(api.clients[':id'].$patch({ param: { id }, json: input }));
}

/** Inline cell edit: one field of one client. */
export function useUpdateClientField() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: InlineUpdateInput }) => updateClientField(id, input),
    meta: { invalidates: CLIENT_VIEWS, success: 'Campo aggiornato con successo', error: { title: "Errore durante l'aggiornamento", description: 'Impossibile aggiornare il cliente' } },
  });
}
