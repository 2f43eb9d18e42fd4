import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { loginUserKeys } from './keys';

export function fetchLoginUsersDeletionImpact(ids: string[]) {
  return unwrap(api['login-users']['deletion-impact'].$post({ json: { ids } }));
}

/** What deleting the selected accounts takes along, for the confirmation (loaded while it is open). */
export function useLoginUsersDeletionImpact(ids: string[], enabled: boolean) {
  return useQuery({
    queryKey: loginUserKeys.deletionImpact(ids),
    queryFn: () => fetchLoginUsersDeletionImpact(ids),
    enabled: enabled && ids.length > 0,
    staleTime: 0,
  });
}
