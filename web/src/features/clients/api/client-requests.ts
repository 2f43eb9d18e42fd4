import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

/** One client's document requests, every status, soonest due first; under the requests' root, read again by every write on a request. */
export function useClientRequests(clientId: string | null) {
  return useQuery({
    queryKey: [...queryRoots.requests, 'client', clientId],
    queryFn: () => unwrap(api.requests.$get({ query: { clientId: clientId!, status: 'all', sort: 'dueDate', dir: 'desc', pageSize: '20' } })),
    enabled: clientId !== null,
  });
}
