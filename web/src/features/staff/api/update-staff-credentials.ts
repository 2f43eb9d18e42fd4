import { useMutation } from '@tanstack/react-query';
import type { StaffCredentialsInput } from '@domain/schemas/staff';
import { api, unwrap } from '@web/lib/api';
import { STAFF_VIEWS } from '@web/lib/query-keys';

type Variables = StaffCredentialsInput & { id: string; fullName: string };

export function updateStaffCredentials({ id, email, password }: Variables) {
  return unwrap(api.staff[':id'].credentials.$patch({ param: { id }, json: { email, password } }));
}

/** Its server errors land on the form's fields; the form toasts the others. */
export function useUpdateStaffCredentials() {
  return useMutation({
    mutationFn: updateStaffCredentials,
    meta: { invalidates: STAFF_VIEWS, success: (_data: unknown, { fullName }: Variables) => `Credenziali di ${fullName} aggiornate` },
  });
}
