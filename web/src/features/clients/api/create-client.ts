import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClientInput } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function createClient(input: CreateClientInput) {
  return unwrap(api.clients.$post({ json: input }));
}

/** Nuovo Cliente: the client's login and its Client row, created together by the server. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }) });
}
