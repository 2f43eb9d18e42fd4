import { useMutation } from '@tanstack/react-query';
import type { UpdateLoginUserInput } from '@domain/schemas/login-users';
import { api, unwrap } from '@web/lib/api';
import { ACCOUNT_VIEWS } from '@web/lib/query-keys';

/** `name`: the person's name as shown now, for the toast when the name is not changed. */
type Variables = { id: string; name: string; input: UpdateLoginUserInput };

export function updateLoginUser({ id, input }: Variables) {
  return unwrap(api['login-users'][':id'].$patch({ param: { id }, json: input }));
}

/**
 * A new name shows wherever the person's name does; a new role may move them to the staff.
 * Its server errors land on the form's fields; the form toasts the others.
 */
export function useUpdateLoginUser() {
  return useMutation({
    mutationFn: updateLoginUser,
    meta: { invalidates: ACCOUNT_VIEWS, success: (_data: unknown, { name, input }: Variables) => `Utente ${input.fullName ?? name} aggiornato` },
  });
}
