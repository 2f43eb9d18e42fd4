import { lazy, Suspense } from 'react';
import { Download } from 'lucide-react';
import { formatBytes } from '@domain/file-size';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { requestFileUrl, type RequestFile } from '../api/requests';

// pdf.js is large: it loads only when a PDF is opened.
const PdfViewer = lazy(() => import('@web/components/pdf-viewer').then((m) => ({ default: m.PdfViewer })));

/** An item's file drawn in the page: a PDF with pdf.js, a photo as an image; with a download button. */
export function FileViewerDialog({ file, onOpenChange, onDownload }: { file: RequestFile | null; onOpenChange: (open: boolean) => void; onDownload: (file: RequestFile) => void }) {
  const isPdf = file?.contentType.startsWith('application/pdf') ?? false;
  return (
    <Dialog open={file !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-4xl flex-col gap-3 p-4 sm:p-6">
        {file && (
          <>
            <DialogHeader>
              <DialogTitle className="truncate">{file.fileName}</DialogTitle>
              <DialogDescription>{formatBytes(file.fileSize)}</DialogDescription>
            </DialogHeader>
            <div className="flex justify-end">
              <Button variant="outline" size="sm" onClick={() => onDownload(file)}>
                <Download />
                Scarica
              </Button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto rounded-lg bg-muted/50 p-2 sm:p-4">
              {isPdf ? (
                <Suspense fallback={<Spinner className="mx-auto my-24 size-6" aria-label="Caricamento del visualizzatore" />}>
                  <PdfViewer
                    url={requestFileUrl(file.id, 'inline')}
                    title={file.fileName}
                    onError={() => {
                      toast.error('Impossibile visualizzare il file. Prova a scaricarlo.');
                      onOpenChange(false);
                    }}
                  />
                </Suspense>
              ) : (
                <img src={requestFileUrl(file.id, 'inline')} alt={file.fileName} className="mx-auto h-auto max-w-full rounded-md border bg-white shadow-sm" />
              )}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
