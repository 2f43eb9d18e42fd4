import { useEffect } from 'react';
import { History } from 'lucide-react';
import { activityBadgeVariant, ACTIVITY_LOG_LIMIT } from '@domain/activity';
import { ACTIVITY_SORTS } from '@domain/schemas/activity';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { useSession } from '@web/lib/session';
import { Instant } from '@web/components/instant';
import { PageHeader } from '@web/components/layout/PageHeader';
import { DataTable, type Column } from '@web/components/list/DataTable';
import { ExportLink, exportHref } from '@web/components/list/ExportLink';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/lib/toast';
import { useActivity, type ActivityEntry } from './api/list-activity';

const LOAD_ERROR = 'Impossibile caricare le attività recenti';

const COLUMNS: Column<ActivityEntry>[] = [
  {
    id: 'userName',
    header: 'Utente',
    sort: 'userName',
    card: 'title',
    width: 190,
    // A long name wraps instead of widening the table past its box.
    className: 'max-w-56 whitespace-normal',
    cell: (entry) => (
      <div className="flex min-w-0 items-center gap-2.5">
        <UserAvatar name={entry.userName} className="size-8" />
        <span className="min-w-0 font-medium wrap-anywhere">{entry.userName}</span>
      </div>
    ),
  },
  { id: 'action', header: 'Azione', sort: 'action', card: 'subtitle', width: 170, cell: (entry) => <Badge variant={activityBadgeVariant(entry.action)}>{entry.action}</Badge> },
  {
    id: 'details',
    header: 'Dettagli',
    // Optional in the spec: the first to leave a narrow table.
    width: 216,
    givesWay: { kind: 'spec' },
    className: 'min-w-48 whitespace-normal wrap-anywhere text-muted-foreground',
    cell: (entry) => entry.details ?? '–',
  },
  {
    id: 'createdAt',
    header: 'Data',
    sort: 'createdAt',
    card: 'footer',
    width: 150,
    className: 'whitespace-nowrap text-muted-foreground tabular-nums',
    cell: (entry) => <Instant value={entry.createdAt} />,
  },
];

/** The activity log, newest first unless sorted: everyone's for staff, one's own for role user. */
export function RecentActivityPage() {
  const { role } = useSession();
  const own = role === 'user';
  const list = useListState({ sortable: ACTIVITY_SORTS, pageSize: { phone: 20, desktop: ACTIVITY_LOG_LIMIT }, pageSizes: PAGE_SIZE_CHOICES });
  const { data, isPending, isError } = useActivity(list.query);
  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  return (
    <div>
      <PageHeader
        title="Attività Recenti"
        subtitle={own ? 'Cronologia delle tue attività' : 'Cronologia delle azioni effettuate dagli utenti dello staff'}
      />
      <Card className="gap-0 overflow-hidden p-0">
        <CardHeader className="gap-3 border-b p-3 sm:p-4">
          <div>
            <CardTitle className="flex items-center gap-2">
              <History className="size-4 text-primary" aria-hidden="true" />
              Registro attività
            </CardTitle>
            <CardDescription>{own ? 'Le tue attività, dalla più recente' : 'Tutte le attività registrate nel sistema, dalla più recente'}</CardDescription>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <ListSearch list={list} label="Cerca attività" placeholder="Cerca per utente, azione o dettagli" />
            <ExportLink href={exportHref('/api/activity/export', list.query)} />
          </div>
        </CardHeader>
        <DataTable
          label="Attività"
          columns={COLUMNS}
          rows={data?.items ?? []}
          rowId={(entry) => String(entry.id)}
          rowName={(entry) => `${entry.action} di ${entry.userName}`}
          loading={isPending}
          empty={list.q ? 'Nessuna attività corrisponde alla ricerca' : 'Nessuna attività registrata'}
          sorting={list}
        />
        <ListFooter list={list} total={data?.total} totalCapped={data?.totalCapped} noun={['attività', 'attività']} pageSizes={PAGE_SIZE_CHOICES} />
      </Card>
    </div>
  );
}
