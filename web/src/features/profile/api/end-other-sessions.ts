import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { sessionsQuery } from './list-sessions';

export function endOtherSessions() {
  return unwrap(api.profile.sessions['end-others'].$post());
}

/** Ends every session but this one; the answer carries how many and the list read again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async ({ sessions }) => {
      queryClient.setQueryData(sessionsQuery.queryKey, { sessions });
      await queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}
