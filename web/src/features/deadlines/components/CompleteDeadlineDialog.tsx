import { formatDateIt, todayIso } from '@domain/periods';
import { completeDeadlineSchema } from '@domain/schemas/deadlines';
import { FormDateField } from '@web/components/date-field';
import { UploadDialog, useUploadForm } from '@web/components/upload-dialog';
import { ApiError } from '@web/lib/api-error';
import { applyIssues } from '@web/lib/form-errors';
import { PDF_FILE } from '@web/lib/pdf-file';
import { useCompleteDeadline } from '../api/complete-deadline';
import type { DeadlineItem } from '../api/list-deadlines';

interface CompleteForm {
  filedOn: string;
  file?: File | undefined;
}

/**
 * "Segna come completato": the day of the filing (today unless said otherwise)
 * and, optionally, the proof-of-filing PDF, kept among the client's private
 * documents. The next occurrence is named in the confirmation.
 */
export function CompleteDeadlineDialog({ deadline, onClose }: { deadline: DeadlineItem | null; onClose: () => void }) {
  const complete = useCompleteDeadline();
  const filing = useUploadForm<CompleteForm>({
    // Each opening: today's date, no file.
    defaultValues: { filedOn: todayIso(), file: undefined },
    fields: ['filedOn'],
    upload: async ({ filedOn, file }, onProgress) => {
      if (!deadline) return false;
      const parsed = completeDeadlineSchema.safeParse({ filedOn });
      if (!parsed.success) {
        applyIssues(parsed.error.issues, filing.form.setError, ['filedOn'], 'filedOn');
        return false;
      }
      return complete.mutateAsync({ id: deadline.id, title: deadline.title, filedOn, proof: file, onProgress });
    },
    // Any other refusal of the request is the proof's: the server could not take it.
    onFailure: (error, { setError }) => {
      if (!(error instanceof ApiError && error.status === 400)) return false;
      setError('file', { type: 'server', message: error.message });
      return true;
    },
    errorToast: 'Impossibile aggiornare la scadenza',
    onSuccess: onClose,
  });

  return (
    <UploadDialog
      open={deadline !== null}
      onOpenChange={(open) => !open && onClose()}
      form={filing}
      title="Segna come completato"
      description={
        <>
          {deadline?.title}
          {deadline && ` · scadenza ${formatDateIt(deadline.dueDate)}`}
        </>
      }
      label="Completa la scadenza"
      file={{ label: 'Prova di deposito (PDF)', rule: PDF_FILE, hint: 'Facoltativa: la ricevuta resta tra i documenti privati del cliente, categoria Report' }}
      submitLabel="Conferma completamento"
    >
      <FormDateField control={filing.form.control} name="filedOn" label="Data di deposito *" max={todayIso()} required />
    </UploadDialog>
  );
}
