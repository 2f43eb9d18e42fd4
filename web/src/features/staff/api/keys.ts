/** Query keys of the staff page: every change to staff invalidates `all`. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (query: Record<string, string>) => ['staff', 'list', query] as const,
  deletionImpact: (id: string) => ['staff', 'deletion-impact', id] as const,
};
