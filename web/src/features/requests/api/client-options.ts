import { useQuery } from '@tanstack/react-query';
import type { ClientOption } from '@web/components/client-picker';
import type { PickerQuery } from '@web/components/entity-picker';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

/** Approved clients whose name matches `q`, the first few: those a request can be sent to. */
function fetchClientOptions(q: string) {
  return unwrap(api.clients.$get({ query: { status: 'approved', sort: 'companyName', pageSize: '8', ...(q ? { q } : {}) } }));
}

/** The client picker's query. */
export const clientOptions: PickerQuery<ClientOption> = (q) => ({ queryKey: [...queryRoots.clients, 'options', q], queryFn: async () => (await fetchClientOptions(q)).items });

/** One client's name, for a client chosen by its id in the address. */
export function useClientName(id: string | null) {
  return useQuery({
    queryKey: [...queryRoots.clients, 'name', id],
    queryFn: async () => (await unwrap(api.clients[':id'].$get({ param: { id: id! } }))).companyName,
    enabled: id !== null,
    staleTime: 60_000,
  });
}
