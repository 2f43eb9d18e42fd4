import { useEffect, type ReactNode } from 'react';
import { Mail, RotateCw } from 'lucide-react';
import { can } from '@domain/policy';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { MAIL_OUTBOX_PAGE_SIZE, MAIL_OUTBOX_SORTS, MAIL_STATUS_LABELS, MAIL_STATUSES, type MailStatus } from '@domain/schemas/mail-outbox';
import { useSession } from '@web/lib/session';
import { Instant } from '@web/components/instant';
import { PageHeader } from '@web/components/layout/PageHeader';
import { DataTable, type Column } from '@web/components/list/DataTable';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/lib/toast';
import { useDateFormat } from '@web/lib/use-date-format';
import { useMailOutbox, type MailOutboxRow } from './api/list-mail-outbox';
import { useRetryMail } from './api/retry-mail';

const ALL = 'all';
const FILTERS = ['status'] as const;

const STATUS_BADGE: Record<MailStatus, BadgeProps['variant']> = {
  queued: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'destructive',
};

/** The filter's names for each status (plural: "show the … ones"). */
const FILTER_LABELS: Record<MailStatus, string> = {
  queued: 'In coda',
  sending: 'In invio',
  sent: 'Inviate',
  failed: 'Non riuscite',
};

function StatusBadge({ status }: { status: MailStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{MAIL_STATUS_LABELS[status]}</Badge>;
}

/** When: created, and sent or next attempt below it. */
function When({ message }: { message: MailOutboxRow }) {
  const format = useDateFormat();
  return (
    <div className="space-y-0.5 tabular-nums">
      <Instant value={message.createdAt} />
      {message.sentAt && <p className="text-xs text-muted-foreground">Inviata il {format.dateTime(message.sentAt)}</p>}
      {message.nextAttemptAt && <p className="text-xs text-muted-foreground">Prossimo tentativo: {format.dateTime(message.nextAttemptAt)}</p>}
    </div>
  );
}

function RetryButton({ message, onRetry, busy }: { message: MailOutboxRow; onRetry: () => void; busy: boolean }) {
  return (
    <Button size="sm" variant="outline" onClick={onRetry} disabled={busy} aria-label={`Riprova l'invio a ${message.to}`}>
      <RotateCw />
      Riprova
    </Button>
  );
}

function columns(retryButtonFor: (message: MailOutboxRow) => ReactNode): Column<MailOutboxRow>[] {
  return [
    { id: 'to', header: 'Destinatario', sort: 'to', card: 'title', width: 220, className: 'min-w-40 font-medium break-all', cell: (m) => m.to },
    { id: 'subject', header: 'Oggetto', card: 'subtitle', width: 180, givesWay: { kind: 'added' }, className: 'min-w-40 whitespace-normal', cell: (m) => m.subject },
    { id: 'status', header: 'Stato', width: 110, cell: (m) => <StatusBadge status={m.status} /> },
    { id: 'attempts', header: 'Tentativi', width: 100, givesWay: { kind: 'added', order: 1 }, className: 'text-right tabular-nums', headerClassName: 'text-right', cell: (m) => m.attempts },
    {
      id: 'lastError',
      header: 'Errore',
      width: 200,
      givesWay: { kind: 'added', order: 2 },
      className: 'max-w-64 min-w-40 whitespace-normal text-sm break-words text-muted-foreground',
      cell: (m) => m.lastError ?? '–',
    },
    { id: 'createdAt', header: 'Data', sort: 'createdAt', width: 160, className: 'min-w-36', cell: (m) => <When message={m} /> },
    { id: 'actions', header: 'Azioni', card: 'actions', width: 120, cell: retryButtonFor },
  ];
}

/** Posta in uscita: every e-mail the app sends, with its state; 'Riprova' puts a failed one back in the queue. */
export function MailOutboxPage() {
  const { role } = useSession();
  const canRetry = can(role, 'retry:mail');
  const list = useListState({ filters: FILTERS, sortable: MAIL_OUTBOX_SORTS, pageSize: { phone: 10, desktop: MAIL_OUTBOX_PAGE_SIZE }, pageSizes: PAGE_SIZE_CHOICES });
  const status = (MAIL_STATUSES as readonly string[]).includes(list.filters.status) ? (list.filters.status as MailStatus) : '';
  const { data, isPending, isError } = useMailOutbox(list.query);
  const retry = useRetryMail();

  useEffect(() => {
    if (isError) toast.error('Impossibile caricare la posta in uscita');
  }, [isError]);

  const retryButtonFor = (message: MailOutboxRow) =>
    canRetry && message.status === 'failed' ? (
      <RetryButton message={message} onRetry={() => retry.mutate(message)} busy={retry.isPending && retry.variables.id === message.id} />
    ) : null;

  return (
    <div>
      <PageHeader title="Posta in uscita" subtitle="Le email inviate dall'app: in coda, inviate e non riuscite (conservate per un anno)" />

      <Card className="gap-0 overflow-hidden p-0">
        <div className="flex flex-col gap-3 border-b p-3 sm:p-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium" data-testid="mail-outbox-counts">
            <Mail className="size-4 text-primary" aria-hidden="true" />
            <span>In coda: {data ? data.counts.queued + data.counts.sending : '–'}</span>
            <span>Inviate: {data ? data.counts.sent : '–'}</span>
            <span>Non riuscite: {data ? data.counts.failed : '–'}</span>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <ListSearch list={list} label="Cerca email" placeholder="Cerca per destinatario o oggetto" />
            <Select value={status || ALL} onValueChange={(v) => list.setFilter('status', v === ALL ? '' : v)}>
              <SelectTrigger className="sm:w-48" aria-label="Filtra per stato">
                {/* Spelled out, so the page the server renders shows it too. */}
                <SelectValue>{status ? FILTER_LABELS[status] : 'Tutti gli stati'}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Tutti gli stati</SelectItem>
                {MAIL_STATUSES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {FILTER_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <DataTable
          label="Email in uscita"
          columns={columns(retryButtonFor)}
          rows={data?.items ?? []}
          rowId={(m) => m.id}
          rowName={(m) => m.to}
          loading={isPending}
          empty={list.q ? 'Nessuna email corrisponde alla ricerca' : status ? 'Nessuna email con questo stato' : 'Nessuna email inviata finora'}
          sorting={list}
        />
        <ListFooter list={list} total={data?.total} noun={['email', 'email']} pageSizes={PAGE_SIZE_CHOICES} />
      </Card>
    </div>
  );
}
