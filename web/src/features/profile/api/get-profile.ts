import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { profileKeys } from './keys';

export function fetchProfile() {
  return unwrap(api.profile.$get());
}

export type Profile = Awaited<ReturnType<typeof fetchProfile>>;

export const profileQuery = queryOptions({ queryKey: profileKeys.me, queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQuery);
}
