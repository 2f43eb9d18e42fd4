import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCompanyInput } from '@domain/schemas/profile';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { profileQuery, type Profile } from '@web/lib/own-profile';
import { profileKeys } from './keys';

export function addCompany(input: AddCompanyInput) {
  return unwrap(api.profile.companies.$post({ json: input }));
}

export function deleteCompany(id: string) {
  return unwrap(api.profile.companies[':id'].$delete({ param: { id } }));
}

export function fetchCountryOptions() {
  return unwrap(api.profile.countries.$get());
}

export const countryOptionsQuery = queryOptions({ queryKey: profileKeys.countries, queryFn: fetchCountryOptions, staleTime: Infinity });

export function useCountryOptions() {
  return useQuery(countryOptionsQuery);
}

/** A change to one's companies shows in the dashboard (completion, the approval panel) and the activity log. */
const COMPANY_VIEWS = [queryRoots.dashboard, queryRoots.activity];

/** The answer carries the profile read again, completion included. */
function useKeepProfile() {
  const queryClient = useQueryClient();
  return ({ profile }: { profile: Profile }) => queryClient.setQueryData(profileQuery.queryKey, profile);
}

/** Aggiungi Società (field errors and the limit are told by the form). */
export function useAddCompany() {
  return useMutation({ mutationFn: addCompany, onSuccess: useKeepProfile(), meta: { invalidates: COMPANY_VIEWS, success: 'Società aggiunta con successo' } });
}

export function useDeleteCompany() {
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: useKeepProfile(),
    meta: { invalidates: COMPANY_VIEWS, success: 'Società eliminata con successo', error: 'Impossibile eliminare la società' },
  });
}
