import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { dashboardKeys } from './keys';

export function fetchPending(page: number) {
  return unwrap(api.dashboard.pending.$get({ query: { page: String(page) } }));
}

export type PendingList = Awaited<ReturnType<typeof fetchPending>>;
export type PendingEntry = PendingList['entries'][number];

export const pendingQuery = (page: number) =>
  queryOptions({ queryKey: dashboardKeys.pending(page), queryFn: () => fetchPending(page), placeholderData: keepPreviousData });

export function usePending(page: number, enabled: boolean) {
  return useQuery({ ...pendingQuery(page), enabled });
}
