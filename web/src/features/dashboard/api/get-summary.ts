import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

export function fetchDashboardSummary() {
  return unwrap(api.dashboard.summary.$get());
}

export type DashboardSummary = Awaited<ReturnType<typeof fetchDashboardSummary>>;

export const dashboardSummaryQuery = queryOptions({ queryKey: ['dashboard', 'summary'], queryFn: fetchDashboardSummary });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery);
}
