import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@domain/schemas/profile';
import { api, unwrap } from '@web/lib/api';
import { ACCOUNT_VIEWS } from '@web/lib/query-keys';
import { profileQuery } from '@web/lib/own-profile';

export function updateProfile(input: UpdateProfileInput) {
  return unwrap(api.profile.$put({ json: input }));
}

/**
 * Saves the personal data; every view showing one's name reads it again. `toasts`: the form's
 * success text, and an error text where no field of the form takes the server's message.
 */
export function useUpdateProfile(toasts: { success: string; error?: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
    meta: { invalidates: ACCOUNT_VIEWS, ...toasts },
  });
}
