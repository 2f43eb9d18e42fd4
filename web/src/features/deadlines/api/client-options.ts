import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

/** Approved clients (only they have obligations) whose name matches `q`, the first few. */
function fetchClientOptions(q: string) {
  return unwrap(api.clients.$get({ query: { status: 'approved', sort: 'companyName', pageSize: '8', ...(q ? { q } : {}) } }));
}

export function useClientOptions(q: string, enabled: boolean) {
  return useQuery({ queryKey: [...queryRoots.clients, 'options', q], queryFn: () => fetchClientOptions(q), enabled, placeholderData: keepPreviousData });
}
