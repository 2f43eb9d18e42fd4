import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FileArchive, FolderPlus } from 'lucide-react';
import { AML_FILE_FILTER_LABELS, AML_FILE_FILTERS, AML_FILE_SORT_COLUMNS, AML_FILES_PAGE_SIZE } from '@domain/aml/file';
import { DUE_DILIGENCE_LABELS, DUE_DILIGENCE_LEVELS } from '@domain/aml/rulesets';
import { countOf } from '@domain/plural';
import { can } from '@domain/policy';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { DataTable } from '@web/components/list/DataTable';
import { LabelledSelect } from '@web/components/list/LabelledSelect';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { useSelection } from '@web/components/list/use-selection';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { useFiles, useOpenFile } from '../api/files';
import { ExportDialog } from './ExportDialog';
import { fileColumns } from './file-columns';
import { OpenFileDialog } from './OpenFileDialog';

/**
 * 'Fascicoli': every client's file with search, status and level, and 'Apri fascicolo'.
 * `clientId` (the client's details link here): that client's file opens, or is offered.
 */
export function FileList({ linkTo, onOpen, clientId }: { linkTo: (id: string) => string; onOpen: (fileId: string) => void; clientId: string | null }) {
  const { role } = useSession();
  const canPrepare = can(role, 'prepare:aml-file');
  const canExport = can(role, 'export:aml-file');
  const [, setParams] = useSearchParams();
  const list = useListState({
    filters: ['status', 'level'],
    sortable: AML_FILE_SORT_COLUMNS,
    pageSize: { phone: 10, desktop: AML_FILES_PAGE_SIZE },
    pageSizes: PAGE_SIZE_CHOICES,
  });
  const files = useFiles(clientId ? { client: clientId, page: 1, pageSize: 1 } : list.query);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const selection = useSelection(useMemo(() => files.data?.items.map((f) => f.id) ?? [], [files.data]));
  const openFile = useOpenFile();
  const forClient = clientId ? files.data?.items[0] : undefined;

  // The client's details asked for its file: the file opens when it exists.
  useEffect(() => {
    if (forClient) onOpen(forClient.id);
  }, [forClient, onOpen]);

  const forgetClient = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('cliente');
      return next;
    });

  const status = list.filters.status || 'all';
  const loading = <Skeleton className="h-64" role="status" aria-label="Caricamento fascicoli" />;
  const loadFailed = files.isError && <p className="text-sm text-destructive">Impossibile caricare i fascicoli</p>;
  return (
    <div className="grid gap-4">
      {clientId && (files.isPending ? loading : loadFailed)}
      {clientId && files.data && files.data.total === 0 && (
        <Alert>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <span>Il cliente non ha ancora un fascicolo antiriciclaggio.</span>
            <span className="flex flex-wrap gap-2">
              {canPrepare && (
                <Button size="sm" loading={openFile.isPending} onClick={() => openFile.mutate(clientId, { onSuccess: onOpen })}>
                  <FolderPlus />
                  Apri fascicolo
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={forgetClient}>
                Tutti i fascicoli
              </Button>
            </span>
          </AlertDescription>
        </Alert>
      )}
      {!clientId && (
        <Card className="gap-0 overflow-hidden p-0">
          <div className="flex flex-col gap-3 border-b p-3 sm:flex-row sm:flex-wrap sm:items-center sm:p-4">
            <ListSearch list={list} label="Cerca per cliente" placeholder="Cerca per cliente..." className="sm:max-w-xs sm:min-w-52" />
            <LabelledSelect label="Stato" value={status} onChange={(v) => list.setFilter('status', v === 'all' ? '' : v)}>
              {AML_FILE_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {AML_FILE_FILTER_LABELS[s]}
                </option>
              ))}
            </LabelledSelect>
            <LabelledSelect label="Adeguata verifica" value={list.filters.level} onChange={(v) => list.setFilter('level', v)}>
              <option value="">Tutte</option>
              {DUE_DILIGENCE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {DUE_DILIGENCE_LABELS[level]}
                </option>
              ))}
            </LabelledSelect>
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              {canExport && (
                <Button variant="outline" onClick={() => setExporting(true)}>
                  <FileArchive />
                  Esporta per ispezione
                </Button>
              )}
              {canPrepare && (
                <Button onClick={() => setDialogOpen(true)}>
                  <FolderPlus />
                  Apri fascicolo
                </Button>
              )}
            </div>
          </div>
          {canExport && selection.ids.length > 0 && (
            <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/40 px-3 py-2 text-sm sm:px-4">
              <span>{countOf(selection.ids.length, ['fascicolo selezionato', 'fascicoli selezionati'])}</span>
              <Button size="sm" variant="ghost" onClick={selection.clear}>
                Togli la selezione
              </Button>
            </div>
          )}
          {loadFailed && <div className="p-4">{loadFailed}</div>}
          {files.isPending ? (
            <div className="p-4">{loading}</div>
          ) : (
            <DataTable
              label="Fascicoli"
              columns={fileColumns({ linkTo })}
              rows={files.data?.items ?? []}
              rowId={(f) => f.id}
              rowName={(f) => f.clientName}
              loading={files.isFetching && files.isPlaceholderData}
              empty={status === 'all' && !list.q && !list.filters.level ? 'Nessun fascicolo aperto' : 'Nessun fascicolo corrisponde ai filtri'}
              sorting={list}
              selection={canExport ? selection : undefined}
              selectPageLabel="Seleziona tutti i fascicoli della pagina"
            />
          )}
          <ListFooter list={list} total={files.data?.total} noun={['fascicolo', 'fascicoli']} pageSizes={PAGE_SIZE_CHOICES} />
        </Card>
      )}
      {canExport && <ExportDialog open={exporting} onOpenChange={setExporting} selected={selection.ids} />}
      {canPrepare && <OpenFileDialog open={dialogOpen} onOpenChange={setDialogOpen} initial={null} onOpened={onOpen} />}
    </div>
  );
}
