import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

/** The countries (for selects and the country filter) and the incorporation years present. */
export function fetchClientsMeta() {
  return unwrap(api.clients.meta.$get());
}

export type ClientsMeta = Awaited<ReturnType<typeof fetchClientsMeta>>;
export type CountryOption = ClientsMeta['countries'][number];

export const clientsMetaQuery = queryOptions({ queryKey: clientKeys.meta, queryFn: fetchClientsMeta, staleTime: 60_000 });

export function useClientsMeta() {
  return useQuery(clientsMetaQuery);
}
