import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { staffKeys } from './keys';

/** Whether staff must sign in with a second factor (the proprietario's setting). */
export const staffTwoFactorQuery = queryOptions({
  queryKey: staffKeys.twoFactorRequirement,
  queryFn: () => unwrap(api['two-factor']['staff-requirement'].$get()),
});

export function useStaffTwoFactor(enabled: boolean) {
  return useQuery({ ...staffTwoFactorQuery, enabled });
}

export function useSetStaffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => unwrap(api['two-factor']['staff-requirement'].$put({ json: { required } })),
    onSuccess: (data) => queryClient.setQueryData(staffKeys.twoFactorRequirement, data),
    meta: {
      invalidates: [queryRoots.activity],
      success: (_data: unknown, required: boolean) =>
        required ? 'Verifica in due passaggi obbligatoria per lo staff' : 'Verifica in due passaggi non più obbligatoria per lo staff',
      error: 'Impossibile salvare l\'impostazione',
    },
  });
}
