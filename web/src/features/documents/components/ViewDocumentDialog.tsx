import { lazy, Suspense } from 'react';
import { Download } from 'lucide-react';
import { Spinner } from '@web/components/ui/spinner';
import type { AccessLevel } from '@domain/schemas/documents';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { documentFileUrl } from '@web/lib/document-file';
import type { DocumentItem } from '../api/list-documents';

// pdf.js is large: it loads only when a document is opened.
const PdfViewer = lazy(() => import('@web/components/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

/** The document drawn in the page, with a download button. */
export function ViewDocumentDialog({
  level,
  doc,
  onOpenChange,
  onDownload,
}: {
  level: AccessLevel;
  doc: DocumentItem | null;
  onOpenChange: (open: boolean) => void;
  onDownload: (doc: DocumentItem) => void;
}) {
  const failed = () => {
    toast.error(level === 'private' ? 'Impossibile visualizzare il documento. Prova a scaricarlo.' : 'Impossibile visualizzare il documento');
    onOpenChange(false);
  };
  return (
    <Dialog open={doc !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-4xl flex-col gap-3 p-4 sm:p-6">
        {doc && (
          <>
            <DialogHeader>
              <DialogTitle className="truncate">{doc.title}</DialogTitle>
              <DialogDescription className="truncate">{doc.fileName}</DialogDescription>
            </DialogHeader>
            <div className="flex justify-end">
              <Button variant="outline" size="sm" onClick={() => onDownload(doc)}>
                <Download />
                Scarica
              </Button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto rounded-lg bg-muted/50 p-2 sm:p-4">
              {doc.contentType.startsWith('image/') ? (
                // A photo accepted from a document request: drawn as it is.
                <img src={documentFileUrl(doc.id, 'inline')} alt={doc.title} onError={failed} className="mx-auto h-auto max-w-full rounded-md border bg-white shadow-sm" />
              ) : (
                <Suspense fallback={<Spinner className="mx-auto my-24 size-6" aria-label="Caricamento del visualizzatore" />}>
                  <PdfViewer url={documentFileUrl(doc.id, 'inline')} title={doc.title} onError={failed} />
                </Suspense>
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
