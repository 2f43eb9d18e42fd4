export const contractKeys = {
  all: ['contracts'] as const,
  list: (query: Record<string, string>) => ['contracts', 'list', query] as const,
};
