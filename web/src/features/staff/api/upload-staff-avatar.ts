import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

type Variables = { id: string; fullName: string; file: File };

export function uploadStaffAvatar({ id, file }: Variables) {
  const form = new FormData();
  form.append('file', file);
  // The route declares only its param, so the form goes as the request's body.
  return unwrap(api.staff[':id'].avatar.$post({ param: { id } }, { init: { body: form } }));
}

/** The picture shows in the staff list and the dashboard's team; the change is logged. */
export function useUploadStaffAvatar() {
  return useMutation({
    mutationFn: uploadStaffAvatar,
    meta: {
      invalidates: [queryRoots.staff, queryRoots.dashboard, queryRoots.activity],
      success: (_data: unknown, { fullName }: Variables) => `Avatar di ${fullName} aggiornato`,
      error: 'Impossibile caricare l\'immagine',
    },
  });
}
