import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

type Variables = { id: string; email: string };

export function sendPasswordReset({ id }: Variables) {
  return unwrap(api['login-users'][':id']['reset-password'].$post({ param: { id } }));
}

/** Mails the person a link to choose a new password (the message joins the outbox; the sending is logged). */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: sendPasswordReset,
    meta: {
      invalidates: [queryRoots.mailOutbox, queryRoots.activity],
      success: (_data: unknown, { email }: Variables) => `Email di reset della password inviata a ${email}`,
      error: 'Errore nell\'invio dell\'email di reset',
    },
  });
}
