import { useState, type FormEvent } from 'react';
import { formatDateIt, todayIso } from '@domain/periods';
import { issueDateSchema } from '@domain/schemas/deadlines';
import { DateField } from '@web/components/date-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { useRecordIssueDate } from '../api/issue-date';
import type { DeadlineItem } from '../api/list-deadlines';

/**
 * "Data di emissione": the day the authority issued the return (Hong Kong's
 * BIR51), from which its due date counts; until then the card shows the
 * rule's estimate. Clearing it brings the estimate back.
 */
export function IssueDateDialog({ deadline, onClose }: { deadline: DeadlineItem | null; onClose: () => void }) {
  return (
    <Dialog open={deadline !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Data di emissione</DialogTitle>
          <DialogDescription>
            {deadline?.title}
            {deadline && ` · scadenza ${deadline.issue?.issuedOn ? '' : 'stimata '}${formatDateIt(deadline.dueDate)}`}
          </DialogDescription>
        </DialogHeader>
        {deadline && <IssueDateForm key={deadline.id} deadline={deadline} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function IssueDateForm({ deadline, onClose }: { deadline: DeadlineItem; onClose: () => void }) {
  const record = useRecordIssueDate();
  const recorded = deadline.issue?.issuedOn ?? null;
  const [issuedOn, setIssuedOn] = useState(recorded ?? '');
  const [error, setError] = useState<string>();

  const save = async (value: string | null) => {
    const parsed = issueDateSchema.safeParse({ issuedOn: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await record.mutateAsync({ id: deadline.id, title: deadline.title, issuedOn: value });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors?.issuedOn) setError(err.fieldErrors.issuedOn);
      else toast.fromError(err, 'Impossibile aggiornare la scadenza');
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(issuedOn);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Data di emissione">
      <DateField
        label="Emessa il *"
        description="La data scritta sulla dichiarazione: si deposita entro un mese"
        error={error}
        value={issuedOn}
        max={todayIso()}
        onChange={setIssuedOn}
      />
      <DialogFooter>
        {recorded && (
          <Button type="button" variant="outline" className="sm:mr-auto" disabled={record.isPending} onClick={() => void save(null)}>
            Togli la data
          </Button>
        )}
        <Button type="button" variant="outline" onClick={onClose} disabled={record.isPending}>
          Annulla
        </Button>
        <Button type="submit" loading={record.isPending}>
          Salva
        </Button>
      </DialogFooter>
    </form>
  );
}
