import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { contractKeys } from './keys';

export function fetchContracts(page: number) {
  return unwrap(api.contracts.$get({ query: { page: String(page) } }));
}

export type ContractPage = Awaited<ReturnType<typeof fetchContracts>>;
export type ContractItem = ContractPage['items'][number];

export function contractsQuery(page: number) {
  return queryOptions({ queryKey: contractKeys.list(page), queryFn: () => fetchContracts(page), placeholderData: keepPreviousData });
}

/** Contracts, newest first, one page of cards at a time. */
export function useContracts(page: number, enabled = true) {
  return useQuery({ ...contractsQuery(page), enabled });
}
