import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateClientInput } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function updateClient(id: string, input: UpdateClientInput) {
  return unwrap(api.clients[':id'].$put({ param: { id }, json: input }));
}

/** Modifica Cliente: every field of the form, the linked user included. */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateClientInput }) => updateClient(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
