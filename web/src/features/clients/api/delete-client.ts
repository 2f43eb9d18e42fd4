import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function deleteClient(id: string) {
  return unwrap(api.clients[':id'].$delete({ param: { id } }));
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClient, onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }) });
}
