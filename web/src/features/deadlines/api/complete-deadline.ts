import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, uploadWithProgress } from '@web/lib/api';
import { deadlinesKey } from './list-deadlines';

function completeWithoutProof(id: string, filedOn: string) {
  return unwrap(
    api.deadlines[':id'].complete.$post({ param: { id } }, { init: { body: JSON.stringify({ filedOn }), headers: { 'content-type': 'application/json' } } }),
  );
}

export type CompletionResult = Awaited<ReturnType<typeof completeWithoutProof>>;

export interface CompleteDeadlineInput {
  id: string;
  /** 'YYYY-MM-DD'. */
  filedOn: string;
  /** The proof-of-filing PDF, optional. */
  proof?: File | null;
}

/** Completes an obligation; with a proof, sent as multipart with the real upload progress (0 to 100). */
export function completeDeadline(input: CompleteDeadlineInput, onProgress?: (percent: number) => void): Promise<CompletionResult> {
  if (!input.proof) return completeWithoutProof(input.id, input.filedOn);
  const form = new FormData();
  // The date goes before the file.
  form.append('filedOn', input.filedOn);
  form.append('file', input.proof, input.proof.name);
  return uploadWithProgress<CompletionResult>(`/api/deadlines/${encodeURIComponent(input.id)}/complete`, form, onProgress);
}

/** Undoes a completion; the deadline lists reload. */
export function useReopenDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.deadlines[':id'].complete.$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deadlinesKey }),
  });
}
