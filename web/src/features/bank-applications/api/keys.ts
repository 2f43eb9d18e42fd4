import { queryRoots } from '@web/lib/query-keys';

const root = queryRoots.bankApplications;

export const bankApplicationKeys = {
  all: root,
  list: (query: Record<string, string>) => [...root, 'list', query] as const,
};
