import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSort } from '@domain/schemas/staff';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { staffKeys } from './keys';

/** The list's search, sort and page, as the page's list state gives them. */
export type StaffListParams = ListState<never, StaffSort>['query'];

export function fetchStaff(params: StaffListParams) {
  return unwrap(api.staff.$get({ query: listQueryParams(params) }));
}

export type StaffPage = Awaited<ReturnType<typeof fetchStaff>>;
export type StaffRow = StaffPage['items'][number];

export function staffListQuery(params: StaffListParams) {
  return queryOptions({ queryKey: staffKeys.list(listQueryParams(params)), queryFn: () => fetchStaff(params), placeholderData: keepPreviousData });
}

/** One page of staff members, searched and sorted on the server. */
export function useStaff(params: StaffListParams) {
  return useQuery(staffListQuery(params));
}
