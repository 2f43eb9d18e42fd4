import { Building2 } from 'lucide-react';
import {
  BANK_APPLICATION_STATUS_BADGES,
  BANK_APPLICATION_STATUS_LABELS,
  nextStatuses,
  TRANSITION_LABELS,
  type BankApplicationStatus,
} from '@domain/bank-applications';
import { formatEurWhole } from '@domain/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import type { BankApplicationView } from '../api/list-bank-applications';
import { useUpdateBankApplicationStatus } from '../api/update-bank-application-status';

const dateFormat = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' });

/** One card per application; proprietario and admin also see the applicant and the next-step buttons. */
export function BankApplicationsList({ items, canReview }: { items: BankApplicationView[]; canReview: boolean }) {
  const update = useUpdateBankApplicationStatus();

  const move = async (app: BankApplicationView, status: BankApplicationStatus) => {
    try {
      await update.mutateAsync({ id: app.id, status });
      toast.success(`Applicazione ${app.bankName}: ${BANK_APPLICATION_STATUS_LABELS[status]}`);
    } catch (error) {
      toast.fromError(error, "Impossibile aggiornare l'applicazione");
    }
  };

  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Applicazioni bancarie">
      {items.map((app) => (
        <li key={app.id}>
          <Card className="h-full gap-3 py-4" aria-label={`Applicazione ${app.bankName}`} role="group">
            <CardContent className="flex flex-col gap-3 px-4">
              <div className="flex items-start justify-between gap-3">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Building2 className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{app.bankName}</p>
                    <p className="truncate text-sm text-muted-foreground">{app.accountType}</p>
                  </div>
                </div>
                <Badge variant={BANK_APPLICATION_STATUS_BADGES[app.status]} data-testid="status-badge">
                  {BANK_APPLICATION_STATUS_LABELS[app.status]}
                </Badge>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {canReview && (
                  <>
                    <dt className="text-muted-foreground">Richiedente</dt>
                    <dd className="truncate">{app.applicantName}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">Tipo di Attività</dt>
                <dd className="truncate">{app.businessType ?? '—'}</dd>
                <dt className="text-muted-foreground">Fatturato Annuo</dt>
                <dd className="tabular-nums">{app.annualTurnover ? formatEurWhole(app.annualTurnover) : '—'}</dd>
                <dt className="text-muted-foreground">Data</dt>
                <dd className="tabular-nums">{dateFormat.format(new Date(app.createdAt))}</dd>
              </dl>
              {app.description && <p className="text-sm break-words text-muted-foreground">{app.description}</p>}
              {canReview && nextStatuses(app.status).length > 0 && (
                <div className="flex flex-wrap gap-2 border-t pt-3">
                  {nextStatuses(app.status).map((to) => (
                    <Button
                      key={to}
                      size="sm"
                      variant={to === 'rejected' ? 'destructive' : to === 'approved' ? 'default' : 'outline'}
                      disabled={update.isPending}
                      onClick={() => void move(app, to)}
                    >
                      {TRANSITION_LABELS[to as Exclude<BankApplicationStatus, 'pending'>]}
                    </Button>
                  ))}
                </div>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
