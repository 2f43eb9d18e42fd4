import { useMutation } from '@tanstack/react-query';
import type { ClientDecision } from '@domain/schemas/clients';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';
import { NAMELESS_CLIENT } from '../format';

export function decideClient(id: string, decision: ClientDecision) {
  return unwrap(api.clients[':id'].approval.$post({ param: { id }, json: { decision } }));
}

/** Approva / Rifiuta from the list. */
export function useDecideClient() {
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ClientDecision }) => decideClient(id, decision),
    meta: {
      invalidates: CLIENT_VIEWS,
      success: ({ companyName }: { companyName: string }, { decision }: { decision: ClientDecision }) =>
        `Cliente "${companyName || NAMELESS_CLIENT}" ${decision === 'approved' ? 'approvato' : 'rifiutato'}`,
      error: 'Impossibile aggiornare lo stato del cliente',
    },
  });
}
