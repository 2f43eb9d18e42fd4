import type { Period } from '@domain/periods';
import type { LedgerKind } from '@domain/schemas/money';
import { ledgerClient } from './ledger-client';

/** The address of the CSV of a period (the browser downloads it with the session cookie). */
export function exportEntriesUrl(kind: LedgerKind, period: Period): string {
  const url = ledgerClient(kind).export.$url({ query: { from: period.from, to: period.to } });
  return url.pathname + url.search;
}
