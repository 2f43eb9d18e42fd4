import { queryRoots } from '@web/lib/query-keys';

/** Query keys of the activity log, under its root (most writes are logged and read it again). */
export const activityKeys = {
  list: (query: Record<string, string>) => [...queryRoots.activity, 'log', query] as const,
};
