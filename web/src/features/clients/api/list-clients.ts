import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSortColumn } from '@domain/schemas/clients';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export type ClientListFilter = 'country' | 'year' | 'status';
export type ClientListParams = ListState<ClientListFilter, ClientSortColumn>['query'];

export function fetchClients(params: ClientListParams) {
  return unwrap(api.clients.$get({ query: listQueryParams(params) }));
}

export type ClientPage = Awaited<ReturnType<typeof fetchClients>>;
export type ClientRow = ClientPage['items'][number];

export function clientsListQuery(params: ClientListParams) {
  return queryOptions({ queryKey: clientKeys.list(listQueryParams(params)), queryFn: () => fetchClients(params), placeholderData: keepPreviousData });
}

/** One page of clients, searched, filtered and sorted on the server; the previous page stays shown while the next loads. */
export function useClients(params: ClientListParams) {
  return useQuery(clientsListQuery(params));
}
