import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { sessionsQuery } from './list-sessions';

export function endOtherSessions() {
  return unwrap(api.profile.sessions['end-others'].$post());
}

/** Ends every session but this one; the answer carries how many and the list read again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ sessions }) => queryClient.setQueryData(sessionsQuery.queryKey, { sessions }),
    meta: {
      invalidates: [queryRoots.activity],
      success: ({ ended }: { ended: number }) => (ended === 1 ? "Chiusa la sessione sull'altro dispositivo" : `Chiuse ${ended} sessioni sugli altri dispositivi`),
      error: 'Impossibile uscire dagli altri dispositivi',
    },
  });
}
