import { useId, useState } from 'react';
import { Check, Download, Eye, FileImage, FileText, FolderInput, Trash2, X } from 'lucide-react';
import { formatBytes } from '@domain/file-size';
import { destinationLabel, itemIsOpen, type RequestStatus } from '@domain/schemas/requests';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { useAcceptItem, useAnswerItem, useRemoveItemFile, type RequestFile, type RequestItem } from '../api/requests';
import { ItemStatusBadge } from './RequestBadges';
import { UploadSlot } from './UploadSlot';

export interface ItemPermissions {
  /** Upload, answer and remove files (the client, and staff on their behalf). */
  upload: boolean;
  /** Accept and send back, see where files go. */
  review: boolean;
}

/**
 * One item of a request: its name, description and status; the reason when it was sent back; for
 * staff where an accepted file goes; its files (view, download, remove while open); the written
 * answer when a file is not required; the upload slot; Accetta and Rifiuta for staff.
 */
export function RequestItemCard({
  request,
  item,
  can,
  onView,
  onDownload,
  onReject,
}: {
  request: { status: RequestStatus };
  item: RequestItem;
  can: ItemPermissions;
  onView: (file: RequestFile) => void;
  onDownload: (file: RequestFile) => void;
  onReject: (item: RequestItem) => void;
}) {
  const headingId = useId();
  const open = itemIsOpen(request, item);
  const remove = useRemoveItemFile();
  const accept = useAcceptItem();
  const reviewable = can.review && request.status === 'open' && item.status === 'submitted';

  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-start gap-2">
        <h3 id={headingId} className="mr-auto min-w-0 font-semibold break-words">
          {item.name}
        </h3>
        <ItemStatusBadge status={item.status} />
      </div>
      {item.description && <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">{item.description}</p>}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>{item.requiresFile ? (item.maxFiles === 1 ? 'Un file richiesto' : `Fino a ${item.maxFiles} file`) : 'Basta una risposta scritta'}</span>
        {can.review && (
          <span className="inline-flex items-center gap-1">
            <FolderInput className="size-3.5" aria-hidden="true" />
            Destinazione: {destinationLabel(item)}
          </span>
        )}
      </div>
      {item.status === 'rejected' && item.rejectionReason && (
        <div className="mt-3 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
          <p className="font-medium text-destructive">Motivo della richiesta di correzione</p>
          <p className="whitespace-pre-line">{item.rejectionReason}</p>
        </div>
      )}

      {item.files.length > 0 && (
        <ul className="mt-3 grid gap-2" aria-label={`File di ${item.name}`}>
          {item.files.map((file) => {
            const Icon = file.contentType.startsWith('image/') ? FileImage : FileText;
            return (
              <li key={file.id} className="flex min-w-0 flex-wrap items-center gap-2 rounded-md border bg-muted/30 px-3 py-2">
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium" title={file.fileName}>
                    {file.fileName}
                  </span>
                  <span className="block text-xs text-muted-foreground tabular-nums">
                    {formatBytes(file.fileSize)}
                    {file.rejected && <span className="text-destructive"> · Rifiutato</span>}
                    {!file.readable && ' · archiviato tra i documenti dello studio'}
                  </span>
                </span>
                <span className="flex gap-0.5">
                  {file.readable && (
                    <>
                      <Button type="button" size="sm" variant="ghost" onClick={() => onView(file)} aria-label={`Visualizza ${file.fileName}`}>
                        <Eye />
                        <span className="hidden sm:inline">Visualizza</span>
                      </Button>
                      <Button type="button" size="sm" variant="ghost" onClick={() => onDownload(file)} aria-label={`Scarica ${file.fileName}`}>
                        <Download />
                        <span className="hidden sm:inline">Scarica</span>
                      </Button>
                    </>
                  )}
                  {can.upload && open && (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      className="text-destructive hover:text-destructive"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(file.id)}
                      aria-label={`Rimuovi ${file.fileName}`}
                    >
                      <Trash2 />
                      <span className="hidden sm:inline">Rimuovi</span>
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}

      {!item.requiresFile && <AnswerBox item={item} editable={can.upload && open} />}

      {can.upload && open && (
        <div className="mt-3">
          <UploadSlot item={item} />
        </div>
      )}

      {reviewable && (
        <div className="mt-3 flex flex-wrap justify-end gap-2 border-t pt-3">
          <Button type="button" variant="outline" className="text-destructive hover:text-destructive" onClick={() => onReject(item)}>
            <X />
            Rifiuta
          </Button>
          <Button type="button" loading={accept.isPending} onClick={() => accept.mutate({ itemId: item.id, seen: item.updatedAt })}>
            <Check />
            Accetta
          </Button>
        </div>
      )}
    </section>
  );
}

/** The written answer of an item that needs no file: a box while open, the text once closed. */
function AnswerBox({ item, editable }: { item: RequestItem; editable: boolean }) {
  const id = useId();
  const save = useAnswerItem();
  const [text, setText] = useState(item.answer ?? '');
  const [seen, setSeen] = useState(item.answer);
  if (seen !== item.answer) {
    setSeen(item.answer);
    setText(item.answer ?? '');
  }
  if (!editable) {
    return (
      <div className="mt-3 text-sm">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Risposta</p>
        <p className="mt-0.5 whitespace-pre-line">{item.answer?.trim() ? item.answer : <span className="text-muted-foreground italic">Nessuna risposta</span>}</p>
      </div>
    );
  }
  const changed = text.trim() !== (item.answer ?? '').trim();
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutateAsync({ itemId: item.id, answer: text }).catch((error: unknown) => toast.fromError(error, 'Impossibile salvare la risposta'));
      }}
    >
      <Label htmlFor={id}>Risposta</Label>
      <Textarea id={id} rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder="Scrivi qui la risposta (in alternativa puoi caricare un file)" />
      <Button type="submit" variant="outline" size="sm" className="w-fit justify-self-end" loading={save.isPending} disabled={!changed}>
        Salva risposta
      </Button>
    </form>
  );
}
