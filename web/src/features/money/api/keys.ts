import type { LedgerKind } from '@domain/schemas/money';

export const moneyKeys = {
  all: ['money'] as const,
  ledger: (kind: LedgerKind) => ['money', 'ledger', kind] as const,
  list: (kind: LedgerKind, query: Record<string, string>) => ['money', 'ledger', kind, 'list', query] as const,
  summary: (kind: LedgerKind, date: string) => ['money', 'ledger', kind, 'summary', date] as const,
  analytics: (from: string, to: string) => ['money', 'analytics', from, to] as const,
  accounting: (from: string, to: string) => ['money', 'accounting', from, to] as const,
};
