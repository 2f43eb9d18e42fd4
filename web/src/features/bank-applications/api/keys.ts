export const bankApplicationKeys = {
  all: ['bank-applications'] as const,
  list: (status: string, page: number) => ['bank-applications', 'list', status, page] as const,
};
