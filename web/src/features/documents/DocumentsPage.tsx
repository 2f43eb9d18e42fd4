import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Building2, FileText, HardDrive, Search, Trash2, Upload, Users } from 'lucide-react';
import { can } from '@domain/policy';
import { formatBytes, quotaPercent } from '@domain/file-size';
import {
  bulkDeleteConfirmation,
  isPdfName,
  moreThanLimitNotice,
  ONLY_PDF_MESSAGE,
  SELECT_CLIENT_FIRST_MESSAGE,
  SELECT_CLIENT_FIRST_TITLE,
  type AccessLevel,
} from '@domain/schemas/documents';
import { useSession } from '@web/app/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { StatCard } from '@web/components/stat-card';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Pagination } from '@web/components/ui/pagination';
import { Progress } from '@web/components/ui/progress';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { toast } from '@web/lib/toast';
import { useDeleteDocuments } from './api/delete-documents';
import { downloadDocument } from './api/download-document';
import { useDocumentClients } from './api/list-document-clients';
import { useDocuments, type DocumentItem } from './api/list-documents';
import { ClientPicker } from './components/ClientPicker';
import { DocumentsTable } from './components/DocumentsTable';
import { PageDropZone } from './components/PageDropZone';
import { UploadDocumentDialog } from './components/UploadDocumentDialog';
import { UploadProgressList } from './components/UploadProgressList';
import { useDroppedUploads } from './components/use-uploads';
import { ViewDocumentDialog } from './components/ViewDocumentDialog';

const TEXTS: Record<AccessLevel, { title: string; subtitle: string; countLabel: string; empty: string; noun: string }> = {
  private: {
    title: 'Documenti Privati',
    subtitle: 'Documenti riservati dei clienti, visibili solo allo staff',
    countLabel: 'Documenti Privati',
    empty: 'Nessun documento privato per questo cliente',
    noun: 'privati',
  },
  shared: {
    title: 'Documenti Condivisi',
    subtitle: 'Documenti condivisi con i clienti',
    countLabel: 'Documenti Condivisi',
    empty: 'Nessun documento condiviso per questo cliente',
    noun: 'condivisi',
  },
};

/** /documenti-privati and /documenti-condivisi: clients on one side, the selected client's documents on the other. */
export function DocumentsPage({ level }: { level: AccessLevel }) {
  const texts = TEXTS[level];
  const { role } = useSession();
  const canUpload = can(role, 'upload:document');
  const canRename = can(role, 'rename:document');
  const canDelete = can(role, 'delete:document');
  const selectable = level === 'shared' && canDelete;

  // The selected client lives in the address, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('cliente');
  const select = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('cliente', id);
        else next.delete('cliente');
        return next;
      },
      { replace: true },
    );

  const [clientSearch, setClientSearch] = useState('');
  const [clientPage, setClientPage] = useState(1);
  const debouncedClientSearch = useDebouncedValue(clientSearch);
  const clients = useDocumentClients(level, { search: debouncedClientSearch, page: clientPage });

  const [docSearch, setDocSearch] = useState('');
  const [docPage, setDocPage] = useState(1);
  const debouncedDocSearch = useDebouncedValue(docSearch);
  const docs = useDocuments(level, { clientId: selectedId, search: debouncedDocSearch, page: docPage });

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [uploadOpen, setUploadOpen] = useState(false);
  const [viewing, setViewing] = useState<DocumentItem | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const remove = useDeleteDocuments();
  const dropped = useDroppedUploads(level);

  // The selected client as the server describes it (it may be on another page of the list).
  const selectedClient = selectedId && docs.data?.summary?.client.id === selectedId ? docs.data.summary.client : null;

  // Someone with a single client sees it straight away.
  const onlyClient = !selectedId && !clientSearch && clients.data?.totalAll === 1 ? clients.data.items[0]?.id : undefined;
  useEffect(() => {
    if (onlyClient) setParams({ cliente: onlyClient }, { replace: true });
  }, [onlyClient, setParams]);

  const changeDocSearch = (value: string) => {
    setDocSearch(value);
    setDocPage(1);
    setSelected(new Set());
  };
  const changeClientSearch = (value: string) => {
    setClientSearch(value);
    setClientPage(1);
  };

  useEffect(() => {
    if (clients.isError) toast.error('Impossibile caricare i clienti');
  }, [clients.isError]);
  useEffect(() => {
    if (docs.isError) toast.error(docs.error && 'status' in docs.error && docs.error.status === 404 ? 'Cliente non trovato.' : 'Impossibile caricare i documenti del cliente');
  }, [docs.isError, docs.error]);

  const onDrop = (files: File[]) => {
    if (!selectedId) {
      toast.error(SELECT_CLIENT_FIRST_MESSAGE, SELECT_CLIENT_FIRST_TITLE);
      return;
    }
    const pdfs = files.filter((f) => isPdfName(f.name) || f.type === 'application/pdf');
    if (pdfs.length < files.length) toast.error(ONLY_PDF_MESSAGE);
    if (pdfs.length > 0) void dropped.upload(selectedId, pdfs);
  };

  const download = async (doc: DocumentItem) => {
    try {
      await downloadDocument(doc);
    } catch (error) {
      toast.fromError(error, 'Impossibile scaricare il documento');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { deleted } = await remove.mutateAsync(deleting);
      toast.success(deleted === 1 ? 'Documento eliminato con successo' : `${deleted} documenti eliminati con successo`);
      setSelected(new Set());
    } catch (error) {
      toast.fromError(error, 'Impossibile eliminare i documenti selezionati');
    } finally {
      setDeleting(null);
    }
  };

  const summary = docs.data?.summary ?? null;
  const used = summary?.usedBytes ?? 0;
  const quota = summary?.quotaBytes ?? 0;
  const searchingAll = !selectedId && Boolean(debouncedDocSearch.trim());
  const docPageCount = docs.data ? Math.max(1, Math.ceil(docs.data.total / docs.data.pageSize)) : 1;
  const visibleIds = docs.data?.items.map((d) => d.id) ?? [];
  const selectedVisible = visibleIds.filter((id) => selected.has(id));

  return (
    <div>
      {canUpload && <PageDropZone onDrop={onDrop} label={selectedClient ? `Rilascia i PDF per ${selectedClient.companyName}` : 'Rilascia i PDF qui'} />}
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          canUpload && (
            <Button onClick={() => setUploadOpen(true)} disabled={!selectedId}>
              <Upload />
              Carica Documento
            </Button>
          )
        }
      />

      <section aria-label="Riepilogo" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard label="Totale Clienti" value={clients.data ? clients.data.totalAll.toLocaleString('it-IT') : '–'} icon={Users} />
        <StatCard
          label="Cliente Selezionato"
          value={<span className="block truncate text-base sm:text-lg">{selectedClient?.companyName ?? 'Nessuno'}</span>}
          icon={Building2}
          tone="muted"
        />
        <StatCard label={texts.countLabel} value={summary ? summary.documentCount : '–'} icon={FileText} tone="success" />
        <StatCard
          label="Spazio Utilizzato"
          value={summary ? <span className="text-base sm:text-lg">{formatBytes(used)}</span> : '–'}
          icon={HardDrive}
          tone="warning"
          hint={
            summary && (
              <span className="mt-1 block space-y-1">
                <Progress value={quotaPercent(used, quota)} aria-label="Spazio utilizzato" className="h-1.5" />
                <span className="block">di {formatBytes(quota)}</span>
              </span>
            )
          }
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ClientPicker
          level={level}
          data={clients.data}
          loading={clients.isFetching}
          search={clientSearch}
          onSearchChange={changeClientSearch}
          page={clientPage}
          onPageChange={setClientPage}
          selectedId={selectedId}
          onSelect={(id) => {
            select(id);
            changeDocSearch('');
          }}
        />

        <Card className="min-w-0 gap-4">
          <CardHeader className="gap-3">
            <div className="flex flex-col gap-1">
              <CardTitle className="truncate">{selectedClient ? selectedClient.companyName : searchingAll ? 'Risultati in tutti i clienti' : 'Documenti'}</CardTitle>
              {selectedClient?.fullName && <p className="text-sm text-muted-foreground">{selectedClient.fullName}</p>}
              {level === 'shared' && selectedClient && (
                <p className="text-xs break-all text-muted-foreground">
                  ID utente collegato: <span className="font-mono">{selectedClient.linkedUserId ?? 'nessuno'}</span>
                </p>
              )}
            </div>
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                type="search"
                value={docSearch}
                onChange={(e) => changeDocSearch(e.target.value)}
                placeholder={selectedId ? 'Cerca per titolo o contenuto del PDF...' : 'Cerca nei documenti di tutti i clienti...'}
                aria-label="Cerca documenti"
                className="pl-9"
              />
            </div>
            {selectable && selectedVisible.length > 0 && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
                <span>
                  {selectedVisible.length} {selectedVisible.length === 1 ? 'documento selezionato' : 'documenti selezionati'}
                </span>
                <Button size="sm" variant="destructive" onClick={() => setDeleting(selectedVisible)}>
                  <Trash2 />
                  Elimina selezionati
                </Button>
              </div>
            )}
          </CardHeader>
          <CardContent className="space-y-4 px-0 sm:px-5">
            <div className="px-5 sm:px-0">
              <UploadProgressList entries={dropped.entries} />
            </div>
            {!selectedId && !searchingAll ? (
              <div className="flex flex-col items-center gap-2 px-5 py-12 text-center text-muted-foreground">
                <Building2 className="size-10 opacity-40" aria-hidden="true" />
                <p className="font-medium text-foreground">Seleziona un cliente</p>
                <p className="text-sm">Scegli un cliente dall&apos;elenco per vederne i documenti {texts.noun}, oppure cerca in tutti i documenti.</p>
              </div>
            ) : (
              <>
                <DocumentsTable
                  items={docs.data?.items}
                  loading={docs.isFetching}
                  showClient={searchingAll}
                  canRename={canRename}
                  canDelete={canDelete}
                  selectable={selectable}
                  selected={selected}
                  onSelectedChange={setSelected}
                  onView={setViewing}
                  onDownload={(d) => void download(d)}
                  onDelete={(d) => setDeleting([d.id])}
                  emptyText={debouncedDocSearch.trim() ? 'Nessun documento corrisponde alla ricerca' : texts.empty}
                />
                {docs.data?.moreThanLimit && <p className="px-5 pt-3 text-sm text-muted-foreground">{moreThanLimitNotice}</p>}
                <Pagination page={docPage} pageCount={docPageCount} onPageChange={(p) => {
                    setDocPage(p);
                    setSelected(new Set());
                  }} />
              </>
            )}
          </CardContent>
        </Card>
      </div>

      {canUpload && (
        <UploadDocumentDialog level={level} client={selectedClient} open={uploadOpen} onOpenChange={setUploadOpen} />
      )}
      <ViewDocumentDialog level={level} doc={viewing} onOpenChange={(open) => !open && setViewing(null)} onDownload={(d) => void download(d)} />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Conferma eliminazione</AlertDialogTitle>
            <AlertDialogDescription>{bulkDeleteConfirmation(deleting?.length ?? 0)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Annulla</AlertDialogCancel>
            <AlertDialogAction
              destructive
              disabled={remove.isPending}
              onClick={(e) => {
                e.preventDefault();
                void confirmDelete();
              }}
            >
              Elimina
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
