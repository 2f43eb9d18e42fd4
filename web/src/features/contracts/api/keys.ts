import { queryRoots } from '@web/lib/query-keys';

/** Query keys of the contracts page, under the contracts' root (a change reads `queryRoots.contracts` again). */
export const contractKeys = {
  list: (query: Record<string, string>) => [...queryRoots.contracts, 'list', query] as const,
};
