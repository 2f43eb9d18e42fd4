import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { staffKeys } from './keys';

export interface StaffListParams {
  search: string;
  page: number;
  pageSize: number;
}

function toQuery(p: StaffListParams): Record<string, string> {
  const query: Record<string, string> = { page: String(p.page), pageSize: String(p.pageSize) };
  if (p.search.trim()) query.search = p.search.trim();
  return query;
}

export function fetchStaff(params: StaffListParams) {
  return unwrap(api.staff.$get({ query: toQuery(params) }));
}

export type StaffPage = Awaited<ReturnType<typeof fetchStaff>>;
export type StaffRow = StaffPage['items'][number];

export function staffListQuery(params: StaffListParams) {
  return queryOptions({ queryKey: staffKeys.list(toQuery(params)), queryFn: () => fetchStaff(params), placeholderData: keepPreviousData });
}

/** One page of staff members, searched on the server. */
export function useStaff(params: StaffListParams) {
  return useQuery(staffListQuery(params));
}
