import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInput } from '@domain/schemas/staff';
import { api, unwrap } from '@web/lib/api';
import { staffKeys } from './keys';

export function createStaff(input: CreateStaffInput) {
  return unwrap(api.staff.$post({ json: input }));
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}
