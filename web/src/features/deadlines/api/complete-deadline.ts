import { useMutation } from '@tanstack/react-query';
import { formatDateIt } from '@domain/periods';
import { api, unwrap, withUploadProgress } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

const { deadlines, documents, activity, countries } = queryRoots;

export interface CompleteDeadlineInput {
  id: string;
  /** The obligation's title, for the confirmation. */
  title: string;
  /** 'YYYY-MM-DD'. */
  filedOn: string;
  /** The proof-of-filing PDF, optional. */
  proof?: File;
  /** The proof's real upload progress, 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** Completes an obligation; with a proof, sent as multipart (the date before the file). */
function completeDeadline({ id, filedOn, proof, onProgress }: CompleteDeadlineInput) {
  if (!proof) {
    return unwrap(api.deadlines[':id'].complete.$post({ param: { id } }, { init: { body: JSON.stringify({ filedOn }), headers: { 'content-type': 'application/json' } } }));
  }
  const form = new FormData();
  form.append('filedOn', filedOn);
  form.append('file', proof, proof.name);
  // The route declares only its param: the form goes as the request's body.
  return unwrap(api.deadlines[':id'].complete.$post({ param: { id } }, { init: { body: form }, fetch: withUploadProgress(onProgress) }));
}

/**
 * "Segna come completato". The proof is kept among the client's private documents, so the
 * documents and their counts change too; the confirmation names the next occurrence.
 */
export function useCompleteDeadline() {
  return useMutation({
    mutationFn: completeDeadline,
    meta: {
      invalidates: [deadlines, documents, countries, activity],
      success: ({ next }: { next: { dueDate: string } | null }, { title }: CompleteDeadlineInput) =>
        `Scadenza "${title}" completata${next ? `. Prossima scadenza: ${formatDateIt(next.dueDate)}` : ''}`,
    },
  });
}

/** Undoes a completion. */
export function useReopenDeadline() {
  return useMutation({
    mutationFn: ({ id }: { id: string; title: string }) => unwrap(api.deadlines[':id'].complete.$delete({ param: { id } })),
    meta: {
      invalidates: [deadlines, activity],
      success: (_data: unknown, { title }: { title: string }) => `Scadenza "${title}" riaperta`,
      error: 'Impossibile aggiornare la scadenza',
    },
  });
}
