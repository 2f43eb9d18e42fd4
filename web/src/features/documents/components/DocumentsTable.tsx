import { format } from 'date-fns';
import { it } from 'date-fns/locale';
import { Download, Eye, FileText, Trash2 } from 'lucide-react';
import { formatMegabytes } from '@domain/file-size';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import type { DocumentItem } from '../api/list-documents';
import { DocumentTitleCell } from './DocumentTitleCell';

export interface DocumentsTableProps {
  items: DocumentItem[] | undefined;
  loading: boolean;
  /** Shows each document's client (a search across clients). */
  showClient: boolean;
  canRename: boolean;
  canDelete: boolean;
  /** Multi-select (shared documents, for those who may delete). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  onView: (doc: DocumentItem) => void;
  onDownload: (doc: DocumentItem) => void;
  onDelete: (doc: DocumentItem) => void;
  emptyText: string;
}

export function DocumentsTable(props: DocumentsTableProps) {
  const { items, loading, showClient, canRename, canDelete, selectable, selected, onSelectedChange } = props;
  const ids = items?.map((d) => d.id) ?? [];
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const someSelected = ids.some((id) => selected.has(id));
  const columns = 4 + (selectable ? 1 : 0);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  return (
    <Table aria-label="Documenti">
      <TableHeader>
        <TableRow>
          {selectable && (
            <TableHead>
              <Checkbox
                checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                onCheckedChange={(v) => onSelectedChange(v === true ? new Set([...selected, ...ids]) : new Set([...selected].filter((id) => !ids.includes(id))))}
                aria-label="Seleziona tutti"
                disabled={ids.length === 0}
              />
            </TableHead>
          )}
          <TableHead>Documento</TableHead>
          <TableHead className="hidden md:table-cell">Categoria</TableHead>
          <TableHead className="hidden sm:table-cell">Dimensione</TableHead>
          <TableHead className="text-right">Azioni</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading &&
          !items &&
          Array.from({ length: 4 }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={columns}>
                <Skeleton className="h-8 w-full" />
              </TableCell>
            </TableRow>
          ))}
        {items?.length === 0 && <TableEmpty colSpan={columns}>{props.emptyText}</TableEmpty>}
        {items?.map((doc) => (
          <TableRow key={doc.id} data-state={selected.has(doc.id) ? 'selected' : undefined} data-testid="document-row">
            {selectable && (
              <TableCell className="w-10">
                <Checkbox checked={selected.has(doc.id)} onCheckedChange={(v) => toggle(doc.id, v === true)} aria-label={`Seleziona ${doc.title}`} />
              </TableCell>
            )}
            <TableCell className="max-w-0 w-full">
              <div className="flex min-w-0 items-center gap-3">
                <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-destructive/10 text-destructive sm:flex">
                  <FileText className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <DocumentTitleCell
                    id={doc.id}
                    title={doc.title}
                    canRename={canRename}
                    subtitle={
                      <>
                        {showClient && <span className="font-medium text-foreground/80">{doc.clientName} · </span>}
                        {format(new Date(doc.createdAt), 'dd/MM/yyyy', { locale: it })}
                        <span className="sm:hidden"> · {formatMegabytes(doc.fileSize)}</span>
                      </>
                    }
                  />
                </div>
              </div>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <Badge variant="secondary">{doc.category}</Badge>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{formatMegabytes(doc.fileSize)}</TableCell>
            <TableCell>
              <div className="flex justify-end gap-0.5">
                <Button size="icon-sm" variant="ghost" onClick={() => props.onView(doc)} aria-label={`Visualizza ${doc.title}`} title="Visualizza">
                  <Eye />
                </Button>
                <Button size="icon-sm" variant="ghost" onClick={() => props.onDownload(doc)} aria-label={`Scarica ${doc.title}`} title="Scarica">
                  <Download />
                </Button>
                {canDelete && (
                  <Button
                    size="icon-sm"
                    variant="ghost"
                    className="text-destructive hover:text-destructive"
                    onClick={() => props.onDelete(doc)}
                    aria-label={`Elimina ${doc.title}`}
                    title="Elimina"
                  >
                    <Trash2 />
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
