import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerKind, LedgerSortColumn } from '@domain/schemas/money';
import { listQueryParams, type ListState } from '@web/components/list/use-list-state';
import { unwrap } from '@web/lib/api';
import { ledgerClient } from './ledger-client';
import { moneyKeys } from './keys';

/** The list's search, sort and page, as the page's list state gives them. */
export type LedgerListParams = ListState<never, LedgerSortColumn>['query'];

export function fetchEntries(kind: LedgerKind, params: LedgerListParams) {
  return unwrap(ledgerClient(kind).$get({ query: listQueryParams(params) }));
}

export type EntriesPage = Awaited<ReturnType<typeof fetchEntries>>;
export type LedgerRowView = EntriesPage['items'][number];

export function entriesQuery(kind: LedgerKind, params: LedgerListParams) {
  return queryOptions({ queryKey: moneyKeys.list(kind, listQueryParams(params)), queryFn: () => fetchEntries(kind, params), placeholderData: keepPreviousData });
}

/** Lista Spese / Lista Entrate: one page, searched and sorted on the server (newest first without a sort). */
export function useEntries(kind: LedgerKind, params: LedgerListParams) {
  return useQuery(entriesQuery(kind, params));
}
