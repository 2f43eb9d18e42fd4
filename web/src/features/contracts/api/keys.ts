import { queryRoots } from '@web/lib/query-keys';

/** Query keys of the contracts page, under the contracts' root (every change reads them all again). */
export const contractKeys = {
  all: queryRoots.contracts,
  list: (query: Record<string, string>) => [...queryRoots.contracts, 'list', query] as const,
};
