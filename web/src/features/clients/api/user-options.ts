import type { PickerQuery } from '@web/components/entity-picker';
import { api, unwrap } from '@web/lib/api';
import { clientKeys } from './keys';

export function fetchUserOptions(q: string) {
  return unwrap(api.clients['user-options'].$get({ query: q.trim() ? { q: q.trim() } : {} }));
}

export type UserOption = Awaited<ReturnType<typeof fetchUserOptions>>['users'][number];

/** Role-user accounts a client can be linked to, matching `q`: the linked user's picker. */
export const userOptions: PickerQuery<UserOption> = (q) => ({ queryKey: clientKeys.userOptions(q.trim()), queryFn: async () => (await fetchUserOptions(q)).users });
