import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { loginUserKeys } from './keys';

export function deleteLoginUsers(ids: string[]) {
  return unwrap(api['login-users'].delete.$post({ json: { ids } }));
}

export function useDeleteLoginUsers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLoginUsers, onSuccess: () => queryClient.invalidateQueries({ queryKey: loginUserKeys.all }) });
}
