export const contractKeys = {
  all: ['contracts'] as const,
  list: (page: number) => ['contracts', 'list', page] as const,
};
