/**
 * Query keys of the document requests. One root, `['requests']`, read again by every write on a
 * request: the page, the dashboard's card and the client details' section all sit under it.
 */
export const REQUESTS_ROOT = ['requests'] as const;

export const requestKeys = {
  all: REQUESTS_ROOT,
  list: (query: Record<string, string>) => [...REQUESTS_ROOT, 'list', query] as const,
  detail: (id: string) => [...REQUESTS_ROOT, 'detail', id] as const,
  templates: (archived: boolean) => [...REQUESTS_ROOT, 'templates', archived] as const,
};
