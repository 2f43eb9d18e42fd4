import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Building2, FileText, HardDrive, Trash2, Upload, Users } from 'lucide-react';
import { countOf } from '@domain/plural';
import { can } from '@domain/policy';
import { formatBytes, quotaPercent } from '@domain/file-size';
import {
  bulkDeleteConfirmation,
  DOCUMENT_CLIENTS_PAGE_SIZE,
  DOCUMENT_SORT_COLUMNS,
  DOCUMENTS_PAGE_SIZE,
  moreThanLimitNotice,
  ONLY_PDF_MESSAGE,
  SELECT_CLIENT_FIRST_MESSAGE,
  SELECT_CLIENT_FIRST_TITLE,
  type AccessLevel,
} from '@domain/schemas/documents';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { useSession } from '@web/lib/session';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { PageHeader } from '@web/components/layout/PageHeader';
import { DataTable } from '@web/components/list/DataTable';
import { ExportLink, exportHref } from '@web/components/list/ExportLink';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { useSelection } from '@web/components/list/use-selection';
import { PageDropZone } from '@web/components/page-drop-zone';
import { StatCard } from '@web/components/stat-card';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { toast } from '@web/lib/toast';
import { downloadDocument } from '@web/lib/document-file';
import { useDeleteDocuments } from './api/delete-documents';
import { useDocumentClients } from './api/list-document-clients';
import { useDocuments, type DocumentItem } from './api/list-documents';
import { ClientPicker } from './components/ClientPicker';
import { documentColumns } from './components/document-columns';
import { UploadDocumentDialog } from './components/UploadDocumentDialog';
import { UploadProgressList } from '@web/components/upload-queue';
import { useDroppedUploads } from './components/use-uploads';
import { ViewDocumentDialog } from './components/ViewDocumentDialog';
import { PDF_FILE } from '@web/lib/pdf-file';

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

/** The chosen client's name in the address. */
const CLIENT_PARAM = 'cliente';

/**
 * /documenti-privati and /documenti-condivisi: clients on one side, the chosen client's
 * documents on the other. The chosen client and both lists' search, sort and page live
 * in the address, so a reload, Back or a shared link shows the same view.
 */
export function DocumentsPage({ level }: { level: AccessLevel }) {
  const texts = TEXTS[level];
  const { role } = useSession();
  const canUpload = can(role, 'upload:document');
  const canRename = can(role, 'rename:document');
  const canDelete = can(role, 'delete:document');
  const selectable = level === 'shared' && canDelete;

  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CLIENT_PARAM);
  const clientList = useListState({ prefix: 'clienti-', pageSize: { phone: 10, desktop: DOCUMENT_CLIENTS_PAGE_SIZE }, pageSizes: [DOCUMENT_CLIENTS_PAGE_SIZE] });
  const clients = useDocumentClients(level, clientList.query);
  const list = useListState({ sortable: DOCUMENT_SORT_COLUMNS, pageSize: { phone: 10, desktop: DOCUMENTS_PAGE_SIZE }, pageSizes: PAGE_SIZE_CHOICES });
  const docs = useDocuments(level, { ...list.query, clientId: selectedId ?? undefined });

  const [uploadOpen, setUploadOpen] = useState(false);
  const [viewing, setViewing] = useState<DocumentItem | null>(null);
  const [deleting, setDeleting] = useState<readonly string[] | null>(null);
  const remove = useDeleteDocuments();
  const dropped = useDroppedUploads(level);
  const documentsPanel = useRef<HTMLDivElement>(null);
  const revealFor = useRef<string | null>(null);

  const selection = useSelection(docs.data?.items.map((d) => d.id) ?? []);
  // Documents chosen for deletion belong to one client: another client starts afresh.
  const [selectionOf, setSelectionOf] = useState(selectedId);
  if (selectionOf !== selectedId) {
    setSelectionOf(selectedId);
    selection.clear();
  }

  // Another client: its documents from their first page, without the last client's search.
  const choose = (id: string) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(CLIENT_PARAM, id);
      next.delete('q');
      next.delete('page');
      return next;
    });
    // On a phone the documents sit below the client list: they are brought into view once drawn.
    const panel = documentsPanel.current;
    if (!panel || panel.getBoundingClientRect().top <= window.innerHeight / 2) return;
    if (id === selectedClient?.id) panel.scrollIntoView({ block: 'start' });
    else revealFor.current = id;
  };

  // The selected client as the server describes it (it may be on another page of the list).
  const selectedClient = selectedId && docs.data?.summary?.client.id === selectedId ? docs.data.summary.client : null;
  useEffect(() => {
    if (!selectedClient || revealFor.current !== selectedClient.id) return;
    revealFor.current = null;
    documentsPanel.current?.scrollIntoView({ block: 'start' });
  }, [selectedClient]);

  // Someone with a single client sees it straight away.
  const onlyClient = !selectedId && !clientList.search && clients.data?.totalAll === 1 ? clients.data.items[0]?.id : undefined;
  useEffect(() => {
    if (onlyClient) setParams({ [CLIENT_PARAM]: onlyClient }, { replace: true });
  }, [onlyClient, setParams]);

  useEffect(() => {
    if (clients.isError) toast.error('Impossibile caricare i clienti');
  }, [clients.isError]);
  useEffect(() => {
    if (docs.isError) toast.error(docs.error && 'status' in docs.error && docs.error.status === 404 ? 'Cliente non trovato.' : 'Impossibile caricare i documenti del cliente');
  }, [docs.isError, docs.error]);

  const onDrop = (data: DataTransfer) => {
    const files = Array.from(data.files);
    if (files.length === 0) return;
    if (!selectedId) {
      toast.error(SELECT_CLIENT_FIRST_MESSAGE, SELECT_CLIENT_FIRST_TITLE);
      return;
    }
    const pdfs = files.filter(PDF_FILE.matches);
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

  const summary = docs.data?.summary ?? null;
  const used = summary?.usedBytes ?? 0;
  const quota = summary?.quotaBytes ?? 0;
  const searchingAll = !selectedId && Boolean(list.q);
  const columns = documentColumns({
    showClient: searchingAll,
    canRename,
    canDelete,
    onView: setViewing,
    onDownload: (d) => void download(d),
    onDelete: (d) => setDeleting([d.id]),
  });

  return (
    <div>
      {canUpload && (
        <PageDropZone
          onDrop={onDrop}
          label={selectedClient ? `Rilascia i PDF per ${selectedClient.companyName}` : 'Rilascia i PDF qui'}
          hint="Solo file PDF"
          disabled={uploadOpen}
        />
      )}
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

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ClientPicker level={level} list={clientList} data={clients.data} loading={clients.isFetching} selectedId={selectedId} onSelect={choose} />

        <Card ref={documentsPanel} className="min-w-0 scroll-mt-20 gap-4 pb-0">
          <CardHeader className="@container gap-3">
            <div className="flex flex-col gap-1">
              <CardTitle className="truncate">{selectedClient ? selectedClient.companyName : searchingAll ? 'Risultati in tutti i clienti' : 'Documenti'}</CardTitle>
              {selectedClient?.fullName && <p className="text-sm text-muted-foreground">{selectedClient.fullName}</p>}
              {level === 'shared' && selectedClient && (
                <p className="text-xs break-all text-muted-foreground">
                  ID utente collegato: <span className="font-mono">{selectedClient.linkedUserId ?? 'nessuno'}</span>
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2 @md:flex-row">
              <ListSearch
                list={list}
                label="Cerca documenti"
                placeholder={selectedId ? 'Cerca per titolo o contenuto del PDF...' : 'Cerca nei documenti di tutti i clienti...'}
              />
              {(selectedId || searchingAll) && Boolean(docs.data?.total) && (
                <ExportLink href={exportHref(`/api/documents/${level}/export`, { ...list.query, clientId: selectedId ?? undefined })} />
              )}
            </div>
            {selectable && selection.ids.length > 0 && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
                <span>
                  {countOf(selection.ids.length, ['documento selezionato', 'documenti selezionati'])}
                </span>
                <Button size="sm" variant="destructive" onClick={() => setDeleting(selection.ids)}>
                  <Trash2 />
                  Elimina selezionati
                </Button>
              </div>
            )}
          </CardHeader>
          <CardContent className="space-y-4 px-0">
            {dropped.entries.length > 0 && (
              <div className="px-5">
                <UploadProgressList entries={dropped.entries} />
              </div>
            )}
            {!selectedId && !searchingAll ? (
              <div className="flex flex-col items-center gap-2 px-5 py-12 text-center text-muted-foreground">
                <Building2 className="size-10 opacity-40" aria-hidden="true" />
                <p className="font-medium text-foreground">Seleziona un cliente</p>
                <p className="text-sm">Scegli un cliente dall&apos;elenco per vederne i documenti {texts.noun}, oppure cerca in tutti i documenti.</p>
              </div>
            ) : (
              <div>
                <DataTable
                  label="Documenti"
                  columns={columns}
                  rows={docs.data?.items ?? []}
                  rowId={(d) => d.id}
                  rowName={(d) => d.title}
                  loading={docs.isPending}
                  empty={list.q ? 'Nessun documento corrisponde alla ricerca' : texts.empty}
                  sorting={list}
                  selection={selectable ? selection : undefined}
                  selectPageLabel="Seleziona tutti i documenti della pagina"
                />
                {docs.data?.moreThanLimit && <p className="px-5 pt-3 text-sm text-muted-foreground">{moreThanLimitNotice}</p>}
                <ListFooter list={list} total={docs.data?.total} noun={['documento', 'documenti']} pageSizes={PAGE_SIZE_CHOICES} />
              </div>
            )}
          </CardContent>
        </Card>
      </div>

      {canUpload && <UploadDocumentDialog level={level} client={selectedClient} open={uploadOpen} onOpenChange={setUploadOpen} />}
      <ViewDocumentDialog level={level} doc={viewing} onOpenChange={(open) => !open && setViewing(null)} onDownload={(d) => void download(d)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Conferma eliminazione"
        description={bulkDeleteConfirmation(deleting?.length ?? 0)}
        confirmLabel="Elimina"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync([...deleting]);
          selection.remove(deleting);
        }}
      />
    </div>
  );
}
