import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateLoginUserInput } from '@domain/schemas/login-users';
import { api, unwrap } from '@web/lib/api';
import { loginUserKeys } from './keys';

export function updateLoginUser({ id, ...json }: UpdateLoginUserInput & { id: string }) {
  return unwrap(api['login-users'][':id'].$patch({ param: { id }, json }));
}

export function useUpdateLoginUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLoginUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: loginUserKeys.all }) });
}
