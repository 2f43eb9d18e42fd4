import { useMutation } from '@tanstack/react-query';
import type { ProfileNameInput } from '@domain/schemas/profile';
import { api, unwrap } from '@web/lib/api';
import { ACCOUNT_VIEWS } from '@web/lib/query-keys';

export function setName(input: ProfileNameInput) {
  return unwrap(api.profile.name.$put({ json: input }));
}

/** Saves the name asked at the first sign-in; every view showing one's name reads it again. */
export function useSetName() {
  return useMutation({ mutationFn: setName, meta: { invalidates: ACCOUNT_VIEWS, success: 'Nome salvato' } });
}
