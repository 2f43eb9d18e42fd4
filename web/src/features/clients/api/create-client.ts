import { useMutation } from '@tanstack/react-query';
import type { CreateClientInput } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';

export function createClient(input: CreateClientInput) {
  return unwrap(api.clients.$post({ json: input }));
}

/** Nuovo Cliente: the client's login and its Client row, created together by the server. */
export function useCreateClient() {
  return useMutation({
    mutationFn: createClient,
    meta: { invalidates: CLIENT_VIEWS, success: ({ companyName }: { companyName: string }) => `Cliente ${companyName} creato con successo con accesso all'app` },
  });
}
