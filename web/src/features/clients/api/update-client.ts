import { useMutation } from '@tanstack/react-query';
import type { UpdateClientInput } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';

export function updateClient(id: string, input: UpdateClientInput) {
  return unwrap(api.clients[':id'].$put({ param: { id }, json: input }));
}

/** Modifica Cliente: every field of the form, the linked user included. */
export function useUpdateClient() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateClientInput }) => updateClient(id, input),
    meta: { invalidates: CLIENT_VIEWS, success: ({ companyName }: { companyName: string }) => `Cliente ${companyName} aggiornato con successo` },
  });
}
