import type { LedgerKind } from '@domain/schemas/money';
import { queryRoots } from '@web/lib/query-keys';

const root = queryRoots.money;

/** Query keys of the ledgers, the analytics and the internal accounting: all under the money root, which a ledger write reads again. */
export const moneyKeys = {
  all: root,
  list: (kind: LedgerKind, query: Record<string, string>) => [...root, 'ledger', kind, 'list', query] as const,
  summary: (kind: LedgerKind, date: string) => [...root, 'ledger', kind, 'summary', date] as const,
  analytics: (from: string, to: string) => [...root, 'analytics', from, to] as const,
  accounting: (from: string, to: string) => [...root, 'accounting', from, to] as const,
};

/** What a ledger write changes: its book, the analytics and the accounting (all under the money root), and the activity log. */
export const LEDGER_WRITE_VIEWS = [root, queryRoots.activity] as const;
