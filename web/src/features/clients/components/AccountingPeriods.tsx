import { useState } from 'react';
import { CalendarRange } from 'lucide-react';
import { formatDateIt, todayIso } from '@domain/periods';
import { FormDateField } from '@web/components/date-field';
import { FormDialog, useServerForm } from '@web/components/form-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-error';
import { useChangeYearEnd, useClientPeriods, type PeriodItem } from '../api/accounting-periods';

/**
 * "Periodi contabili" of a client's details: each period from incorporation,
 * with the change of year end that shortened or extended it; who may edit the
 * client can change the year end of the period in course or the one just closed.
 */
export function AccountingPeriods({ clientId, canChange }: { clientId: string; canChange: boolean }) {
  const { data, isPending, isError } = useClientPeriods(clientId);
  const [changing, setChanging] = useState<PeriodItem | null>(null);
  // The latest first: the period in course is what a person looks for.
  const periods = [...(data?.periods ?? [])].reverse().slice(0, 4);
  return (
    <section aria-labelledby="periodi-contabili" className="rounded-lg border p-3">
      <h3 id="periodi-contabili" className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <CalendarRange className="size-4" aria-hidden="true" />
        Periodi contabili
      </h3>
      {isPending && <Skeleton className="mt-2 h-16" />}
      {isError && <p className="mt-2 text-sm text-destructive">Impossibile caricare i periodi contabili</p>}
      {data && data.periods === null && <p className="mt-2 text-sm text-muted-foreground">Indica la data di costituzione per vedere i periodi contabili.</p>}
      {periods.length > 0 && (
        <ul className="mt-2 divide-y">
          {periods.map((p) => (
            <li key={p.start} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="tabular-nums">
                {formatDateIt(p.start)} – {formatDateIt(p.end)}
              </span>
              {p.first && <Badge variant="secondary">Primo esercizio</Badge>}
              {p.change && (
                <Badge variant="info">
                  {p.change.kind === 'accorciato' ? 'Accorciato' : 'Allungato'} (comunicato il {formatDateIt(p.change.notifiedOn)})
                </Badge>
              )}
              {canChange && p.changeable && (
                <Button type="button" variant="outline" size="sm" className="ml-auto" onClick={() => setChanging(p)}>
                  Cambia fine esercizio
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ChangeYearEndDialog clientId={clientId} period={changing} onClose={() => setChanging(null)} />
    </section>
  );
}

function ChangeYearEndDialog({ clientId, period, onClose }: { clientId: string; period: PeriodItem | null; onClose: () => void }) {
  const change = useChangeYearEnd();
  const yearEnd = useServerForm<{ newEnd: string; notifiedOn: string }>({
    defaultValues: { newEnd: '', notifiedOn: todayIso() },
    fields: [],
    submit: async (values) => (period ? change.mutateAsync({ id: clientId, input: { periodStart: period.start, ...values } }) : false),
    // The server's refusal lands on its field (the period's own under the new end); anything else (a lost connection, a 5xx) is a toast.
    onFailure: (error, { setError }) => {
      const fields = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      const newEnd = fields.newEnd ?? fields.periodStart;
      if (newEnd) setError('newEnd', { type: 'server', message: newEnd }, { shouldFocus: true });
      if (fields.notifiedOn) setError('notifiedOn', { type: 'server', message: fields.notifiedOn }, { shouldFocus: !newEnd });
      return Boolean(newEnd || fields.notifiedOn);
    },
    errorToast: "Impossibile cambiare la fine dell'esercizio",
    onSuccess: onClose,
  });
  const { control } = yearEnd.form;

  return (
    <FormDialog
      open={period !== null}
      onOpenChange={(open) => !open && onClose()}
      form={yearEnd}
      title="Cambia fine esercizio"
      description={period && `Periodo dal ${formatDateIt(period.start)} al ${formatDateIt(period.end)}: accorcialo o allungalo (fino a 18 mesi). I periodi successivi seguiranno la nuova fine; le scadenze vengono ricalcolate.`}
      submitLabel="Salva"
    >
      <FormDateField control={control} name="newEnd" label="Nuova fine del periodo" min={period?.start} required />
      <FormDateField control={control} name="notifiedOn" label="Comunicato al registro il" max={todayIso()} required />
    </FormDialog>
  );
}
