import { useMutation } from '@tanstack/react-query';
import type { CreateStaffInput } from '@domain/schemas/staff';
import { api, unwrap } from '@web/lib/api';
import { STAFF_VIEWS } from '@web/lib/query-keys';

export function createStaff(input: CreateStaffInput) {
  return unwrap(api.staff.$post({ json: input }));
}

/** Its server errors land on the form's fields; the form toasts the others. */
export function useCreateStaff() {
  return useMutation({
    mutationFn: createStaff,
    meta: { invalidates: STAFF_VIEWS, success: (_data: unknown, { fullName }: CreateStaffInput) => `${fullName.trim()} è stato aggiunto allo staff` },
  });
}
