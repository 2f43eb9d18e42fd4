import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withUploadProgress } from '@web/lib/api';
import { profileQuery } from './get-profile';

export function uploadAvatar(file: File, onProgress?: (percent: number) => void) {
  return unwrap(api.profile.avatar.$post({ form: { file } }, { fetch: withUploadProgress(onProgress) }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => uploadAvatar(file, onProgress),
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'team'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
      ]);
    },
  });
}
