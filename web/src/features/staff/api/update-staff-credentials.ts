import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCredentialsInput } from '@domain/schemas/staff';
import { api, unwrap } from '@web/lib/api';
import { staffKeys } from './keys';

export function updateStaffCredentials({ id, ...json }: StaffCredentialsInput & { id: string }) {
  return unwrap(api.staff[':id'].credentials.$patch({ param: { id }, json }));
}

export function useUpdateStaffCredentials() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaffCredentials, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}
