import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

type Variables = { id: string; to: string };

export function retryMail({ id }: Variables) {
  return unwrap(api['mail-outbox'][':id'].retry.$post({ param: { id } }));
}

/** 'Riprova': the message goes back in the queue for an attempt now; the retry is logged. */
export function useRetryMail() {
  return useMutation({
    mutationFn: retryMail,
    meta: {
      invalidates: [queryRoots.mailOutbox, queryRoots.activity],
      success: (_data: unknown, { to }: Variables) => `Email per ${to} rimessa in coda: partirà a breve`,
      error: 'Impossibile rimettere in coda l\'email',
    },
  });
}
