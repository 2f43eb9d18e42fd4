import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { CLIENT_VIEWS } from '@web/lib/query-keys';

export function linkCompany(userId: string, clientId: string) {
  return unwrap(api.dashboard.pending[':userId'].link.$post({ param: { userId }, json: { clientId } }));
}

/** The pending user's client takes the chosen company's name and country (or is made from it). */
export function useLinkCompany() {
  return useMutation({
    mutationFn: ({ userId, clientId }: { userId: string; clientId: string }) => linkCompany(userId, clientId),
    meta: { invalidates: CLIENT_VIEWS, success: 'Società collegata con successo', error: 'Impossibile collegare la società' },
  });
}
