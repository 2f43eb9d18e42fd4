import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';

export type Decision = 'approve' | 'reject';

export function decidePending(userId: string, decision: Decision) {
  const route = api.dashboard.pending[':userId'];
  return unwrap(decision === 'approve' ? route.approve.$post({ param: { userId } }) : route.reject.$post({ param: { userId } }));
}

/**
 * Approva / Rifiuta: the client is approved or refused (or made, then decided). No error toast
 * here: the panel tells only an incomplete profile, other failures are logged (the spec).
 */
export function useDecidePending() {
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: Decision }) => decidePending(userId, decision),
    meta: {
      invalidates: CLIENT_VIEWS,
      success: ({ companyName }: { companyName: string }, { decision }: { decision: Decision }) =>
        `Cliente "${companyName}" ${decision === 'approve' ? 'approvato' : 'rifiutato'}`,
    },
  });
}
