import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@domain/schemas/profile';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { profileKeys } from './keys';

export function changePassword(input: ChangePasswordInput) {
  return unwrap(api.profile.password.$post({ json: input }));
}

/** The other sessions end with the old password (field errors go on the form's fields). */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { invalidates: [queryRoots.activity, profileKeys.sessions], success: 'Password aggiornata con successo' },
  });
}
