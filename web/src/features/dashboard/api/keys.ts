import { queryRoots } from '@web/lib/query-keys';

const root = queryRoots.dashboard;

/** Query keys of the dashboard; its latest activity sits under the activity root, which every logged write reads again. */
export const dashboardKeys = {
  all: root,
  summary: [...root, 'summary'] as const,
  team: [...root, 'team'] as const,
  pending: (page: number) => [...root, 'pending', page] as const,
  companies: (search: string) => [...root, 'companies', search] as const,
  recentActivity: (limit: number) => [...queryRoots.activity, 'recent', limit] as const,
};
