import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { dashboardKeys } from './keys';

export function fetchTeam() {
  return unwrap(api.dashboard.team.$get());
}

export type Team = Awaited<ReturnType<typeof fetchTeam>>;
export type TeamMember = Team['members'][number];

export const teamQuery = queryOptions({ queryKey: dashboardKeys.team, queryFn: fetchTeam, staleTime: 5 * 60_000 });

export function useTeam() {
  return useQuery(teamQuery);
}
