import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_LOG_LIMIT } from '@domain/activity';
import { api, unwrap } from '@web/lib/api';

export function fetchActivity() {
  return unwrap(api.activity.$get({ query: { limit: String(ACTIVITY_LOG_LIMIT) } }));
}

export type ActivityList = Awaited<ReturnType<typeof fetchActivity>>;

export const activityQuery = queryOptions({ queryKey: ['activity', 'log', ACTIVITY_LOG_LIMIT], queryFn: fetchActivity });

export function useActivity() {
  return useQuery(activityQuery);
}
