import { queryRoots } from '@web/lib/query-keys';

const root = queryRoots.loginUsers;

/** Query keys of the login-users page, under its root (a change to an account reads them all again). */
export const loginUserKeys = {
  all: root,
  list: (query: Record<string, string>) => [...root, 'list', query] as const,
  deletionImpact: (ids: readonly string[]) => [...root, 'deletion-impact', [...ids].sort()] as const,
};
