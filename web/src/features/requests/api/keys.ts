import { queryRoots } from '@web/lib/query-keys';

/**
 * Query keys of the document requests, under their root (`queryRoots.requests`), read again by
 * every write on a request: the page, the dashboard's card and the client details' section all sit under it.
 */
export const requestKeys = {
  list: (query: Record<string, string>) => [...queryRoots.requests, 'list', query] as const,
  detail: (id: string) => [...queryRoots.requests, 'detail', id] as const,
  templates: (archived: boolean) => [...queryRoots.requests, 'templates', archived] as const,
};
