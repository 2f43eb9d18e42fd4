import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@domain/policy';
import { api, unwrap } from '@web/lib/api';
import { staffKeys } from './keys';

export function updateStaffRole({ id, role }: { id: string; role: StaffRole | null }) {
  return unwrap(api.staff[':id'].role.$patch({ param: { id }, json: { role } }));
}

export function useUpdateStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStaffRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}
