import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEDGER_PAGE_SIZE, type LedgerKind } from '@domain/schemas/money';
import { unwrap } from '@web/lib/api';
import { ledgerClient } from './ledger-client';
import { moneyKeys } from './keys';

export function fetchEntries(kind: LedgerKind, page: number) {
  return unwrap(ledgerClient(kind).$get({ query: { page: String(page), pageSize: String(LEDGER_PAGE_SIZE) } }));
}

export type EntriesPage = Awaited<ReturnType<typeof fetchEntries>>;
export type LedgerRowView = EntriesPage['items'][number];

export function entriesQuery(kind: LedgerKind, page: number) {
  return queryOptions({ queryKey: moneyKeys.list(kind, page), queryFn: () => fetchEntries(kind, page), placeholderData: keepPreviousData });
}

/** Lista Spese / Lista Entrate: newest first, one page at a time. */
export function useEntries(kind: LedgerKind, page: number) {
  return useQuery(entriesQuery(kind, page));
}
