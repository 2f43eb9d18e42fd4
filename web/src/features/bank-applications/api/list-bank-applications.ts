import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BankApplicationSortColumn } from '@domain/schemas/bank-applications';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { bankApplicationKeys } from './keys';

/** The list's status, search, sort and page, as the page's list state gives them. */
export type BankApplicationListParams = ListState<'status', BankApplicationSortColumn>['query'];

export function fetchBankApplications(params: BankApplicationListParams) {
  return unwrap(api['bank-applications'].$get({ query: listQueryParams(params) }));
}

export type BankApplicationsPage = Awaited<ReturnType<typeof fetchBankApplications>>;
export type BankApplicationView = BankApplicationsPage['items'][number];

export function bankApplicationsQuery(params: BankApplicationListParams) {
  return queryOptions({
    queryKey: bankApplicationKeys.list(listQueryParams(params)),
    queryFn: () => fetchBankApplications(params),
    placeholderData: keepPreviousData,
  });
}

/** The caller's applications (all of them for proprietario and admin), searched and sorted on the server. */
export function useBankApplications(params: BankApplicationListParams) {
  return useQuery(bankApplicationsQuery(params));
}
