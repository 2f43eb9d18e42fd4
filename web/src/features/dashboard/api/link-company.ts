import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';

export function linkCompany(userId: string, clientId: string) {
  return unwrap(api.dashboard.pending[':userId'].link.$post({ param: { userId }, json: { clientId } }));
}

export function useLinkCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, clientId }: { userId: string; clientId: string }) => linkCompany(userId, clientId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]);
    },
  });
}
