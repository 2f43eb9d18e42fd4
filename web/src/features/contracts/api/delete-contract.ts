import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { contractKeys } from './keys';

export function deleteContract(id: string) {
  return unwrap(api.contracts[':id'].$delete({ param: { id } }));
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContract, onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.all }) });
}
