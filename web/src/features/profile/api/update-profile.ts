import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@domain/schemas/profile';
import { api, unwrap } from '@web/lib/api';
import { profileQuery } from './get-profile';

export function updateProfile(input: UpdateProfileInput) {
  return unwrap(api.profile.$put({ json: input }));
}

/** Saves the personal data; the session (name in the header) and the dashboard read it again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['session'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]);
    },
  });
}
