import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCountryInput } from '@domain/schemas/countries';
import { api, unwrap } from '@web/lib/api';
import { countriesQuery } from './list-countries';

export function updateCountry(iso: string, input: UpdateCountryInput) {
  return unwrap(api.countries[':iso'].$patch({ param: { iso }, json: input }));
}

export function useUpdateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ iso, input }: { iso: string; input: UpdateCountryInput }) => updateCountry(iso, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countriesQuery.queryKey }),
  });
}
