import { useEffect, useState } from 'react';
import { Download, FilePlus2, FileSignature, Trash2, Upload } from 'lucide-react';
import { formatBytes } from '@domain/file-size';
import { can } from '@domain/policy';
import { CONTRACT_SORT_COLUMNS, CONTRACTS_PAGE_SIZE } from '@domain/schemas/contracts';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import { useSession } from '@web/lib/session';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Instant } from '@web/components/instant';
import { PageHeader } from '@web/components/layout/PageHeader';
import { DataTable, type Column } from '@web/components/list/DataTable';
import { IconCell } from '@web/components/list/IconCell';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import { useListState } from '@web/components/list/use-list-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useDeleteContract } from './api/delete-contract';
import { downloadContract } from './api/download-contract';
import { useContracts, type ContractItem } from './api/list-contracts';
import { GenerateContractDialog } from './components/GenerateContractDialog';
import { UploadContractDialog } from './components/UploadContractDialog';

const KIND: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain': 'TXT',
};

function contractColumns({ onDownload, onDelete }: { onDownload: (c: ContractItem) => void; onDelete?: (c: ContractItem) => void }): Column<ContractItem>[] {
  return [
    {
      id: 'title',
      header: 'Contratto',
      sort: 'title',
      card: 'title',
      width: 240,
      className: 'max-w-64',
      cell: (c) => (
        <IconCell icon={FileSignature}>
          <p className="font-medium break-words">{c.title}</p>
          <p className="truncate text-xs font-normal text-muted-foreground" title={c.fileName}>
            {c.fileName}
          </p>
        </IconCell>
      ),
    },
    { id: 'kind', header: 'Tipo', width: 70, givesWay: { kind: 'spec' }, cell: (c) => <Badge variant="secondary">{KIND[c.contentType.split(';')[0]!] ?? 'File'}</Badge> },
    {
      id: 'description',
      header: 'Descrizione',
      width: 200,
      givesWay: { kind: 'spec', order: 1 },
      className: 'max-w-72',
      cell: (c) =>
        c.description ? <p className="line-clamp-2 whitespace-normal text-muted-foreground">{c.description}</p> : <span className="text-muted-foreground/70 italic">Nessuna</span>,
    },
    { id: 'createdAt', header: 'Data', sort: 'createdAt', width: 110, className: 'whitespace-nowrap tabular-nums', cell: (c) => <Instant value={c.createdAt} day /> },
    { id: 'fileSize', header: 'Dimensione', sort: 'fileSize', width: 120, className: 'whitespace-nowrap tabular-nums', cell: (c) => formatBytes(c.fileSize) },
    { id: 'uploadedBy', header: 'Caricato da', width: 120, givesWay: { kind: 'spec', order: 2 }, cell: (c) => c.uploadedByName ?? '–' },
    {
      id: 'actions',
      header: 'Azioni',
      card: 'actions',
      width: 90,
      cell: (c) => (
        <div className="flex justify-end gap-0.5">
          <Button size="icon-sm" variant="ghost" onClick={() => onDownload(c)} aria-label={`Scarica ${c.title}`} title="Scarica">
            <Download />
          </Button>
          {onDelete && (
            <Button size="icon-sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => onDelete(c)} aria-label={`Elimina ${c.title}`} title="Elimina">
              <Trash2 />
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/** /contratti: the firm's contract templates, searched and sorted on the server. */
export function ContractsPage() {
  const { role } = useSession();
  const canUpload = can(role, 'upload:contract');
  const canDelete = can(role, 'delete:contract');
  const list = useListState({ sortable: CONTRACT_SORT_COLUMNS, pageSize: { phone: 10, desktop: CONTRACTS_PAGE_SIZE }, pageSizes: PAGE_SIZE_CHOICES });
  const contracts = useContracts(list.query);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [generateOpen, setGenerateOpen] = useState(false);
  const [deleting, setDeleting] = useState<ContractItem | null>(null);
  const remove = useDeleteContract();

  useEffect(() => {
    if (contracts.isError) toast.error('Impossibile caricare i contratti');
  }, [contracts.isError]);

  const download = async (contract: ContractItem) => {
    try {
      await downloadContract(contract);
    } catch (error) {
      toast.fromError(error, 'Errore nel download del contratto');
    }
  };

  const data = contracts.data;
  const columns = contractColumns({ onDownload: (c) => void download(c), onDelete: canDelete ? setDeleting : undefined });
  return (
    <div>
      <PageHeader
        title="Contratti"
        subtitle="Modelli e contratti dello studio"
        actions={
          canUpload && (
            <>
              <Button variant="outline" onClick={() => setGenerateOpen(true)}>
                <FilePlus2 />
                Genera Contratto
              </Button>
              <Button onClick={() => setUploadOpen(true)}>
                <Upload />
                Carica Contratto
              </Button>
            </>
          )
        }
      />

      {contracts.isPending && <Skeleton className="h-96 rounded-xl" role="status" aria-label="Caricamento contratti" />}

      {data && data.total === 0 && !list.q ? (
        <Card className="items-center px-6 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
            <FileSignature className="size-7" aria-hidden="true" />
          </span>
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">Nessun contratto</h2>
            <p className="text-sm text-muted-foreground">Carica il primo contratto per iniziare.</p>
          </div>
          {canUpload && (
            <Button onClick={() => setUploadOpen(true)}>
              <Upload />
              Carica il primo contratto
            </Button>
          )}
        </Card>
      ) : (
        data && (
          <Card className="gap-0 overflow-hidden p-0">
            <div className="border-b p-3 sm:p-4">
              <ListSearch list={list} label="Cerca contratti" placeholder="Cerca per titolo, descrizione o nome del file..." />
            </div>
            <DataTable
              label="Contratti"
              columns={columns}
              rows={data.items}
              rowId={(c) => c.id}
              rowName={(c) => c.title}
              loading={false}
              empty="Nessun contratto corrisponde alla ricerca"
              sorting={list}
            />
            <ListFooter list={list} total={data.total} noun={['contratto', 'contratti']} pageSizes={PAGE_SIZE_CHOICES} />
          </Card>
        )
      )}

      {canUpload && <UploadContractDialog open={uploadOpen} onOpenChange={setUploadOpen} />}
      {canUpload && <GenerateContractDialog open={generateOpen} onOpenChange={setGenerateOpen} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminare il contratto?"
        description={<>Il contratto &quot;{deleting?.title}&quot; e il suo file saranno eliminati. Questa azione non può essere annullata.</>}
        confirmLabel="Elimina"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </div>
  );
}
