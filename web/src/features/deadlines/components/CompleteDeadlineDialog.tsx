import { useState, type FormEvent } from 'react';
import { formatDateIt, todayIso } from '@domain/periods';
import { completeDeadlineSchema } from '@domain/schemas/deadlines';
import { DateField } from '@web/components/date-field';
import { FileField } from '@web/components/file-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api-error';
import { PDF_FILE } from '@web/lib/pdf-file';
import { toast } from '@web/lib/toast';
import { useCompleteDeadline } from '../api/complete-deadline';
import type { DeadlineItem } from '../api/list-deadlines';

/**
 * "Segna come completato": the day of the filing (today unless said otherwise)
 * and, optionally, the proof-of-filing PDF, kept among the client's private
 * documents. The next occurrence is named in the confirmation.
 */
export function CompleteDeadlineDialog({ deadline, onClose }: { deadline: DeadlineItem | null; onClose: () => void }) {
  const [sending, setSending] = useState(false);
  return (
    <Dialog open={deadline !== null} onOpenChange={(open) => !open && !sending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Segna come completato</DialogTitle>
          <DialogDescription>
            {deadline?.title}
            {deadline && ` · scadenza ${formatDateIt(deadline.dueDate)}`}
          </DialogDescription>
        </DialogHeader>
        {/* A new form for each obligation: today's date, no file. */}
        {deadline && <CompleteDeadlineForm key={deadline.id} deadline={deadline} onClose={onClose} onSending={setSending} />}
      </DialogContent>
    </Dialog>
  );
}

function CompleteDeadlineForm({ deadline, onClose, onSending }: { deadline: DeadlineItem; onClose: () => void; onSending: (sending: boolean) => void }) {
  const complete = useCompleteDeadline();
  const [filedOn, setFiledOn] = useState(todayIso);
  const [proof, setProof] = useState<File>();
  const [errors, setErrors] = useState<{ filedOn?: string; file?: string }>({});
  const [percent, setPercent] = useState<number | null>(null);
  const sending = percent !== null;
  const send = (next: number | null) => {
    setPercent(next);
    onSending(next !== null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = completeDeadlineSchema.safeParse({ filedOn });
    if (!parsed.success) {
      setErrors({ filedOn: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    send(0);
    try {
      await complete.mutateAsync({ id: deadline.id, title: deadline.title, filedOn, proof, onProgress: send });
      onClose();
    } catch (error) {
      // The server's refusal lands on its field: the date, or the proof it could not take.
      const fields = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      if (fields.filedOn) setErrors({ filedOn: fields.filedOn });
      else if (error instanceof ApiError && error.status === 400) setErrors({ file: error.message });
      else toast.fromError(error, 'Impossibile aggiornare la scadenza');
    } finally {
      send(null);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Completa la scadenza">
      <DateField label="Data di deposito *" error={errors.filedOn} value={filedOn} max={todayIso()} onChange={setFiledOn} required />
      <FileField
        label="Prova di deposito (PDF)"
        rule={PDF_FILE}
        value={proof}
        onChange={(file) => {
          setProof(file);
          setErrors(({ filedOn }) => ({ filedOn }));
        }}
        error={errors.file}
        hint="Facoltativa: la ricevuta resta tra i documenti privati del cliente, categoria Report"
        percent={proof ? percent : null}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
          Annulla
        </Button>
        <Button type="submit" loading={sending}>
          Conferma completamento
        </Button>
      </DialogFooter>
    </form>
  );
}
