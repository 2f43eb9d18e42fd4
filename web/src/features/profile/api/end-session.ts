import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { sessionsQuery, type SessionRow } from './list-sessions';

export function endSession(id: string) {
  return unwrap(api.profile.sessions[':id'].$delete({ param: { id } }));
}

type Ended = Pick<SessionRow, 'id' | 'device'>;

/** Ends one other session; the answer carries the list read again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: Ended) => endSession(session.id),
    onSuccess: ({ sessions }) => queryClient.setQueryData(sessionsQuery.queryKey, { sessions }),
    meta: {
      invalidates: [queryRoots.activity],
      success: (_data: unknown, { device }: Ended) => `Sessione chiusa su ${device}`,
      error: 'Impossibile chiudere la sessione',
    },
  });
}
