/** Query keys of 'Posta in uscita': a retry invalidates `all`. */
export const mailOutboxKeys = {
  all: ['mail-outbox'] as const,
  list: (query: Record<string, string>) => ['mail-outbox', 'list', query] as const,
};
