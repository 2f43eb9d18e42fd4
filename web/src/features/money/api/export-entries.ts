import type { Period } from '@domain/periods';
import type { LedgerKind } from '@domain/schemas/money';

const PATHS: Record<LedgerKind, string> = { expense: '/api/money/expenses/export', income: '/api/money/income/export' };

/** The address of the CSV of a period (GET /api/money/{expenses|income}/export; the browser downloads it with the session cookie). */
export function exportEntriesUrl(kind: LedgerKind, period: Period): string {
  return `${PATHS[kind]}?${new URLSearchParams({ from: period.from, to: period.to })}`;
}
