import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BankApplicationStatus } from '@domain/bank-applications';
import { BANK_APPLICATIONS_PAGE_SIZE } from '@domain/schemas/bank-applications';
import { api, unwrap } from '@web/lib/api';
import { bankApplicationKeys } from './keys';

export function fetchBankApplications(status: BankApplicationStatus | 'all', page: number) {
  const query: { page: string; pageSize: string; status?: BankApplicationStatus } = { page: String(page), pageSize: String(BANK_APPLICATIONS_PAGE_SIZE) };
  if (status !== 'all') query.status = status;
  return unwrap(api['bank-applications'].$get({ query }));
}

export type BankApplicationsPage = Awaited<ReturnType<typeof fetchBankApplications>>;
export type BankApplicationView = BankApplicationsPage['items'][number];

export function bankApplicationsQuery(status: BankApplicationStatus | 'all', page: number) {
  return queryOptions({
    queryKey: bankApplicationKeys.list(status, page),
    queryFn: () => fetchBankApplications(status, page),
    placeholderData: keepPreviousData,
  });
}

/** The caller's applications (all of them for proprietario and admin), newest first. */
export function useBankApplications(status: BankApplicationStatus | 'all', page: number) {
  return useQuery(bankApplicationsQuery(status, page));
}
