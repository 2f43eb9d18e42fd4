import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_ACTIVITY_LIMIT } from '@domain/dashboard';
import { api, unwrap } from '@web/lib/api';
import { dashboardKeys } from './keys';

/** The latest entries of the activity log (one's own for role user). */
export function fetchRecentActivity() {
  return unwrap(api.activity.$get({ query: { pageSize: String(DASHBOARD_ACTIVITY_LIMIT) } }));
}

export type RecentActivity = Awaited<ReturnType<typeof fetchRecentActivity>>;

export const recentActivityQuery = queryOptions({ queryKey: dashboardKeys.recentActivity(DASHBOARD_ACTIVITY_LIMIT), queryFn: fetchRecentActivity });

export function useRecentActivity() {
  return useQuery(recentActivityQuery);
}
