import { useMutation } from '@tanstack/react-query';
import { api, unwrap, withUploadProgress } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

export interface UploadContractInput {
  title: string;
  description: string;
  file: File;
  /** The transfer's real progress, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** POST /api/contracts (multipart): the fields before the file, which the server reads as it streams in. */
export function uploadContract({ title, description, file, onProgress }: UploadContractInput) {
  const form = { title, description: description.trim() || undefined, file };
  return unwrap(api.contracts.$post({ form }, { fetch: withUploadProgress(onProgress) }));
}

/** Uploads a contract; the list and the activity log read again. Field errors are the form's, so no error toast here. */
export function useUploadContract() {
  return useMutation({
    mutationFn: uploadContract,
    meta: { invalidates: [queryRoots.contracts, queryRoots.activity], success: 'Contratto caricato con successo' },
  });
}
