import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@web/lib/api';
import { profileQuery, type Profile } from './get-profile';

export function uploadAvatar(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<{ profile: Profile }>('/api/profile/avatar', form, onProgress);
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
