import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { queryRoots } from './query-keys';

/** The signed-in person's own profile: /profilo edits it, the admin panel's greeting reads it. */
export function fetchProfile() {
  return unwrap(api.profile.$get());
}

export type Profile = Awaited<ReturnType<typeof fetchProfile>>;

export const profileQuery = queryOptions({ queryKey: queryRoots.profile, queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQuery);
}
