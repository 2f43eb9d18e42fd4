import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export interface ClientListParams {
  q: string;
  country: string;
  year: string;
  /** An approval status, or '' for all. */
  status: string;
  page: number;
  pageSize: number;
}

function toQuery(p: ClientListParams): Record<string, string> {
  const query: Record<string, string> = { page: String(p.page), pageSize: String(p.pageSize) };
  if (p.q.trim()) query.q = p.q.trim();
  if (p.country) query.country = p.country;
  if (p.year) query.year = p.year;
  if (p.status) query.status = p.status;
  return query;
}

export function fetchClients(params: ClientListParams) {
  return unwrap(api.clients.$get({ query: toQuery(params) }));
}

export type ClientPage = Awaited<ReturnType<typeof fetchClients>>;
export type ClientRow = ClientPage['items'][number];

export function clientsListQuery(params: ClientListParams) {
  return queryOptions({ queryKey: clientKeys.list(toQuery(params)), queryFn: () => fetchClients(params), placeholderData: keepPreviousData });
}

/** One page of clients, searched and filtered on the server; the previous page stays shown while the next loads. */
export function useClients(params: ClientListParams) {
  return useQuery(clientsListQuery(params));
}
