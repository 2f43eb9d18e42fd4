import { useEffect, useState } from 'react';
import { FilePlus2, FileSignature, Upload } from 'lucide-react';
import { can } from '@domain/policy';
import { useSession } from '@web/app/session';
import { PageHeader } from '@web/components/layout/PageHeader';
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
import { Card } from '@web/components/ui/card';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useDeleteContract } from './api/delete-contract';
import { downloadContract } from './api/download-contract';
import { useContracts, type ContractItem } from './api/list-contracts';
import { ContractCard } from './components/ContractCard';
import { GenerateContractDialog } from './components/GenerateContractDialog';
import { UploadContractDialog } from './components/UploadContractDialog';

/** /contratti: the firm's contract templates as cards. */
export function ContractsPage() {
  const { role } = useSession();
  const canUpload = can(role, 'upload:contract');
  const canDelete = can(role, 'delete:contract');
  const [page, setPage] = useState(1);
  const contracts = useContracts(page);
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

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Contratto eliminato con successo');
      // The last card of a page gone: show the page before.
      if (contracts.data && contracts.data.items.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toast.fromError(error, "Errore nell'eliminazione del contratto");
    } finally {
      setDeleting(null);
    }
  };

  const data = contracts.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
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

      {contracts.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label="Caricamento contratti">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-48 rounded-xl" />
          ))}
        </div>
      )}

      {data && data.total === 0 && (
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
      )}

      {data && data.items.length > 0 && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.items.map((contract) => (
              <ContractCard
                key={contract.id}
                contract={contract}
                onDownload={() => void download(contract)}
                onDelete={canDelete ? () => setDeleting(contract) : undefined}
              />
            ))}
          </div>
          <Pagination className="mt-6" page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}

      {canUpload && <UploadContractDialog open={uploadOpen} onOpenChange={setUploadOpen} />}
      {canUpload && <GenerateContractDialog open={generateOpen} onOpenChange={setGenerateOpen} />}
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Eliminare il contratto?</AlertDialogTitle>
            <AlertDialogDescription>
              Il contratto &quot;{deleting?.title}&quot; e il suo file saranno eliminati. Questa azione non può essere annullata.
            </AlertDialogDescription>
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
