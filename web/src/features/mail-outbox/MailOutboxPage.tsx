import { useEffect, useState, type ReactNode } from 'react';
import { Mail, RotateCw } from 'lucide-react';
import { can } from '@domain/policy';
import { MAIL_OUTBOX_PAGE_SIZE, MAIL_STATUS_LABELS, MAIL_STATUSES, type MailStatus } from '@domain/schemas/mail-outbox';
import { formatDateTimeIt } from '@domain/time';
import { useSession } from '@web/app/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Pagination } from '@web/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { useMailOutbox, type MailOutboxRow } from './api/list-mail-outbox';
import { useRetryMail } from './api/retry-mail';

const ALL = 'all';
const COLUMNS = 7;

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
  return (
    <div className="space-y-0.5 tabular-nums">
      <time dateTime={message.createdAt}>{formatDateTimeIt(message.createdAt)}</time>
      {message.sentAt && <p className="text-xs text-muted-foreground">Inviata il {formatDateTimeIt(message.sentAt)}</p>}
      {message.nextAttemptAt && <p className="text-xs text-muted-foreground">Prossimo tentativo: {formatDateTimeIt(message.nextAttemptAt)}</p>}
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

/** One message on a phone: the table's columns one under the other. */
function MessageCard({ message, retry }: { message: MailOutboxRow; retry: ReactNode }) {
  return (
    <Card data-testid="mail-card">
      <CardContent className="space-y-2 p-4 text-sm">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-medium break-all">{message.to}</p>
          <StatusBadge status={message.status} />
        </div>
        <p>{message.subject}</p>
        <p className="text-muted-foreground">
          Tentativi: <span className="tabular-nums">{message.attempts}</span>
        </p>
        {message.lastError && <p className="break-words text-muted-foreground">{message.lastError}</p>}
        <When message={message} />
        {retry}
      </CardContent>
    </Card>
  );
}

/** Posta in uscita: every e-mail the app sends, with its state; 'Riprova' puts a failed one back in the queue. */
export function MailOutboxPage() {
  const { role } = useSession();
  const canRetry = can(role, 'retry:mail');
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useMailOutbox({ status, page, pageSize: MAIL_OUTBOX_PAGE_SIZE });
  const retry = useRetryMail();

  useEffect(() => {
    if (isError) toast.error('Impossibile caricare la posta in uscita');
  }, [isError]);

  const items = data?.items ?? [];
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  async function retryMessage(message: MailOutboxRow) {
    try {
      await retry.mutateAsync(message.id);
    } catch (error) {
      toast.fromError(error, 'Impossibile rimettere in coda l\'email');
      return;
    }
    toast.success(`Email per ${message.to} rimessa in coda: partirà a breve`);
  }

  const retryButtonFor = (message: MailOutboxRow) =>
    canRetry && message.status === 'failed' ? (
      <RetryButton message={message} onRetry={() => retryMessage(message)} busy={retry.isPending && retry.variables === message.id} />
    ) : null;

  return (
    <div>
      <PageHeader title="Posta in uscita" subtitle="Le email inviate dall'app: in coda, inviate e non riuscite" />

      <Card className="mb-4">
        <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium" data-testid="mail-outbox-counts">
            <Mail className="size-4 text-primary" aria-hidden="true" />
            <span>In coda: {data ? data.counts.queued + data.counts.sending : '–'}</span>
            <span>Inviate: {data ? data.counts.sent : '–'}</span>
            <span>Non riuscite: {data ? data.counts.failed : '–'}</span>
          </p>
          <Select
            value={status || ALL}
            onValueChange={(v) => {
              setStatus(v === ALL ? '' : (v as MailStatus));
              setPage(1);
            }}
          >
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
        </CardContent>
      </Card>

      {/* Below 1280 px each message is a card: beside the sidebar, seven columns would run off the screen. */}
      <div className="grid gap-3 sm:grid-cols-2 xl:hidden">
        {isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} className="h-36 rounded-xl" />)}
        {data && items.length === 0 && (
          <Card>
            <CardContent className="py-12 text-center text-muted-foreground">{status ? 'Nessuna email con questo stato' : 'Nessuna email inviata finora'}</CardContent>
          </Card>
        )}
        {items.map((message) => (
          <MessageCard key={message.id} message={message} retry={retryButtonFor(message)} />
        ))}
      </div>

      <Card className="hidden xl:block">
        <CardContent className="p-0">
          <Table aria-label="Email in uscita">
            <TableHeader>
              <TableRow>
                <TableHead>Destinatario</TableHead>
                <TableHead>Oggetto</TableHead>
                <TableHead>Stato</TableHead>
                <TableHead className="text-right">Tentativi</TableHead>
                <TableHead>Errore</TableHead>
                <TableHead>Data</TableHead>
                <TableHead className="text-right">Azioni</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending &&
                Array.from({ length: 5 }, (_, i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={COLUMNS}>
                      <Skeleton className="h-8 w-full" />
                    </TableCell>
                  </TableRow>
                ))}
              {data && items.length === 0 && (
                <TableEmpty colSpan={COLUMNS}>{status ? 'Nessuna email con questo stato' : 'Nessuna email inviata finora'}</TableEmpty>
              )}
              {items.map((message) => (
                <TableRow key={message.id}>
                  <TableCell className="min-w-40 font-medium break-all">{message.to}</TableCell>
                  <TableCell className="min-w-40">{message.subject}</TableCell>
                  <TableCell>
                    <StatusBadge status={message.status} />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{message.attempts}</TableCell>
                  <TableCell className="max-w-64 min-w-40 text-sm break-words text-muted-foreground">{message.lastError ?? '–'}</TableCell>
                  <TableCell className="min-w-36">
                    <When message={message} />
                  </TableCell>
                  <TableCell className="text-right">{retryButtonFor(message)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} className="mt-6" />
    </div>
  );
}
