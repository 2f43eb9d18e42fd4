import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadlinePriority, DeadlineStatus } from '@domain/deadlines';
import { api, unwrap } from '@web/lib/api';

export interface DeadlineFilters {
  search?: string;
  priority?: DeadlinePriority;
  /** ISO code of the country tab; undefined = all countries. */
  country?: string;
  /** A rule id of the catalogue; undefined = every obligation. */
  rule?: string;
  status?: DeadlineStatus;
  /** One client's every obligation. */
  client?: string;
  page: number;
}

export function fetchDeadlines(filters: DeadlineFilters) {
  return unwrap(
    api.deadlines.$get({
      query: {
        search: filters.search || undefined,
        priority: filters.priority,
        country: filters.country,
        rule: filters.rule,
        status: filters.status,
        client: filters.client,
        page: String(filters.page),
      },
    }),
  );
}

export type DeadlineList = Awaited<ReturnType<typeof fetchDeadlines>>;
export type DeadlineItem = DeadlineList['items'][number];

export const deadlinesKey = ['deadlines'] as const;

export function deadlinesQuery(filters: DeadlineFilters) {
  return queryOptions({ queryKey: [...deadlinesKey, filters], queryFn: () => fetchDeadlines(filters), placeholderData: keepPreviousData });
}

export function useDeadlines(filters: DeadlineFilters) {
  return useQuery(deadlinesQuery(filters));
}

export function fetchMissingData(page: number) {
  return unwrap(api.deadlines['missing-data'].$get({ query: { page: String(page) } }));
}

export type MissingDataList = Awaited<ReturnType<typeof fetchMissingData>>;

export function useMissingData(page: number) {
  return useQuery({ queryKey: [...deadlinesKey, 'missing-data', page], queryFn: () => fetchMissingData(page), placeholderData: keepPreviousData });
}
