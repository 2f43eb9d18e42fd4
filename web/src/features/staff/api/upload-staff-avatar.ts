import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api';
import { staffKeys } from './keys';

export function uploadStaffAvatar({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  // The route declares only its param, so the form goes as the request's body.
  return unwrap(api.staff[':id'].avatar.$post({ param: { id } }, { init: { body: form } }));
}

export function useUploadStaffAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadStaffAvatar, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}
