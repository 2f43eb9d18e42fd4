import { useState, type FormEvent } from 'react';
import { CalendarRange } from 'lucide-react';
import { formatDateIt, todayIso } from '@domain/periods';
import { DateField } from '@web/components/date-field';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
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
  return (
    <Dialog open={period !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cambia fine esercizio</DialogTitle>
          <DialogDescription>
            {period && `Periodo dal ${formatDateIt(period.start)} al ${formatDateIt(period.end)}: accorcialo o allungalo (fino a 18 mesi). I periodi successivi seguiranno la nuova fine; le scadenze vengono ricalcolate.`}
          </DialogDescription>
        </DialogHeader>
        {period && <ChangeYearEndForm key={period.start} clientId={clientId} period={period} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ChangeYearEndForm({ clientId, period, onClose }: { clientId: string; period: PeriodItem; onClose: () => void }) {
  const change = useChangeYearEnd();
  const [newEnd, setNewEnd] = useState('');
  const [notifiedOn, setNotifiedOn] = useState(todayIso);
  const [errors, setErrors] = useState<{ newEnd?: string; notifiedOn?: string; periodStart?: string }>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      await change.mutateAsync({ id: clientId, input: { periodStart: period.start, newEnd, notifiedOn } });
      onClose();
    } catch (err) {
      // The server's refusal lands on its field; anything else (a lost connection, a 5xx) is a toast.
      const fields = err instanceof ApiError ? (err.fieldErrors ?? {}) : {};
      if (fields.newEnd || fields.notifiedOn || fields.periodStart) setErrors(fields);
      else toast.fromError(err, 'Impossibile cambiare la fine dell\'esercizio');
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DateField label="Nuova fine del periodo" value={newEnd} onChange={setNewEnd} error={errors.newEnd ?? errors.periodStart} min={period.start} required />
      <DateField label="Comunicato al registro il" value={notifiedOn} onChange={setNotifiedOn} error={errors.notifiedOn} max={todayIso()} required />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
          Annulla
        </Button>
        <Button type="submit" loading={change.isPending}>
          Salva
        </Button>
      </DialogFooter>
    </form>
  );
}
