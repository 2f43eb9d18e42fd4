import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadlinePriority } from '@domain/deadlines';
import { api, unwrap } from '@web/lib/api';

export interface DeadlineFilters {
  search?: string;
  priority?: DeadlinePriority;
  /** ISO code of the country tab; undefined = all countries. */
  country?: string;
  page: number;
}

export function fetchDeadlines(filters: DeadlineFilters) {
  return unwrap(
    api.deadlines.$get({
      query: {
        search: filters.search || undefined,
        priority: filters.priority,
        country: filters.country,
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
