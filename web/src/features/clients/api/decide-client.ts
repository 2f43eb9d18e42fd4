import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDecision } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function decideClient(id: string, decision: ClientDecision) {
  return unwrap(api.clients[':id'].approval.$post({ param: { id }, json: { decision } }));
}

/** Approva / Rifiuta from the list; the lists, the cards, the dashboard's panel, the activity and the deadlines are read again afterwards. */
export function useDecideClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ClientDecision }) => decideClient(id, decision),
    onSettled: () =>
      Promise.all([clientKeys.all, ['dashboard'], ['activity'], ['deadlines']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
