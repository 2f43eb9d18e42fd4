import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { dashboardKeys } from './keys';

export function searchCompanies(search: string) {
  return unwrap(api.dashboard.companies.$get({ query: { search } }));
}

export type CompanyOption = Awaited<ReturnType<typeof searchCompanies>>['companies'][number];

export const companySearchQuery = (search: string) =>
  queryOptions({ queryKey: dashboardKeys.companies(search), queryFn: () => searchCompanies(search), placeholderData: keepPreviousData });

export function useCompanySearch(search: string, enabled: boolean) {
  return useQuery({ ...companySearchQuery(search), enabled });
}
