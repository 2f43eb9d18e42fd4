import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractSortColumn } from '@domain/schemas/contracts';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { contractKeys } from './keys';

/** The list's search, sort and page, as the page's list state gives them. */
export type ContractListParams = ListState<never, ContractSortColumn>['query'];

export function fetchContracts(params: ContractListParams) {
  return unwrap(api.contracts.$get({ query: listQueryParams(params) }));
}

export type ContractPage = Awaited<ReturnType<typeof fetchContracts>>;
export type ContractItem = ContractPage['items'][number];

export function contractsQuery(params: ContractListParams) {
  return queryOptions({ queryKey: contractKeys.list(listQueryParams(params)), queryFn: () => fetchContracts(params), placeholderData: keepPreviousData });
}

/** One page of contracts, searched and sorted on the server. */
export function useContracts(params: ContractListParams) {
  return useQuery(contractsQuery(params));
}
