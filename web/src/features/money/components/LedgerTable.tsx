import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { formatAmount } from '@domain/money';
import { formatDateIt } from '@domain/periods';
import type { LedgerKind } from '@domain/schemas/money';
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
import { Card, CardContent, CardHeader, CardTitle, CardDescription } from '@web/components/ui/card';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { useDeleteEntry } from '../api/delete-entry';
import type { EntriesPage, LedgerRowView } from '../api/list-entries';
import { LEDGER_TEXTS } from './ledger-texts';

/** Lista Spese / Lista Entrate: Data, Importo (-€ / +€), Causale, Mittente, Conto ("N/A"), with edit and delete. */
export function LedgerTable({
  kind,
  data,
  loading,
  page,
  onPageChange,
  onEdit,
}: {
  kind: LedgerKind;
  data: EntriesPage | undefined;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (row: LedgerRowView) => void;
}) {
  const texts = LEDGER_TEXTS[kind];
  const remove = useDeleteEntry(kind);
  const [deleting, setDeleting] = useState<LedgerRowView | null>(null);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const amountText = (row: LedgerRowView) => `${texts.sign}€${formatAmount(row.amount)}`;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(texts.deleted);
      if (data && data.items.length === 1 && page > 1) onPageChange(page - 1);
    } catch (error) {
      toast.fromError(error, texts.deleteError);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.listTitle}</CardTitle>
        {data && data.total > 0 && <CardDescription>{data.total} in totale, dalla più recente</CardDescription>}
      </CardHeader>
      <CardContent className="px-0 sm:px-5">
        {loading && !data ? (
          <div className="space-y-2 px-5 sm:px-0">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : !data || data.total === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-muted-foreground sm:px-0">{texts.empty}</p>
        ) : (
          <>
            <Table aria-label={texts.listTitle}>
              <TableHeader>
                <TableRow>
                  <TableHead>Data</TableHead>
                  <TableHead className="text-right">Importo</TableHead>
                  <TableHead>Causale</TableHead>
                  <TableHead>{texts.senderLabel}</TableHead>
                  <TableHead>Conto</TableHead>
                  <TableHead className="w-0">
                    <span className="sr-only">Azioni</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="whitespace-nowrap tabular-nums">{formatDateIt(row.date)}</TableCell>
                    <TableCell className={cn('text-right font-medium whitespace-nowrap tabular-nums', kind === 'expense' ? 'text-destructive' : 'text-success')}>
                      {amountText(row)}
                    </TableCell>
                    <TableCell className="max-w-64 min-w-40 truncate" title={row.description}>
                      {row.description}
                    </TableCell>
                    <TableCell className="max-w-48 truncate">{row.sender ?? '—'}</TableCell>
                    <TableCell className="whitespace-nowrap">{row.bankAccount ?? 'N/A'}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon-sm" aria-label={`Modifica ${texts.noun.toLowerCase()} ${row.description}`} onClick={() => onEdit(row)}>
                          <Pencil />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          className="text-destructive hover:text-destructive"
                          aria-label={`Elimina ${texts.noun.toLowerCase()} ${row.description}`}
                          onClick={() => setDeleting(row)}
                        >
                          <Trash2 />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pagination className="mt-4" page={page} pageCount={pageCount} onPageChange={onPageChange} />
          </>
        )}
      </CardContent>
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Eliminare questa {texts.noun.toLowerCase()}?</AlertDialogTitle>
            <AlertDialogDescription>
              {deleting &&
                `${texts.noun} di €${formatAmount(deleting.amount)} del ${formatDateIt(deleting.date)} ("${deleting.description}"). Questa azione non può essere annullata.`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel />
            <AlertDialogAction
              destructive
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
    </Card>
  );
}
