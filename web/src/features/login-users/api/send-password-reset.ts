import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

export function sendPasswordReset(id: string) {
  return unwrap(api['login-users'][':id']['reset-password'].$post({ param: { id } }));
}

/** Mails the person a link to choose a new password. */
export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
