/** Query keys of the clients page: every change to a client invalidates `all`. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (query: Record<string, string>) => ['clients', 'list', query] as const,
  stats: ['clients', 'stats'] as const,
  meta: ['clients', 'meta'] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  userOptions: (q: string) => ['clients', 'user-options', q] as const,
};
