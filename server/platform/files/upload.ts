import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { AppError, badRequest, diskFull, isDiskFullError } from '../errors';
import { contentTypeReader, type FileKind, SNIFF_BYTES, sniffKind } from './sniff';
import type { AppContext } from '../context';
import { isDatabaseUnavailable } from '../db/client';
import { beginUpload, discardUpload } from './tracking';

export interface ReceivedFile {
  key: string;
  size: number;
  /** The name the person gave the file, kept for display and downloads only. */
  fileName: string;
  kind: FileKind;
  contentType: string;
  /** The text fields sent with the file. */
  fields: Record<string, string>;
}

export interface UploadOptions {
  /** Where the file is stored and recorded as an upload in progress until a row points at it. */
  files: Pick<AppContext, 'db' | 'storage'>;
  key: string;
  maxBytes: number;
  kinds: readonly FileKind[];
  /** Italian message when the bytes are none of `kinds`. */
  wrongKindMessage: string;
  /** Italian message when the file is larger than maxBytes. */
  tooLargeMessage?: string;
}

/** What a multipart body may add to its file: boundaries, part headers, the text fields. */
export const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

export const fileTooLarge = (maxBytes: number, message?: string) =>
  new AppError(413, 'FILE_TOO_LARGE', message ?? `Il file è troppo grande. Dimensione massima: ${Math.round(maxBytes / 1024 / 1024)}MB`);

const uploadRequests = new WeakSet<Request>();

/** Marks a request as bound for an upload route (the body limits of http/body-limit.ts). */
export function markUploadRequest(request: Request): void {
  uploadRequests.add(request);
}

/**
 * Streams the single file of a multipart request into storage under `key`,
 * checking its first bytes and its size while it arrives: nothing larger than
 * maxBytes is ever held in memory or left on disk. On any failure the partial
 * file is removed and an AppError is thrown. The caller commits the row that
 * points at `key` (which settles the upload) or calls discardUpload.
 */
export async function receiveUpload(c: Context, options: UploadOptions): Promise<ReceivedFile> {
  const { files, key, maxBytes, kinds } = options;
  const maxBody = maxBytes + UPLOAD_ENVELOPE_BYTES;
  const declared = Number(c.req.header('content-length') ?? 0);
  // The multipart envelope adds a little; anything beyond the limit is refused before reading.
  if (declared > maxBody) throw fileTooLarge(maxBytes, options.tooLargeMessage);
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') || !c.req.raw.body) {
    throw badRequest('Richiesta non valida: nessun file ricevuto.');
  }
  if (!uploadRequests.has(c.req.raw)) {
    // Any other route holds bodies to the JSON limit: list this one among the upload routes.
    throw new Error(`${c.req.method} ${c.req.path} riceve un file ma non è tra le rotte di caricamento di http/body-limit.ts`);
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 64 * 1024 } });
  } catch {
    throw badRequest('Richiesta non valida: nessun file ricevuto.');
  }

  const fields: Record<string, string> = {};
  let stored: Promise<ReceivedFile> | null = null;
  let failure: AppError | null = null;
  let writing: Transform | null = null;

  // The whole body is counted as it streams, whether or not it declared its length:
  // extra parts and fields count too, and nothing past the limit is read.
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      received += chunk.length;
      if (received <= maxBody) return cb(null, chunk);
      failure ??= fileTooLarge(maxBytes, options.tooLargeMessage);
      writing?.destroy(failure);
      cb(failure);
    },
  });

  const done = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_field, file, info) => {
      if (stored) {
        file.resume();
        return;
      }
      const fileName = info.filename?.trim() || 'file';
      let head = Buffer.alloc(0);
      let kind: FileKind | null = null;
      let reader: ReturnType<typeof contentTypeReader> | null = null;
      let contentType = '';
      const guard = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          if (kind === null) {
            head = Buffer.concat([head, chunk]);
            if (head.length < SNIFF_BYTES) return cb();
            kind = sniffKind(head.subarray(0, SNIFF_BYTES), kinds);
            if (!kind) return cb(badRequest(options.wrongKindMessage));
            reader = contentTypeReader(kind, head.subarray(0, SNIFF_BYTES));
            reader.feed(head);
            const buffered = head;
            head = Buffer.alloc(0);
            return cb(null, buffered);
          }
          reader!.feed(chunk);
          cb(null, chunk);
        },
        flush(cb) {
          if (kind === null) {
            kind = sniffKind(head, kinds);
            if (!kind) return cb(badRequest(options.wrongKindMessage));
            reader = contentTypeReader(kind, head);
            reader.feed(head);
            this.push(head);
          }
          contentType = reader!.contentType();
          cb();
        },
      });
      // The guard can fail before storage.put has attached its pipeline (a tiny file
      // ends at once); the pipeline still sees the error, but it must not go unhandled.
      guard.on('error', () => {});
      writing = guard;
      file.on('limit', () => {
        failure = fileTooLarge(maxBytes, options.tooLargeMessage);
        guard.destroy(failure);
      });
      // pipe() does not pass errors on: a part cut short (request aborted, over the limit) ends the write too.
      file.on('error', (err) => guard.destroy(failure ?? err));
      file.pipe(guard);
      stored = beginUpload(files.db, key).then(() => files.storage.put(key, guard)).then(
        (bytes) => ({ key, size: bytes, fileName, kind: kind!, contentType, fields }),
        async (err) => {
          // A record left behind (the database unreachable) is removed by the sweep.
          await discardUpload(files, key).catch(() => {});
          // The storage may have failed before reading a byte (a full disk): drop the rest of the part.
          file.unpipe(guard);
          guard.destroy();
          file.resume();
          if (failure) throw failure;
          if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
          throw isDiskFullError(err) ? diskFull() : badRequest('Caricamento del file non riuscito.');
        },
      );
      // Keep the promise from being reported as unhandled before it is awaited below.
      stored.catch(() => {});
    });
    parser.on('error', () => reject(failure ?? badRequest('Richiesta non valida: caricamento interrotto.')));
    parser.on('close', () => resolve());
  });

  // A request aborted mid-way, or over the limit, ends the parser with an error, which rejects `done`.
  pipeline(Readable.fromWeb(c.req.raw.body as unknown as WebReadableStream), counter, parser).catch(() => {});
  try {
    await done;
  } catch (err) {
    // The write in progress ends and removes its partial file before the answer.
    await (stored as Promise<ReceivedFile> | null)?.catch(() => {});
    throw err;
  }
  if (!stored) throw badRequest('Nessun file ricevuto.');
  const result = await (stored as Promise<ReceivedFile>);
  if (failure) {
    await discardUpload(files, key);
    throw failure;
  }
  return result;
}
