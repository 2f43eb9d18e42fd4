import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { sessionsQuery } from './list-sessions';

export function endSession(id: string) {
  return unwrap(api.profile.sessions[':id'].$delete({ param: { id } }));
}

/** Ends one other session; the answer carries the list read again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: async ({ sessions }) => {
      queryClient.setQueryData(sessionsQuery.queryKey, { sessions });
      await queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}
