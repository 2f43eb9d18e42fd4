import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

/** Under the document requests' root, read again by every write on a request. */
const openRequestsKey = [...queryRoots.requests, 'dashboard', 'open'] as const;

async function fetchOpenRequests() {
  const page = await unwrap(api.requests.$get({ query: { status: 'open', sort: 'dueDate', dir: 'asc', pageSize: '20' } }));
  return page.items.filter((r) => r.missingCount > 0);
}

export type OpenRequest = Awaited<ReturnType<typeof fetchOpenRequests>>[number];

/** A role user's open requests still missing something, soonest due first. */
export function useOpenRequests(enabled: boolean) {
  return useQuery({ queryKey: openRequestsKey, queryFn: fetchOpenRequests, enabled });
}
