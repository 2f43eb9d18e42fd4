import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function fetchClientDetails(id: string) {
  return unwrap(api.clients[':id'].$get({ param: { id } }));
}

export type ClientDetails = Awaited<ReturnType<typeof fetchClientDetails>>;

export function clientDetailsQuery(id: string) {
  return queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => fetchClientDetails(id) });
}

/** A client with its owner user and linked user; nothing is fetched while `id` is null. */
export function useClientDetails(id: string | null) {
  return useQuery({ ...clientDetailsQuery(id ?? ''), enabled: id !== null });
}
