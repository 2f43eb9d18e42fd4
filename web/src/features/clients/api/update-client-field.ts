import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InlineUpdateInput } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function updateClientField(id: string, input: InlineUpdateInput) {
  return unwrap(api.clients[':id'].$patch({ param: { id }, json: input }));
}

/** Inline cell edit: one field of one client. */
export function useUpdateClientField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: InlineUpdateInput }) => updateClientField(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
