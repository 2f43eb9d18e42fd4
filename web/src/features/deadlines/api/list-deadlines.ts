import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';

/** The list's filters (address and API alike) and one client's every obligation (`client`). */
export type DeadlineFilter = 'priority' | 'status' | 'rule' | 'country' | 'horizon';
export type DeadlineSortColumn = 'dueDate';
export type DeadlineListParams = ListState<DeadlineFilter, DeadlineSortColumn>['query'] & { client?: string };

export function fetchDeadlines(params: DeadlineListParams) {
  return unwrap(api.deadlines.$get({ query: listQueryParams(params) }));
}

export type DeadlineList = Awaited<ReturnType<typeof fetchDeadlines>>;
export type DeadlineItem = DeadlineList['items'][number];

export const deadlinesKey = ['deadlines'] as const;

export function deadlinesQuery(params: DeadlineListParams) {
  return queryOptions({ queryKey: [...deadlinesKey, listQueryParams(params)], queryFn: () => fetchDeadlines(params), placeholderData: keepPreviousData });
}

export function useDeadlines(params: DeadlineListParams) {
  return useQuery(deadlinesQuery(params));
}

export function fetchMissingData(page: number) {
  return unwrap(api.deadlines['missing-data'].$get({ query: { page: String(page) } }));
}

export type MissingDataList = Awaited<ReturnType<typeof fetchMissingData>>;

export function useMissingData(page: number) {
  return useQuery({ queryKey: [...deadlinesKey, 'missing-data', page], queryFn: () => fetchMissingData(page), placeholderData: keepPreviousData });
}
