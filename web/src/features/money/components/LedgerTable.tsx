import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { formatAmount } from '@domain/money';
import { formatDateIt } from '@domain/periods';
import { PAGE_SIZE_CHOICES } from '@domain/schemas/list-query';
import type { LedgerKind, LedgerSortColumn } from '@domain/schemas/money';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DataTable, type Column } from '@web/components/list/DataTable';
import { ExportLink } from '@web/components/list/ExportLink';
import { ListFooter } from '@web/components/list/ListFooter';
import { ListSearch } from '@web/components/list/ListSearch';
import type { ListState } from '@web/components/list/use-list-state';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useDeleteEntry } from '../api/delete-entry';
import { exportEntriesUrl } from '../api/export-entries';
import type { EntriesPage, LedgerRowView } from '../api/list-entries';
import { LEDGER_TEXTS, type LedgerTexts } from './ledger-texts';

/**
 * The spec's columns with their cells at their widest (Causale 14rem, Mittente 10rem, Conto 9rem,
 * then truncated): all of them fit a 1280 px screen with the sidebar open (a box of about 960 px);
 * narrower, Mittente then Conto move to the row's details.
 */
function ledgerColumns(kind: LedgerKind, texts: LedgerTexts, onEdit: (row: LedgerRowView) => void, onDelete: (row: LedgerRowView) => void): Column<LedgerRowView>[] {
  const noun = texts.noun.toLowerCase();
  return [
    { id: 'date', header: 'Data', sort: 'date', card: 'subtitle', width: 105, className: 'whitespace-nowrap tabular-nums', cell: (row) => formatDateIt(row.date) },
    {
      id: 'amount',
      header: 'Importo',
      sort: 'amount',
      card: 'footer',
      width: 120,
      headerClassName: 'text-right',
      className: cn('text-right font-medium whitespace-nowrap tabular-nums', kind === 'expense' ? 'text-destructive' : 'text-success'),
      cell: (row) => `${texts.sign}€${formatAmount(row.amount)}`,
      cardCell: (row) => (
        <span className={cn('font-semibold tabular-nums', kind === 'expense' ? 'text-destructive' : 'text-success')}>{`${texts.sign}€${formatAmount(row.amount)}`}</span>
      ),
    },
    {
      id: 'description',
      header: 'Causale',
      sort: 'description',
      card: 'title',
      width: 200,
      className: 'max-w-56 min-w-40 truncate',
      cell: (row) => <span title={row.description}>{row.description}</span>,
      cardCell: (row) => <span className="break-words">{row.description}</span>,
    },
    {
      id: 'sender',
      header: texts.senderLabel,
      width: 160,
      givesWay: { kind: 'spec', order: 1 },
      className: 'max-w-40 truncate',
      cell: (row) => row.sender ?? '—',
      cardCell: (row) => <span className="break-words">{row.sender ?? '—'}</span>,
    },
    { id: 'bankAccount', header: 'Conto', width: 140, givesWay: { kind: 'spec' }, className: 'max-w-36 truncate', cell: (row) => row.bankAccount ?? 'N/A' },
    {
      id: 'actions',
      header: 'Azioni',
      card: 'actions',
      width: 92,
      headerClassName: 'w-0',
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon-sm" aria-label={`Modifica ${noun} ${row.description}`} onClick={() => onEdit(row)}>
            <Pencil />
          </Button>
          <Button variant="ghost" size="icon-sm" className="text-destructive hover:text-destructive" aria-label={`Elimina ${noun} ${row.description}`} onClick={() => onDelete(row)}>
            <Trash2 />
          </Button>
        </div>
      ),
    },
  ];
}

/**
 * Lista Spese / Lista Entrate: Data, Importo (-€ / +€), Causale, Mittente, Conto ("N/A"), with
 * edit and delete; searched, sorted and paged on the server, exported as it is searched and sorted.
 */
export function LedgerTable({
  kind,
  list,
  data,
  loading,
  onEdit,
}: {
  kind: LedgerKind;
  list: ListState<never, LedgerSortColumn>;
  data: EntriesPage | undefined;
  loading: boolean;
  onEdit: (row: LedgerRowView) => void;
}) {
  const texts = LEDGER_TEXTS[kind];
  const remove = useDeleteEntry(kind);
  const [deleting, setDeleting] = useState<LedgerRowView | null>(null);

  return (
    <Card className="gap-0 overflow-hidden p-0">
      <div className="flex flex-col gap-3 border-b p-3 sm:flex-row sm:flex-wrap sm:items-center sm:p-4">
        <CardTitle className="sm:mr-auto">{texts.listTitle}</CardTitle>
        <ListSearch list={list} label={texts.searchLabel} placeholder="Cerca per causale, mittente o conto..." className="sm:max-w-sm" />
        <ExportLink href={exportEntriesUrl(kind, list.query)} />
      </div>
      <DataTable
        label={texts.listTitle}
        columns={ledgerColumns(kind, texts, onEdit, setDeleting)}
        rows={data?.items ?? []}
        rowId={(row) => row.id}
        rowName={(row) => row.description}
        loading={loading && !data}
        empty={list.q ? texts.noMatch : texts.empty}
        sorting={list}
      />
      <ListFooter list={list} total={data?.total} totalCapped={data?.totalCapped} noun={texts.rows} pageSizes={PAGE_SIZE_CHOICES} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Eliminare questa ${texts.noun.toLowerCase()}?`}
        description={
          deleting && `${texts.noun} di €${formatAmount(deleting.amount)} del ${formatDateIt(deleting.date)} ("${deleting.description}"). Questa azione non può essere annullata.`
        }
        confirmLabel="Elimina"
        destructive
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
      />
    </Card>
  );
}
