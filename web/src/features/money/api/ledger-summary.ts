import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerKind } from '@domain/schemas/money';
import { unwrap } from '@web/lib/api';
import { ledgerClient } from './ledger-client';
import { moneyKeys } from './keys';

export function fetchLedgerSummary(kind: LedgerKind, date: string) {
  return unwrap(ledgerClient(kind).summary.$get({ query: { date } }));
}

export type LedgerSummaryView = Awaited<ReturnType<typeof fetchLedgerSummary>>;

export function ledgerSummaryQuery(kind: LedgerKind, date: string) {
  return queryOptions({ queryKey: moneyKeys.summary(kind, date), queryFn: () => fetchLedgerSummary(kind, date), placeholderData: keepPreviousData });
}

/** The day, month and year totals around the reference date, and the all-time cards. */
export function useLedgerSummary(kind: LedgerKind, date: string) {
  return useQuery(ledgerSummaryQuery(kind, date));
}
