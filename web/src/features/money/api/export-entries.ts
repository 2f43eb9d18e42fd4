import type { LedgerKind } from '@domain/schemas/money';
import { exportHref } from '@web/components/list/ExportLink';

const PATHS: Record<LedgerKind, string> = { expense: '/api/money/expenses/export', income: '/api/money/income/export' };

/**
 * The address of a ledger's CSV (GET /api/money/{expenses|income}/export; the browser
 * downloads it with the session cookie): a period's, or the list's as searched and sorted.
 */
export function exportEntriesUrl(kind: LedgerKind, query: Record<string, string | number | undefined>): string {
  return exportHref(PATHS[kind], query);
}
