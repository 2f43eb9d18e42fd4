import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { moneyKeys } from './keys';

/** Empty strings: no bound on that side. */
export function fetchAccounting(from: string, to: string) {
  const query: { from?: string; to?: string } = {};
  if (from) query.from = from;
  if (to) query.to = to;
  return unwrap(api.money.accounting.$get({ query }));
}

export type AccountingView = Awaited<ReturnType<typeof fetchAccounting>>;

export function accountingQuery(from: string, to: string) {
  return queryOptions({ queryKey: moneyKeys.accounting(from, to), queryFn: () => fetchAccounting(from, to), placeholderData: keepPreviousData });
}

/** The firm's balance, in total and per bank account, within an optional period. */
export function useAccounting(from: string, to: string, enabled = true) {
  return useQuery({ ...accountingQuery(from, to), enabled });
}
