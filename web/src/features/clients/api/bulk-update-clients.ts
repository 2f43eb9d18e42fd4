import { useMutation } from '@tanstack/react-query';
import { countOf } from '@domain/plural';
import type { BulkUpdateInput } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';

export function bulkUpdateClients(input: BulkUpdateInput) {
  return unwrap(api.clients.bulk.$post({ json: input }));
}

/** Modifica Bulk: the filled-in fields, for every selected client. */
export function useBulkUpdateClients() {
  return useMutation({
    mutationFn: bulkUpdateClients,
    meta: { invalidates: CLIENT_VIEWS, success: ({ updated }: { updated: number }) => `${countOf(updated, ['cliente aggiornato', 'clienti aggiornati'])} con successo`, error: 'Impossibile aggiornare i clienti' },
  });
}
