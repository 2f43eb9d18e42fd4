import type { ClientOption } from '@web/components/client-picker';
import type { PickerQuery } from '@web/components/entity-picker';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

/** Approved clients (only they have obligations) whose name matches `q`, the first few. */
function fetchClientOptions(q: string) {
  return unwrap(api.clients.$get({ query: { status: 'approved', sort: 'companyName', pageSize: '8', ...(q ? { q } : {}) } }));
}

/** The client picker's query. */
export const clientOptions: PickerQuery<ClientOption> = (q) => ({ queryKey: [...queryRoots.clients, 'options', q], queryFn: async () => (await fetchClientOptions(q)).items });
