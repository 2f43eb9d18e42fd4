import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { loginUserKeys } from './keys';

export interface LoginUsersParams {
  search: string;
  page: number;
  pageSize: number;
}

function toQuery(p: LoginUsersParams): Record<string, string> {
  const query: Record<string, string> = { page: String(p.page), pageSize: String(p.pageSize) };
  if (p.search.trim()) query.search = p.search.trim();
  return query;
}

export function fetchLoginUsers(params: LoginUsersParams) {
  return unwrap(api['login-users'].$get({ query: toQuery(params) }));
}

export type LoginUsersPage = Awaited<ReturnType<typeof fetchLoginUsers>>;
export type LoginUserRow = LoginUsersPage['items'][number];

export function loginUsersQuery(params: LoginUsersParams) {
  return queryOptions({ queryKey: loginUserKeys.list(toQuery(params)), queryFn: () => fetchLoginUsers(params), placeholderData: keepPreviousData });
}

/** One page of login users (not staff), searched on the server. */
export function useLoginUsers(params: LoginUsersParams) {
  return useQuery(loginUsersQuery(params));
}
