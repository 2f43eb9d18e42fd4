import { Download, Eye, FileText, Trash2 } from 'lucide-react';
import { formatBytes } from '@domain/file-size';
import { Instant } from '@web/components/instant';
import type { Column } from '@web/components/list/DataTable';
import { IconCell } from '@web/components/list/IconCell';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import type { DocumentItem } from '../api/list-documents';
import { DocumentTitleCell } from './DocumentTitleCell';

/** The columns of a documents page's table; on a phone, its cards. */
export function documentColumns({
  showClient,
  canRename,
  canDelete,
  onView,
  onDownload,
  onDelete,
}: {
  /** Each document's client (a search across clients). */
  showClient: boolean;
  canRename: boolean;
  canDelete: boolean;
  onView: (doc: DocumentItem) => void;
  onDownload: (doc: DocumentItem) => void;
  onDelete: (doc: DocumentItem) => void;
}): Column<DocumentItem>[] {
  const columns: (Column<DocumentItem> | false)[] = [
    {
      id: 'title',
      header: 'Documento',
      sort: 'title',
      card: 'title',
      // Below this the title is cut to a word or two: a narrower box shows cards.
      width: 210,
      className: 'w-full max-w-0',
      cell: (doc) => (
        <IconCell icon={FileText} tone="destructive">
          <DocumentTitleCell id={doc.id} title={doc.title} canRename={canRename} />
        </IconCell>
      ),
      cardCell: (doc) => <DocumentTitleCell id={doc.id} title={doc.title} canRename={canRename} />,
    },
    showClient && { id: 'client', header: 'Cliente', card: 'subtitle', width: 180, className: 'max-w-44 truncate', cell: (doc) => <span title={doc.clientName}>{doc.clientName}</span> },
    { id: 'category', header: 'Categoria', sort: 'category', width: 150, givesWay: { kind: 'spec', order: 1 }, cell: (doc) => <Badge variant="secondary">{doc.category}</Badge> },
    { id: 'createdAt', header: 'Data', sort: 'createdAt', width: 110, givesWay: { kind: 'spec' }, className: 'whitespace-nowrap tabular-nums', cell: (doc) => <Instant value={doc.createdAt} day /> },
    { id: 'fileSize', header: 'Dimensione', sort: 'fileSize', width: 120, givesWay: { kind: 'spec' }, className: 'whitespace-nowrap tabular-nums', cell: (doc) => formatBytes(doc.fileSize) },
    {
      id: 'actions',
      header: 'Azioni',
      card: 'actions',
      width: 124,
      cell: (doc) => (
        <div className="flex justify-end gap-0.5">
          <Button size="icon-sm" variant="ghost" onClick={() => onView(doc)} aria-label={`Visualizza ${doc.title}`} title="Visualizza">
            <Eye />
          </Button>
          <Button size="icon-sm" variant="ghost" onClick={() => onDownload(doc)} aria-label={`Scarica ${doc.title}`} title="Scarica">
            <Download />
          </Button>
          {canDelete && (
            <Button size="icon-sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => onDelete(doc)} aria-label={`Elimina ${doc.title}`} title="Elimina">
              <Trash2 />
            </Button>
          )}
        </div>
      ),
    },
  ];
  return columns.filter((c): c is Column<DocumentItem> => c !== false);
}
