import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { dashboardKeys } from './keys';

export function fetchDashboardSummary() {
  return unwrap(api.dashboard.summary.$get());
}

export type DashboardSummary = Awaited<ReturnType<typeof fetchDashboardSummary>>;

export const dashboardSummaryQuery = queryOptions({ queryKey: dashboardKeys.summary, queryFn: fetchDashboardSummary });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery);
}
