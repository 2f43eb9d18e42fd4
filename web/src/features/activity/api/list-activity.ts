import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivitySort } from '@domain/schemas/activity';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { activityKeys } from './keys';

/** The list's search, sort and page, as the page's list state gives them. */
export type ActivityListParams = ListState<never, ActivitySort>['query'];

export function fetchActivity(params: ActivityListParams) {
  return unwrap(api.activity.$get({ query: listQueryParams(params) }));
}

export type ActivityPage = Awaited<ReturnType<typeof fetchActivity>>;
export type ActivityEntry = ActivityPage['items'][number];

export function activityQuery(params: ActivityListParams) {
  return queryOptions({ queryKey: activityKeys.list(listQueryParams(params)), queryFn: () => fetchActivity(params), placeholderData: keepPreviousData });
}

/** One page of the activity log, searched and sorted on the server. */
export function useActivity(params: ActivityListParams) {
  return useQuery(activityQuery(params));
}
