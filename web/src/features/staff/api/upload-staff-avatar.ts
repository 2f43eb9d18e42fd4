import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@web/lib/api';
import { staffKeys } from './keys';

export function uploadStaffAvatar({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<{ ok: true }>(`/api/staff/${encodeURIComponent(id)}/avatar`, form);
}

export function useUploadStaffAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadStaffAvatar, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }) });
}
