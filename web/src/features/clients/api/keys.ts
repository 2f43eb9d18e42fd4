import { queryRoots } from '@web/lib/query-keys';

/** Query keys of the clients page, under the clients' root (a change to a client reads them all again). */
export const clientKeys = {
  all: queryRoots.clients,
  list: (query: Record<string, string>) => ['clients', 'list', query] as const,
  stats: ['clients', 'stats'] as const,
  meta: ['clients', 'meta'] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  userOptions: (q: string) => ['clients', 'user-options', q] as const,
};
