import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Period } from '@domain/periods';
import { api, unwrap } from '@web/lib/api';
import { moneyKeys } from './keys';

export function fetchAnalytics(period: Period) {
  return unwrap(api.money.analytics.$get({ query: { from: period.from, to: period.to } }));
}

export type AnalyticsView = Awaited<ReturnType<typeof fetchAnalytics>>;

export function analyticsQuery(period: Period) {
  return queryOptions({ queryKey: moneyKeys.analytics(period.from, period.to), queryFn: () => fetchAnalytics(period), placeholderData: keepPreviousData });
}

/** Income, expenses, profit and the chart series of the caller's ledger over a period. */
export function useAnalytics(period: Period, enabled = true) {
  return useQuery({ ...analyticsQuery(period), enabled });
}
