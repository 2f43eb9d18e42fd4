import { useRef } from 'react';
import { formatDateIt, todayIso } from '@domain/periods';
import { issueDateSchema } from '@domain/schemas/deadlines';
import { FormDateField } from '@web/components/date-field';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { applyIssues } from '@web/lib/form-errors';
import { useRecordIssueDate } from '../api/issue-date';
import type { DeadlineItem } from '../api/list-deadlines';

/**
 * "Data di emissione": the day the authority issued the return (Hong Kong's
 * BIR51), from which its due date counts; until then the card shows the
 * rule's estimate. Clearing it brings the estimate back.
 */
export function IssueDateDialog({ deadline, onClose }: { deadline: DeadlineItem | null; onClose: () => void }) {
  const record = useRecordIssueDate();
  const recorded = deadline?.issue?.issuedOn ?? null;
  // 'Togli la data' sends no date, whatever the field holds.
  const removing = useRef(false);
  const issue = useServerForm<{ issuedOn: string }>({
    defaultValues: { issuedOn: recorded ?? '' },
    submit: async ({ issuedOn }) => {
      const value = removing.current ? null : issuedOn;
      removing.current = false;
      if (!deadline) return false;
      const parsed = issueDateSchema.safeParse({ issuedOn: value });
      if (!parsed.success) {
        applyIssues(parsed.error.issues, issue.form.setError, ['issuedOn'], 'issuedOn');
        return false;
      }
      return record.mutateAsync({ id: deadline.id, title: deadline.title, issuedOn: value });
    },
    errorToast: 'Impossibile aggiornare la scadenza',
    onSuccess: onClose,
  });

  return (
    <FormDialog
      open={deadline !== null}
      onOpenChange={(open) => !open && onClose()}
      form={issue}
      title="Data di emissione"
      description={
        <>
          {deadline?.title}
          {deadline && ` · scadenza ${deadline.issue?.issuedOn ? '' : 'stimata '}${formatDateIt(deadline.dueDate)}`}
        </>
      }
      label="Data di emissione"
      submitLabel="Salva"
      actions={
        recorded && (
          <Button
            type="button"
            variant="outline"
            className="sm:mr-auto"
            disabled={issue.pending}
            onClick={() => {
              removing.current = true;
              void issue.onSubmit();
            }}
          >
            Togli la data
          </Button>
        )
      }
    >
      <FormDateField
        control={issue.form.control}
        name="issuedOn"
        label="Emessa il *"
        description="La data scritta sulla dichiarazione: si deposita entro un mese"
        max={todayIso()}
      />
    </FormDialog>
  );
}
