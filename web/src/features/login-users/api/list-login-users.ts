import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginUserSort } from '@domain/schemas/login-users';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { loginUserKeys } from './keys';

/** The list's search, sort and page, as the page's list state gives them. */
export type LoginUsersParams = ListState<never, LoginUserSort>['query'];

export function fetchLoginUsers(params: LoginUsersParams) {
  return unwrap(api['login-users'].$get({ query: listQueryParams(params) }));
}

export type LoginUsersPage = Awaited<ReturnType<typeof fetchLoginUsers>>;
export type LoginUserRow = LoginUsersPage['items'][number];

export function loginUsersQuery(params: LoginUsersParams) {
  return queryOptions({ queryKey: loginUserKeys.list(listQueryParams(params)), queryFn: () => fetchLoginUsers(params), placeholderData: keepPreviousData });
}

/** One page of login users (not staff), searched and sorted on the server. */
export function useLoginUsers(params: LoginUsersParams) {
  return useQuery(loginUsersQuery(params));
}
