import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function fetchUserOptions(q: string) {
  return unwrap(api.clients['user-options'].$get({ query: q.trim() ? { q: q.trim() } : {} }));
}

export type UserOption = Awaited<ReturnType<typeof fetchUserOptions>>['users'][number];

/** Role-user accounts a client can be linked to, matching `q`. */
export function useUserOptions(q: string, enabled: boolean) {
  return useQuery({ queryKey: clientKeys.userOptions(q.trim()), queryFn: () => fetchUserOptions(q), enabled, placeholderData: keepPreviousData });
}
