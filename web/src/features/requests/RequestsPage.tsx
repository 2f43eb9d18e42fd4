import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClipboardList, Files, Plus } from 'lucide-react';
import { countOf } from '@domain/plural';
import { can } from '@domain/policy';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { REQUEST_FILTER_LABELS, REQUEST_FILTER_STATUSES, REQUEST_SORT_COLUMNS, REQUESTS_PAGE_SIZE, type RequestFilterStatus } from '@domain/schemas/requests';
import { ClientPicker, type ChosenClient } from '@web/components/client-picker';
import { PageHeader } from '@web/components/layout/PageHeader';
import { DataTable } from '@web/components/list/DataTable';
import { LabelledSelect } from '@web/components/list/LabelledSelect';
import { ListFooter } from '@web/components/list/ListFooter';
import { useListState } from '@web/components/list/use-list-state';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { toast } from '@web/lib/toast';
import { clientOptions, useClientName } from './api/client-options';
import { useRequests, type RequestDetail, type RequestSummary } from './api/requests';
import { DueDate, RequestProgress, RequestStatusBadge } from './components/RequestBadges';
import { RequestDetailDialog } from './components/RequestDetailDialog';
import { RequestEditorDialog } from './components/RequestEditorDialog';
import { requestColumns } from './components/request-columns';

/** The open request in the address (e-mails link to it: domain `requestPath`). */
const REQUEST_PARAM = 'richiesta';
/** `?nuova=<clientId>`: the editor opens for that client (the client's details link here). */
const NEW_PARAM = 'nuova';
const USER_STATUSES: readonly RequestFilterStatus[] = ['open', 'completed', 'all'];

/**
 * /documenti-richiesti. Staff: every client's requests, by client and status, and new ones;
 * a role user: their own clients' requests as cards. `?richiesta=<id>` opens one.
 */
export function RequestsPage() {
  const { role } = useSession();
  const staff = can(role, 'manage:document-requests');
  const [params, setParams] = useSearchParams();
  const openId = params.get(REQUEST_PARAM);
  const newFor = staff ? params.get(NEW_PARAM) : null;
  const list = useListState({
    filters: ['clientId', 'status'],
    sortable: REQUEST_SORT_COLUMNS,
    pageSize: { phone: 10, desktop: REQUESTS_PAGE_SIZE },
    pageSizes: PAGE_SIZE_CHOICES,
  });
  const requests = useRequests(list.query);
  const [editorOpen, setEditorOpen] = useState(false);
  const [editing, setEditing] = useState<RequestDetail | null>(null);
  const newClientName = useClientName(newFor);

  useEffect(() => {
    if (requests.isError) toast.error('Impossibile caricare le richieste');
  }, [requests.isError]);

  // The client's details asked for a new request: the editor opens once the client's name is known.
  const newClient: ChosenClient | null = newFor && newClientName.data ? { id: newFor, companyName: newClientName.data } : null;

  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(REQUEST_PARAM, id);
    return `?${next.toString()}`;
  };
  const openRequest = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(REQUEST_PARAM, id);
      else next.delete(REQUEST_PARAM);
      next.delete(NEW_PARAM);
      return next;
    });
  const closeEditor = (open: boolean) => {
    setEditorOpen(open);
    if (!open && newFor) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(NEW_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };

  const status = (list.filters.status || 'open') as RequestFilterStatus;
  const data = requests.data;
  const statusSelect = (choices: readonly RequestFilterStatus[]) => (
    <LabelledSelect label="Stato" value={status} onChange={(v) => list.setFilter('status', v === 'open' ? '' : v)}>
      {choices.map((s) => (
        <option key={s} value={s}>
          {REQUEST_FILTER_LABELS[s]}
        </option>
      ))}
    </LabelledSelect>
  );

  return (
    <div>
      <PageHeader
        title="Documenti richiesti"
        subtitle={staff ? 'Le liste di documenti chieste ai clienti, con quello che hanno già caricato' : 'I documenti che lo studio ti ha chiesto: caricali qui'}
        actions={
          staff && (
            <>
              {can(role, 'manage:request-templates') && (
                <Button asChild variant="outline">
                  <Link to="/modelli-richieste">
                    <Files />
                    Modelli
                  </Link>
                </Button>
              )}
              <Button
                onClick={() => {
                  setEditing(null);
                  setEditorOpen(true);
                }}
              >
                <Plus />
                Nuova richiesta
              </Button>
            </>
          )
        }
      />

      {staff ? (
        <Card className="gap-0 overflow-hidden p-0">
          <div className="flex flex-col gap-3 border-b p-3 sm:flex-row sm:flex-wrap sm:items-center sm:p-4">
            <ClientFilter list={list} rows={data?.items} />
            {statusSelect(REQUEST_FILTER_STATUSES)}
          </div>
          {requests.isPending ? (
            <Skeleton className="m-4 h-64" role="status" aria-label="Caricamento richieste" />
          ) : (
            <DataTable
              label="Richieste"
              columns={requestColumns({ linkTo })}
              rows={data?.items ?? []}
              rowId={(r) => r.id}
              rowName={(r) => r.title}
              loading={requests.isFetching}
              empty={status === 'open' && !list.filters.clientId ? 'Nessuna richiesta aperta' : 'Nessuna richiesta corrisponde ai filtri'}
              sorting={list}
            />
          )}
          <ListFooter list={list} total={data?.total} noun={['richiesta', 'richieste']} pageSizes={PAGE_SIZE_CHOICES} />
        </Card>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {statusSelect(USER_STATUSES)}
            {data && <p className="text-sm text-muted-foreground">{countOf(data.total, ['richiesta', 'richieste'])}</p>}
          </div>
          {requests.isPending && <Skeleton className="h-48 rounded-xl" role="status" aria-label="Caricamento richieste" />}
          {data?.items.length === 0 && (
            <Card className="items-center px-6 py-14 text-center">
              <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
                <ClipboardList className="size-7" aria-hidden="true" />
              </span>
              <div className="space-y-1">
                <h2 className="text-lg font-semibold">{status === 'open' ? 'Nessuna richiesta aperta' : 'Nessuna richiesta'}</h2>
                <p className="text-sm text-muted-foreground">Quando lo studio ti chiederà dei documenti, li troverai qui.</p>
              </div>
            </Card>
          )}
          {data && data.items.length > 0 && (
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Richieste">
              {data.items.map((r) => (
                <li key={r.id}>
                  <RequestCard request={r} to={linkTo(r.id)} />
                </li>
              ))}
            </ul>
          )}
          <Card className="gap-0 p-0 empty:hidden">
            <ListFooter list={list} total={data?.total} noun={['richiesta', 'richieste']} />
          </Card>
        </div>
      )}

      <RequestDetailDialog
        requestId={openId}
        onOpenChange={(open) => !open && openRequest(null)}
        onEdit={(request) => {
          setEditing(request);
          setEditorOpen(true);
        }}
      />
      {staff && (
        <RequestEditorDialog
          open={editorOpen || newClient !== null}
          onOpenChange={closeEditor}
          editing={newClient ? null : editing}
          initialClient={newClient}
          onSaved={openRequest}
        />
      )}
    </div>
  );
}

/** Staff's client filter: every client, or one (its name from the list's rows, or asked for). */
function ClientFilter({ list, rows }: { list: { filters: { clientId: string }; setFilter: (name: 'clientId', value: string) => void }; rows: readonly RequestSummary[] | undefined }) {
  const id = list.filters.clientId || null;
  const [picked, setPicked] = useState<ChosenClient | null>(null);
  const fromRows = rows?.find((r) => r.clientId === id)?.companyName;
  const asked = useClientName(id && !fromRows && picked?.id !== id ? id : null);
  const value = id ? { id, companyName: picked?.id === id ? picked.companyName : (fromRows ?? asked.data ?? 'Cliente selezionato') } : null;
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm sm:w-80">
      <span className="whitespace-nowrap text-muted-foreground" aria-hidden="true">
        Cliente
      </span>
      <ClientPicker
        query={clientOptions}
        className="w-auto flex-1"
        aria-label="Filtra per cliente"
        placeholder="Tutti i clienti"
        value={value}
        onClear={() => list.setFilter('clientId', '')}
        onChange={(client) => {
          setPicked(client);
          list.setFilter('clientId', client.id);
        }}
      />
    </div>
  );
}

/** A role user's request: title, client, due date, progress, and what is still missing. */
function RequestCard({ request, to }: { request: RequestSummary; to: string }) {
  const missing = request.missingCount;
  return (
    <Card className="h-full gap-3 p-4">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words">
            <Link to={to} className="underline-offset-4 hover:text-primary hover:underline">
              {request.title}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted-foreground">{request.companyName}</p>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <p className="flex flex-wrap items-center gap-1.5 text-sm">
        <span className="text-muted-foreground">Scadenza</span> <DueDate dueDate={request.dueDate} overdue={request.overdue} />
      </p>
      <RequestProgress request={request} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {request.status === 'completed'
            ? 'Completata'
            : missing > 0
              ? `${missing === 1 ? 'Manca' : 'Mancano'} ${countOf(missing, ['documento', 'documenti'])}`
              : 'Tutto caricato: in verifica dallo studio'}
        </p>
        <Button asChild size="sm" variant={missing > 0 && request.status === 'open' ? 'default' : 'outline'}>
          <Link to={to}>
            {missing > 0 && request.status === 'open' ? 'Carica documenti' : 'Apri'}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
