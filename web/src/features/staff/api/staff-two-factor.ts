import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

const key = ['two-factor', 'staff-requirement'] as const;

/** Whether staff must sign in with a second factor (the proprietario's setting). */
export const staffTwoFactorQuery = queryOptions({
  queryKey: key,
  queryFn: () => unwrap(api['two-factor']['staff-requirement'].$get()),
});

export function useStaffTwoFactor(enabled: boolean) {
  return useQuery({ ...staffTwoFactorQuery, enabled });
}

export function useSetStaffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => unwrap(api['two-factor']['staff-requirement'].$put({ json: { required } })),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      return queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
  });
}
