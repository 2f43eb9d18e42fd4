import { queryRoots } from '@web/lib/query-keys';

const root = queryRoots.staff;

/** Query keys of the staff page, under the staff root (a change to staff reads them all again). */
export const staffKeys = {
  all: root,
  list: (query: Record<string, string>) => [...root, 'list', query] as const,
  deletionImpact: (id: string) => [...root, 'deletion-impact', id] as const,
  twoFactorRequirement: [...root, 'two-factor-requirement'] as const,
};
