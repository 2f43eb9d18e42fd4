import { useCallback, useEffect, useMemo, useState } from 'react';
import { CheckCircle2, Clock, FolderUp, ListChecks, Plus, Search, UserPlus, Users, X } from 'lucide-react';
import { can } from '@domain/policy';
import { APPROVAL_STATUS_LABELS, CLIENT_PAGE_SIZE_DESKTOP, CLIENT_PAGE_SIZE_MOBILE, type ApprovalStatus, type InlineUpdateInput } from '@domain/schemas/clients';
import { useSession } from '@web/app/session';
import { CountryLabel } from '@web/components/country-flag';
import { PageHeader } from '@web/components/layout/PageHeader';
import { StatCard } from '@web/components/stat-card';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Pagination } from '@web/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/lib/toast';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useHydrated } from '@web/lib/use-hydrated';
import { useIsMobile } from '@web/lib/use-mobile';
import { useClientStats } from './api/client-stats';
import { useClientsMeta } from './api/clients-meta';
import { useClients, type ClientRow } from './api/list-clients';
import { useUpdateClientField } from './api/update-client-field';
import { BulkEditDialog } from './components/BulkEditDialog';
import { DecideClientDialog, type PendingDecision } from './components/ClientApproval';
import { ClientCards } from './components/ClientCards';
import { ClientDetailsDialog } from './components/ClientDetailsDialog';
import { EditClientDialog, NewClientDialog } from './components/ClientFormDialog';
import { ClientsTable, type ClientListProps } from './components/ClientsTable';
import { DeleteClientDialog } from './components/DeleteClientDialog';
import { DropOverlay } from './folder/DropOverlay';
import { FolderUploadDialog } from './folder/FolderUploadDialog';
import type { FolderBatch } from './folder/read-folder';
import { useFolderUpload } from './folder/use-folder-upload';
import { numberIt } from './format';

const ALL = 'all';
const LOAD_ERROR = 'Impossibile caricare i clienti';

export function ClientsPage() {
  const { role } = useSession();
  const isMobile = useIsMobile();
  const hydrated = useHydrated();
  const pageSize = isMobile ? CLIENT_PAGE_SIZE_MOBILE : CLIENT_PAGE_SIZE_DESKTOP;

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const [country, setCountry] = useState('');
  const [year, setYear] = useState('');
  const [status, setStatus] = useState<ApprovalStatus | ''>('');
  // The page belongs to one set of filters: any change of filter (or page size) is page 1 again.
  const filterKey = `${q.trim()}|${country}|${year}|${status}|${pageSize}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key: filterKey, page: next }), [filterKey]);

  const list = useClients({ q, country, year, status, page, pageSize });
  const stats = useClientStats();
  const meta = useClientsMeta();
  const countries = useMemo(() => meta.data?.countries ?? [], [meta.data]);
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  useEffect(() => {
    if (list.isError) toast.error(LOAD_ERROR);
  }, [list.isError]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const togglePage = (checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const r of rows) {
        if (checked) next.add(r.id);
        else next.delete(r.id);
      }
      return next;
    });
  const selectedIds = useMemo(() => [...selected], [selected]);
  // The one country the selected clients share, when all of them are on this page (null: none known).
  const selectedCountry = useMemo(() => {
    const codes = new Set(selectedIds.map((id) => list.data?.items.find((r) => r.id === id)?.countryCode));
    const [code] = codes;
    return codes.size === 1 && code !== undefined ? code : null;
  }, [selectedIds, list.data]);

  const [creating, setCreating] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [folderOpen, setFolderOpen] = useState(false);
  const [viewing, setViewing] = useState<ClientRow | null>(null);
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const [deleting, setDeleting] = useState<ClientRow | null>(null);
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);

  const updateField = useUpdateClientField();
  const inlineSave = async (client: ClientRow, input: InlineUpdateInput) => {
    try {
      await updateField.mutateAsync({ id: client.id, input });
      toast.success('Campo aggiornato con successo');
    } catch (error) {
      toast.fromError(error, 'Errore durante l\'aggiornamento');
      throw error;
    }
  };

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
  const listProps: ClientListProps = {
    rows,
    loading: list.isPending,
    countries,
    selected,
    onToggle: toggle,
    onTogglePage: togglePage,
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
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Cerca clienti..." aria-label="Cerca clienti" className="pl-9" />
          </div>
          <div className="grid grid-cols-2 gap-3 md:flex">
            <Select value={status || ALL} onValueChange={(v) => setStatus(v === ALL ? '' : (v as ApprovalStatus))}>
              <SelectTrigger className="col-span-2 md:w-40" aria-label="Filtra per stato di approvazione">
                <SelectValue>{status ? APPROVAL_STATUS_LABELS[status] : 'Tutti gli stati'}</SelectValue>
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
            <Select value={country || ALL} onValueChange={(v) => setCountry(v === ALL ? '' : v)}>
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
            <Select value={year || ALL} onValueChange={(v) => setYear(v === ALL ? '' : v)}>
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

        {selected.size > 0 && (
          <div className="flex flex-wrap items-center gap-2 border-b bg-accent/50 px-3 py-2 sm:px-4" role="region" aria-label="Selezione">
            <span className="text-sm font-medium">{selected.size} selezionati</span>
            {canBulk && (
              <Button size="sm" onClick={() => setBulkOpen(true)}>
                <ListChecks /> Modifica Bulk
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              <X /> Deseleziona
            </Button>
          </div>
        )}

        {list.isError && (
          <Alert variant="destructive" className="m-3 w-auto">
            <AlertDescription>{LOAD_ERROR}</AlertDescription>
          </Alert>
        )}

        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {hydrated ? (
            isMobile ? (
              <ClientCards {...listProps} />
            ) : (
              <ClientsTable {...listProps} />
            )
          ) : (
            // The server cannot know the screen's width: until the page is live, CSS picks the layout.
            <>
              <div className="md:hidden">
                <ClientCards {...listProps} />
              </div>
              <div className="hidden md:block">
                <ClientsTable {...listProps} />
              </div>
            </>
          )}
        </div>

        {total > 0 && (
          <div className="flex flex-col items-center justify-between gap-3 border-t p-3 sm:flex-row sm:px-4">
            <p className="text-sm text-muted-foreground">
              {numberIt.format((page - 1) * pageSize + 1)}–{numberIt.format(Math.min(page * pageSize, total))} di {numberIt.format(total)} clienti
            </p>
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
          </div>
        )}
      </Card>

      {canCreate && <NewClientDialog open={creating} onOpenChange={setCreating} countries={countries} />}
      {listProps.onEdit && <EditClientDialog client={editing} onOpenChange={(open) => !open && setEditing(null)} countries={countries} />}
      <ClientDetailsDialog client={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      {listProps.onDecide && (
        <DecideClientDialog
          ask={deciding}
          onOpenChange={(open) => !open && setDeciding(null)}
          // Filtered by status, the decided client leaves the list: an emptied last page goes back one.
          onDecided={() => {
            if (status && rows.length === 1 && page > 1) setPage(page - 1);
          }}
        />
      )}
      {listProps.onDelete && (
        <DeleteClientDialog
          client={deleting}
          onOpenChange={(open) => !open && setDeleting(null)}
          onDeleted={(id) => {
            setSelected((prev) => {
              const next = new Set(prev);
              next.delete(id);
              return next;
            });
            if (rows.length === 1 && page > 1) setPage(page - 1);
          }}
        />
      )}
      {canBulk && (
        <BulkEditDialog ids={selectedIds} sharedCountry={selectedCountry} open={bulkOpen} onOpenChange={setBulkOpen} onDone={() => setSelected(new Set())} countries={countries} />
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
