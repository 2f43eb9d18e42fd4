import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { staffKeys } from './keys';

export function fetchStaffDeletionImpact(id: string) {
  return unwrap(api.staff[':id']['deletion-impact'].$get({ param: { id } }));
}

/** What deleting this staff member takes along, for the confirmation (loaded while it is open). */
export function useStaffDeletionImpact(id: string | null) {
  return useQuery({
    queryKey: staffKeys.deletionImpact(id ?? ''),
    queryFn: () => fetchStaffDeletionImpact(id!),
    enabled: id !== null,
    staleTime: 0,
  });
}
