export const bankApplicationKeys = {
  all: ['bank-applications'] as const,
  list: (query: Record<string, string>) => ['bank-applications', 'list', query] as const,
};
