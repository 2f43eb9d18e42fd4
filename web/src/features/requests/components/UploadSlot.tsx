import { useId, useRef, useState } from 'react';
import { FileUp } from 'lucide-react';
import { REQUEST_FILE_ACCEPT, WRONG_REQUEST_FILE_MESSAGE, isRequestFileName, maxFilesMessage } from '@domain/schemas/requests';
import { DropBox } from '@web/components/drop-box';
import { fileRefusal, type FileRule } from '@web/components/file-field';
import { UploadProgressList, useUploadQueue } from '@web/components/upload-queue';
import { ApiError } from '@web/lib/api-error';
import { cn } from '@web/lib/utils';
import { useUploadItemFile } from '../api/requests';

/** What a slot takes: PDF, JPEG or PNG (the server decides by the file's bytes, and the size). */
const REQUEST_FILE: FileRule = { accept: REQUEST_FILE_ACCEPT, matches: (file) => isRequestFileName(file.name, file.type), wrongKindMessage: WRONG_REQUEST_FILE_MESSAGE };

interface Refusal {
  id: number;
  name: string;
  message: string;
}

let nextId = 0;

/** Why an upload failed, in Italian: the server's own message (wrong type, too large, slot full), else a generic one. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return error.fieldErrors?.file ?? error.message;
  if (error instanceof TypeError) return error.message;
  return 'Caricamento non riuscito. Riprova.';
}

/**
 * An item's slot: files chosen by a tap (a phone offers its camera too) or dropped, several at
 * once up to the item's room, each sent with its own real progress. A file of the wrong kind is
 * refused at once; the server's refusals (the kind by the file's bytes, the size, a full slot)
 * show under the slot, by file.
 */
export function UploadSlot({ item }: { item: { id: string; name: string; maxFiles: number; files: readonly unknown[] } }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { mutateAsync } = useUploadItemFile();
  const { entries, upload } = useUploadQueue();
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const uploading = entries.length > 0;
  // A one-file slot takes a new file in place of the old; a fuller one only up to its size.
  const room = item.maxFiles === 1 ? 1 : Math.max(0, item.maxFiles - item.files.length);
  const full = room === 0;

  const send = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    const refused: Refusal[] = [];
    const refuse = (file: File, message: string) => refused.push({ id: ++nextId, name: file.name, message });
    const kinds = chosen.filter((file) => {
      const refusal = fileRefusal(file, REQUEST_FILE);
      if (refusal) refuse(file, refusal);
      return !refusal;
    });
    for (const file of kinds.slice(room)) refuse(file, maxFilesMessage(item.maxFiles));
    setRefusals(refused);
    await upload(
      kinds.slice(0, room),
      (file, onProgress) => mutateAsync({ itemId: item.id, file, onProgress }),
      (file, error) => setRefusals((list) => [...list, { id: ++nextId, name: file.name, message: refusalOf(error) }]),
    );
  };

  const blocked = uploading || full;

  return (
    <div className="grid min-w-0 gap-2">
      <DropBox inputRef={input} disabled={blocked} onDropFiles={(files) => void send(Array.from(files))} className={cn('min-h-16', blocked && 'bg-muted/30')}>
        <input
          ref={input}
          id={id}
          type="file"
          multiple={room > 1}
          accept={REQUEST_FILE.accept}
          className="sr-only"
          disabled={blocked}
          aria-label={`Carica file per ${item.name}`}
          aria-describedby={`${id}-hint`}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => {
            void send(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <FileUp className="size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          {full ? (
            <p className="text-muted-foreground">{maxFilesMessage(item.maxFiles)}</p>
          ) : (
            <p>
              <span className="font-medium text-primary">{room > 1 ? 'Scegli i file' : item.maxFiles === 1 && item.files.length > 0 ? 'Sostituisci il file' : 'Scegli il file'}</span>
              <span className="text-muted-foreground"> o {room > 1 ? 'trascinali' : 'trascinalo'} qui</span>
            </p>
          )}
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            PDF, JPEG o PNG · {item.maxFiles === 1 ? 'un file' : `fino a ${item.maxFiles} file`}
          </p>
        </div>
      </DropBox>
      <UploadProgressList entries={entries} />
      {refusals.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-destructive">
          {refusals.map((r) => (
            <li key={r.id} className="break-words">
              <span className="font-medium">{r.name}</span>: {r.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
