import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@domain/schemas/profile';
import { api, unwrap } from '@web/lib/api';

export function changePassword(input: ChangePasswordInput) {
  return unwrap(api.profile.password.$post({ json: input }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activity'] }) });
}
