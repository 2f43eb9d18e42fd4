import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

/** Under the document requests' root, read again by every write on a request. */
const openRequestsKey = [...queryRoots.requests, 'dashboard', 'open'] as const;

/** The first 10 open requests still missing documents, soonest due first, and how many there are. */
function fetchOpenRequests() {
  return unwrap(api.requests.$get({ query: { status: 'missing', sort: 'dueDate', dir: 'asc', pageSize: '10' } }));
}

export type OpenRequest = Awaited<ReturnType<typeof fetchOpenRequests>>['items'][number];

/** A role user's open requests still missing something, soonest due first. */
export function useOpenRequests() {
  return useQuery({ queryKey: openRequestsKey, queryFn: fetchOpenRequests });
}
