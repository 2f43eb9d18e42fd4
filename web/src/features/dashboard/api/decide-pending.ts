import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

export type Decision = 'approve' | 'reject';

export function decidePending(userId: string, decision: Decision) {
  const route = api.dashboard.pending[':userId'];
  return unwrap(decision === 'approve' ? route.approve.$post({ param: { userId } }) : route.reject.$post({ param: { userId } }));
}

/** Approva / Rifiuta; the panel, the cards and the activity are read again afterwards. */
export function useDecidePending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: Decision }) => decidePending(userId, decision),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]);
    },
  });
}
