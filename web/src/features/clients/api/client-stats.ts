import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function fetchClientStats() {
  return unwrap(api.clients.stats.$get());
}

export const clientStatsQuery = queryOptions({ queryKey: clientKeys.stats, queryFn: fetchClientStats });

export function useClientStats() {
  return useQuery(clientStatsQuery);
}
