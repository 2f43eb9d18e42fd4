import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

export function fetchOwnProfile() {
  return unwrap(api.profile.$get());
}

/** The caller's own profile (name and avatar for the admin-panel greeting). */
export const ownProfileQuery = queryOptions({ queryKey: ['profile'], queryFn: fetchOwnProfile });

export function useOwnProfile() {
  return useQuery(ownProfileQuery);
}
