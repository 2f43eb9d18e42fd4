import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { profileKeys } from './keys';

export function fetchSessions() {
  return unwrap(api.profile.sessions.$get());
}

export type SessionRow = Awaited<ReturnType<typeof fetchSessions>>['sessions'][number];

export const sessionsQuery = queryOptions({ queryKey: profileKeys.sessions, queryFn: fetchSessions });

export function useSessions() {
  return useQuery(sessionsQuery);
}
