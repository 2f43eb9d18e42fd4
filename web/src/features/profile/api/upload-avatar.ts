import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, withUploadProgress } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { profileQuery } from '@web/lib/own-profile';

export function uploadAvatar(file: File, onProgress?: (percent: number) => void) {
  return unwrap(api.profile.avatar.$post({ form: { file } }, { fetch: withUploadProgress(onProgress) }));
}

/** One's new picture: it shows in the profile, the dashboard's team and the staff list; the change is logged. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => uploadAvatar(file, onProgress),
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQuery.queryKey, profile),
    meta: {
      invalidates: [queryRoots.dashboard, queryRoots.staff, queryRoots.activity],
      success: 'Immagine del profilo aggiornata con successo',
      error: 'Impossibile caricare l\'immagine',
    },
  });
}
