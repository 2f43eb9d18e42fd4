import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { staffKeys } from './keys';

export function deleteStaff(id: string) {
  return unwrap(api.staff[':id'].$delete({ param: { id } }));
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}
