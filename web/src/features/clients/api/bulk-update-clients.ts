import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkUpdateInput } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function bulkUpdateClients(input: BulkUpdateInput) {
  return unwrap(api.clients.bulk.$post({ json: input }));
}

/** Modifica Bulk: the filled-in fields, for every selected client. */
export function useBulkUpdateClients() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateClients, onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }) });
}
