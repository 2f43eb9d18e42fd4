import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { AppError, badRequest } from '../errors';
import { CONTENT_TYPES, type FileKind, SNIFF_BYTES, sniffKind } from './sniff';
import { type FileStorage } from './storage';

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
  storage: FileStorage;
  key: string;
  maxBytes: number;
  kinds: readonly FileKind[];
  /** Italian message when the bytes are none of `kinds`. */
  wrongKindMessage: string;
  /** Italian message when the file is larger than maxBytes. */
  tooLargeMessage?: string;
}

const tooLarge = (maxBytes: number, message?: string) =>
  new AppError(413, 'FILE_TOO_LARGE', message ?? `Il file è troppo grande. Dimensione massima: ${Math.round(maxBytes / 1024 / 1024)}MB`);

/**
 * Streams the single file of a multipart request into storage under `key`,
 * checking its first bytes and its size while it arrives: nothing larger than
 * maxBytes is ever held in memory or left on disk. On any failure the partial
 * file is removed and an AppError is thrown.
 */
export async function receiveUpload(c: Context, options: UploadOptions): Promise<ReceivedFile> {
  const { storage, key, maxBytes, kinds } = options;
  const declared = Number(c.req.header('content-length') ?? 0);
  // The multipart envelope adds a little; anything far beyond the limit is refused before reading.
  if (declared > maxBytes + 64 * 1024) throw tooLarge(maxBytes, options.tooLargeMessage);
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data') || !c.req.raw.body) {
    throw badRequest('Richiesta non valida: nessun file ricevuto.');
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
      const guard = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          if (kind === null) {
            head = Buffer.concat([head, chunk]);
            if (head.length < SNIFF_BYTES) return cb();
            kind = sniffKind(head.subarray(0, SNIFF_BYTES), kinds);
            if (!kind) return cb(badRequest(options.wrongKindMessage));
            const buffered = head;
            head = Buffer.alloc(0);
            return cb(null, buffered);
          }
          cb(null, chunk);
        },
        flush(cb) {
          if (kind === null) {
            kind = sniffKind(head, kinds);
            if (!kind) return cb(badRequest(options.wrongKindMessage));
            this.push(head);
          }
          cb();
        },
      });
      // The guard can fail before storage.put has attached its pipeline (a tiny file
      // ends at once); the pipeline still sees the error, but it must not go unhandled.
      guard.on('error', () => {});
      file.on('limit', () => {
        failure = tooLarge(maxBytes, options.tooLargeMessage);
        guard.destroy(failure);
      });
      file.pipe(guard);
      stored = storage.put(key, guard).then(
        (bytes) => ({ key, size: bytes, fileName, kind: kind!, contentType: CONTENT_TYPES[kind!], fields }),
        async (err) => {
          await storage.delete(key);
          file.resume();
          throw failure ?? (err instanceof AppError ? err : badRequest('Caricamento del file non riuscito.'));
        },
      );
      // Keep the promise from being reported as unhandled before it is awaited below.
      stored.catch(() => {});
    });
    parser.on('error', () => reject(badRequest('Richiesta non valida: caricamento interrotto.')));
    parser.on('close', () => resolve());
  });

  // A request aborted mid-way ends the parser with an error, which rejects `done`.
  pipeline(Readable.fromWeb(c.req.raw.body as unknown as WebReadableStream), parser).catch(() => {});
  await done;
  if (!stored) throw badRequest('Nessun file ricevuto.');
  const result = await (stored as Promise<ReceivedFile>);
  if (failure) {
    await storage.delete(key);
    throw failure;
  }
  return result;
}
