import { useCallback, useEffect, useMemo, useState } from 'react';
import { CheckCircle2, Clock, FolderUp, ListChecks, Plus, UserPlus, Users, X } from 'lucide-react';
import { countOf } from '@domain/plural';
import { can } from '@domain/policy';
import { APPROVAL_STATUS_LABELS, CLIENT_PAGE_SIZE_DESKTOP, CLIENT_PAGE_SIZE_MOBILE, CLIENT_SORT_COLUMNS, type ApprovalStatus, type InlineUpdateInput } from '@domain/schemas/clients';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { useSession } from '@web/lib/session';
import { CountryLabel } from '@web/components/country-flag';
import { PageHeader } from '@web/components/layout/PageHeader';
import { DataTable } from '@web/components/list/DataTable';
import { ExportLink, exportHref } from '@web/components/list/ExportLink';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { useSelection } from '@web/components/list/use-selection';
import { StatCard } from '@web/components/stat-card';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/lib/toast';
import { useClientStats } from './api/client-stats';
import { useClientsMeta } from './api/clients-meta';
import { useClients, type ClientListFilter, type ClientRow } from './api/list-clients';
import { useUpdateClientField } from './api/update-client-field';
import { BulkEditDialog } from './components/BulkEditDialog';
import { DecideClientDialog, type PendingDecision } from './components/ClientApproval';
import { ClientDetailsDialog } from './components/ClientDetailsDialog';
import { EditClientDialog, NewClientDialog } from './components/ClientFormDialog';
import { EMPTY_MESSAGE, clientColumns, type ClientActions } from './components/client-columns';
import { DeleteClientDialog } from './components/DeleteClientDialog';
import { DropOverlay } from './folder/DropOverlay';
import { FolderUploadDialog } from './folder/FolderUploadDialog';
import type { FolderBatch } from './folder/read-folder';
import { useFolderUpload } from './folder/use-folder-upload';
import { numberIt } from './format';

const ALL = 'all';
const LOAD_ERROR = 'Impossibile caricare i clienti';
const FILTERS: readonly ClientListFilter[] = ['country', 'year', 'status'];

export function ClientsPage() {
  const { role } = useSession();
  const list = useListState({
    filters: FILTERS,
    sortable: CLIENT_SORT_COLUMNS,
    pageSize: { phone: CLIENT_PAGE_SIZE_MOBILE, desktop: CLIENT_PAGE_SIZE_DESKTOP },
    pageSizes: PAGE_SIZE_CHOICES,
  });
  const { country, year, status } = list.filters;

  const clients = useClients(list.query);
  const stats = useClientStats();
  const meta = useClientsMeta();
  const countries = useMemo(() => meta.data?.countries ?? [], [meta.data]);
  const rows = useMemo(() => clients.data?.items ?? [], [clients.data]);
  const selection = useSelection(useMemo(() => rows.map((r) => r.id), [rows]));

  useEffect(() => {
    if (clients.isError) toast.error(LOAD_ERROR);
  }, [clients.isError]);

  // The one country the selected clients share, when all of them are on this page (null: none known).
  const selectedCountry = useMemo(() => {
    const codes = new Set(selection.ids.map((id) => rows.find((r) => r.id === id)?.countryCode));
    const [code] = codes;
    return codes.size === 1 && code !== undefined ? code : null;
  }, [selection.ids, rows]);

  const [creating, setCreating] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [folderOpen, setFolderOpen] = useState(false);
  const [viewing, setViewing] = useState<ClientRow | null>(null);
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const [deleting, setDeleting] = useState<ClientRow | null>(null);
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);

  const updateField = useUpdateClientField();
  // Rejects on failure, so the cell goes back to its value.
  const inlineSave = (client: ClientRow, input: InlineUpdateInput) => updateField.mutateAsync({ id: client.id, input });

  const upload = useFolderUpload();
  const startFolderUpload = useCallback(
    (batches: FolderBatch[]) => {
      setFolderOpen(true);
      void upload.run(batches);
    },
    [upload],
  );

  const canCreate = can(role, 'create:client');
  const canBulk = can(role, 'bulk-update:client');
  const canFolder = can(role, 'upload-folder:client');
  const actions: ClientActions = {
    onView: setViewing,
    onEdit: can(role, 'update:client') ? setEditing : undefined,
    onDelete: can(role, 'delete:client') ? setDeleting : undefined,
    onInlineSave: can(role, 'inline-update:client') ? inlineSave : undefined,
    onDecide: can(role, 'approve:client') ? setDeciding : undefined,
  };

  return (
    <div>
      <PageHeader
        title="Gestione Clienti"
        subtitle="Aziende clienti, responsabili e paesi di costituzione"
        actions={
          <>
            <ExportLink href={exportHref('/api/clients/export', list.query)} />
            {canFolder && (
              <Button variant="outline" onClick={() => setFolderOpen(true)}>
                <FolderUp /> Carica Cartella
              </Button>
            )}
            {canCreate && (
              <Button onClick={() => setCreating(true)}>
                <Plus /> Nuovo Cliente
              </Button>
            )}
          </>
        }
      />

      <section aria-label="Riepilogo clienti" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard label="Totale Clienti" value={stats.data ? numberIt.format(stats.data.total) : '–'} icon={Users} hint="Tutti i clienti registrati" />
        <StatCard label="Clienti Attivi" value={stats.data ? numberIt.format(stats.data.approved) : '–'} icon={CheckCircle2} tone="success" hint="Clienti approvati" />
        <StatCard label="In Revisione" value={stats.data ? numberIt.format(stats.data.pending) : '–'} icon={Clock} tone="warning" hint="In attesa di approvazione" />
        <StatCard label="Nuovi questo mese" value={stats.data ? numberIt.format(stats.data.newThisMonth) : '–'} icon={UserPlus} hint="Creati dall'inizio del mese" />
      </section>

      <Card className="gap-0 overflow-hidden p-0">
        <div className="flex flex-col gap-3 border-b p-3 sm:p-4 xl:flex-row xl:items-center">
          <ListSearch list={list} label="Cerca clienti" placeholder="Cerca clienti..." />
          <div className="grid grid-cols-2 gap-3 md:flex">
            <Select value={status || ALL} onValueChange={(v) => list.setFilter('status', v === ALL ? '' : v)}>
              <SelectTrigger className="col-span-2 md:w-40" aria-label="Filtra per stato di approvazione">
                <SelectValue>{status in APPROVAL_STATUS_LABELS ? APPROVAL_STATUS_LABELS[status as ApprovalStatus] : 'Tutti gli stati'}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Tutti gli stati</SelectItem>
                {Object.entries(APPROVAL_STATUS_LABELS).map(([value, label]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={country || ALL} onValueChange={(v) => list.setFilter('country', v === ALL ? '' : v)}>
              <SelectTrigger className="md:w-48" aria-label="Filtra per paese">
                {/* Spelled out, so the page the server renders shows it too (Radix fills it in only in the browser). */}
                <SelectValue>{country ? <CountryLabel code={country} name={countries.find((c) => c.isoCode === country)?.name ?? country} /> : 'Tutti i Paesi'}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Tutti i Paesi</SelectItem>
                {countries.map((c) => (
                  <SelectItem key={c.isoCode} value={c.isoCode}>
                    <CountryLabel code={c.isoCode} name={c.name} />
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={year || ALL} onValueChange={(v) => list.setFilter('year', v === ALL ? '' : v)}>
              <SelectTrigger className="md:w-40" aria-label="Filtra per anno di costituzione">
                <SelectValue>{year || 'Tutti gli Anni'}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Tutti gli Anni</SelectItem>
                {(meta.data?.years ?? []).map((y) => (
                  <SelectItem key={y} value={String(y)}>
                    {y}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        {selection.ids.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 border-b bg-accent/50 px-3 py-2 sm:px-4" role="region" aria-label="Selezione">
            <span className="text-sm font-medium">{countOf(selection.ids.length, ['selezionato', 'selezionati'])}</span>
            {canBulk && (
              <Button size="sm" onClick={() => setBulkOpen(true)}>
                <ListChecks /> Modifica Bulk
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={selection.clear}>
              <X /> Deseleziona
            </Button>
          </div>
        )}

        {clients.isError && (
          <Alert variant="destructive" className="m-3 w-auto">
            <AlertDescription>{LOAD_ERROR}</AlertDescription>
          </Alert>
        )}

        {/* Busy from a request to its answer drawn: the rows shown meanwhile are the previous answer's. */}
        <div aria-busy={clients.isFetching} className={clients.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <DataTable
            label="Clienti"
            columns={clientColumns(countries, actions)}
            rows={rows}
            rowId={(client) => client.id}
            rowName={(client) => client.companyName}
            loading={clients.isPending}
            empty={EMPTY_MESSAGE}
            sorting={list}
            selection={selection}
            selectPageLabel="Seleziona tutti i clienti della pagina"
            fixedLayout
          />
        </div>

        <ListFooter list={list} total={clients.data?.total} totalCapped={clients.data?.totalCapped} noun={['cliente', 'clienti']} pageSizes={PAGE_SIZE_CHOICES} />
      </Card>

      {canCreate && <NewClientDialog open={creating} onOpenChange={setCreating} countries={countries} />}
      {actions.onEdit && <EditClientDialog client={editing} onOpenChange={(open) => !open && setEditing(null)} countries={countries} />}
      <ClientDetailsDialog client={viewing} canChangeYearEnd={can(role, 'update:client')} onOpenChange={(open) => !open && setViewing(null)} />
      {/* A decided or deleted client that empties the last page: the footer takes the list back one page. */}
      {actions.onDecide && <DecideClientDialog ask={deciding} onOpenChange={(open) => !open && setDeciding(null)} />}
      {actions.onDelete && <DeleteClientDialog client={deleting} onOpenChange={(open) => !open && setDeleting(null)} onDeleted={(id) => selection.remove([id])} />}
      {canBulk && (
        <BulkEditDialog ids={selection.ids} sharedCountry={selectedCountry} open={bulkOpen} onOpenChange={setBulkOpen} onDone={selection.clear} countries={countries} />
      )}
      {canFolder && (
        <>
          <FolderUploadDialog
            open={folderOpen}
            onOpenChange={(open) => {
              setFolderOpen(open);
              if (!open) upload.reset();
            }}
            upload={upload}
          />
          <DropOverlay onDrop={startFolderUpload} disabled={upload.running} />
        </>
      )}
    </div>
  );
}
