import { useMutation } from '@tanstack/react-query';
import type { UpdateCountryInput } from '@domain/schemas/countries';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

export function updateCountry(iso: string, input: UpdateCountryInput) {
  return unwrap(api.countries[':iso'].$patch({ param: { iso }, json: input }));
}

/** Aliquota and status of a country (field errors go on the form's fields). */
export function useUpdateCountry() {
  return useMutation({
    mutationFn: ({ iso, input }: { iso: string; input: UpdateCountryInput }) => updateCountry(iso, input),
    meta: { invalidates: [queryRoots.countries, queryRoots.activity], success: ({ name }: { name: string }) => `Paese ${name} aggiornato con successo` },
  });
}
