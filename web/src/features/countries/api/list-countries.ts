import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

export function fetchCountries() {
  return unwrap(api.countries.$get());
}

export type CountriesOverview = Awaited<ReturnType<typeof fetchCountries>>;
export type CountryView = CountriesOverview['countries'][number];

export const countriesQuery = queryOptions({ queryKey: queryRoots.countries, queryFn: fetchCountries });

export function useCountries() {
  return useQuery(countriesQuery);
}
