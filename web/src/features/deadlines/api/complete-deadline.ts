import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { deadlinesKey } from './list-deadlines';

export function completeDeadline(id: string) {
  return unwrap(api.deadlines[':id'].complete.$post({ param: { id } }));
}

export function reopenDeadline(id: string) {
  return unwrap(api.deadlines[':id'].complete.$delete({ param: { id } }));
}

/** Marks a deadline Completato, or (reopen) undoes that; the deadline lists reload. */
export function useSetDeadlineCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => (completed ? completeDeadline(id) : reopenDeadline(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deadlinesKey }),
  });
}
