import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCompanyInput } from '@domain/schemas/profile';
import { api, unwrap } from '@web/lib/api';
import { profileQuery } from './get-profile';

export function addCompany(input: AddCompanyInput) {
  return unwrap(api.profile.companies.$post({ json: input }));
}

export function deleteCompany(id: string) {
  return unwrap(api.profile.companies[':id'].$delete({ param: { id } }));
}

export function fetchCountryOptions() {
  return unwrap(api.profile.countries.$get());
}

export const countryOptionsQuery = queryOptions({ queryKey: ['profile', 'countries'], queryFn: fetchCountryOptions, staleTime: Infinity });

export function useCountryOptions() {
  return useQuery(countryOptionsQuery);
}

function useAfterCompanyChange() {
  const queryClient = useQueryClient();
  return async (profile: Awaited<ReturnType<typeof addCompany>>['profile']) => {
    // The answer carries the profile read again: completion included.
    queryClient.setQueryData(profileQuery.queryKey, profile);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['activity'] }),
    ]);
  };
}

export function useAddCompany() {
  const after = useAfterCompanyChange();
  return useMutation({ mutationFn: addCompany, onSuccess: ({ profile }) => after(profile) });
}

export function useDeleteCompany() {
  const after = useAfterCompanyChange();
  return useMutation({ mutationFn: deleteCompany, onSuccess: ({ profile }) => after(profile) });
}
