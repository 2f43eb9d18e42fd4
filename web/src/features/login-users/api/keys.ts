/** Query keys of the login-users page: every change invalidates `all`. */
export const loginUserKeys = {
  all: ['login-users'] as const,
  list: (query: Record<string, string>) => ['login-users', 'list', query] as const,
  deletionImpact: (ids: readonly string[]) => ['login-users', 'deletion-impact', [...ids].sort()] as const,
};
