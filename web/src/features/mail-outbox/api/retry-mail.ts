import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { mailOutboxKeys } from './keys';

export function retryMail(id: string) {
  return unwrap(api['mail-outbox'][':id'].retry.$post({ param: { id } }));
}

/** 'Riprova': the message goes back in the queue for an attempt now. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryMail, onSettled: () => queryClient.invalidateQueries({ queryKey: mailOutboxKeys.all }) });
}
