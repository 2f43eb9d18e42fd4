import { Building2 } from 'lucide-react';
import {
  BANK_APPLICATION_STATUS_BADGES,
  BANK_APPLICATION_STATUS_LABELS,
  nextStatuses,
  TRANSITION_LABELS,
  type BankApplicationStatus,
} from '@domain/bank-applications';
import { formatEurWhole } from '@domain/money';
import type { BankApplicationSortColumn } from '@domain/schemas/bank-applications';
import { Instant } from '@web/components/instant';
import { DataTable, type Column } from '@web/components/list/DataTable';
import { IconCell } from '@web/components/list/IconCell';
import type { ListState } from '@web/components/list/use-list-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import type { BankApplicationView } from '../api/list-bank-applications';
import { useUpdateBankApplicationStatus } from '../api/update-bank-application-status';

function applicationColumns(canReview: boolean, move: (app: BankApplicationView, to: BankApplicationStatus) => void, busy: boolean): Column<BankApplicationView>[] {
  const columns: (Column<BankApplicationView> | false)[] = [
    {
      id: 'bank',
      header: 'Banca',
      sort: 'bankName',
      card: 'title',
      width: 210,
      cell: (app) => (
        <IconCell icon={Building2} tone="accent">
          <p className="font-semibold break-words">{app.bankName}</p>
          <p className="text-sm font-normal text-muted-foreground">{app.accountType}</p>
        </IconCell>
      ),
    },
    canReview && { id: 'applicant', header: 'Richiedente', sort: 'applicant', width: 150, className: 'max-w-48 break-words whitespace-normal', cell: (app) => app.applicantName },
    { id: 'businessType', header: 'Tipo di Attività', width: 160, givesWay: { kind: 'spec', order: 1 }, className: 'max-w-44 whitespace-normal', cell: (app) => app.businessType ?? '—' },
    {
      id: 'annualTurnover',
      header: 'Fatturato Annuo',
      sort: 'annualTurnover',
      width: 165,
      givesWay: { kind: 'spec' },
      className: 'whitespace-nowrap tabular-nums',
      cell: (app) => (app.annualTurnover ? formatEurWhole(app.annualTurnover) : '—'),
    },
    { id: 'createdAt', header: 'Data', sort: 'createdAt', width: 110, givesWay: { kind: 'spec' }, className: 'whitespace-nowrap tabular-nums', cell: (app) => <Instant value={app.createdAt} day /> },
    {
      id: 'status',
      header: 'Stato',
      sort: 'status',
      card: 'footer',
      width: 110,
      cell: (app) => (
        <Badge variant={BANK_APPLICATION_STATUS_BADGES[app.status]} data-testid="status-badge">
          {BANK_APPLICATION_STATUS_LABELS[app.status]}
        </Badge>
      ),
    },
    {
      id: 'description',
      header: 'Descrizione',
      width: 180,
      givesWay: { kind: 'spec', order: 2 },
      className: 'max-w-64 whitespace-normal',
      cell: (app) => (app.description ? <p className="line-clamp-2 break-words text-muted-foreground">{app.description}</p> : '—'),
      cardCell: (app) => (app.description ? <p className="break-words text-muted-foreground">{app.description}</p> : '—'),
    },
    canReview && {
      id: 'actions',
      header: 'Azioni',
      card: 'actions',
      width: 170,
      cell: (app) => (
        <div className="flex flex-wrap justify-end gap-2">
          {nextStatuses(app.status).map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'rejected' ? 'destructive' : to === 'approved' ? 'default' : 'outline'}
              disabled={busy}
              onClick={() => move(app, to)}
            >
              {TRANSITION_LABELS[to as Exclude<BankApplicationStatus, 'pending'>]}
            </Button>
          ))}
        </div>
      ),
    },
  ];
  return columns.filter((c) => c !== false);
}

/**
 * The applications: a table where there is room, cards on a phone; proprietario and admin
 * also see the applicant and the next-step buttons.
 */
export function BankApplicationsList({
  list,
  items,
  loading,
  canReview,
  empty,
}: {
  list: ListState<'status', BankApplicationSortColumn>;
  items: BankApplicationView[];
  loading: boolean;
  canReview: boolean;
  empty: string;
}) {
  const update = useUpdateBankApplicationStatus();

  return (
    <DataTable
      label="Applicazioni bancarie"
      columns={applicationColumns(canReview, (app, status) => update.mutate({ id: app.id, status }), update.isPending)}
      rows={items}
      rowId={(app) => app.id}
      rowName={(app) => `${app.bankName} ${app.accountType}`}
      loading={loading}
      empty={empty}
      sorting={list}
    />
  );
}
