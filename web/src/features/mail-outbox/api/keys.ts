import { queryRoots } from '@web/lib/query-keys';

/** Query keys of 'Posta in uscita', under its root (a retry reads them again). */
export const mailOutboxKeys = {
  list: (query: Record<string, string>) => [...queryRoots.mailOutbox, 'list', query] as const,
};
