import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors';
import { PRIVATE_DIR, PRIVATE_FILE } from '../private-files';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** Where stored files live. Keys are made by the server (newFileKey), never taken from a request. */
export interface FileStorage {
  /** Where the files are, for the administrator's messages: «in /srv/arcadia/dati/files», «nel bucket S3 …». */
  readonly where: string;
  /** The settings that choose this store, named in those messages. */
  readonly settings: string;
  /** Writes the whole stream under `key`; the key appears only once the write is complete. Returns bytes written. */
  put(key: string, data: Readable | Buffer): Promise<number>;
  /** The file as a stream with its size, from one request to the store, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** The size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The identity of the database this store belongs to (see files/tracking.ts), or null when unbound. */
  readIdentity(): Promise<string | null>;
  writeIdentity(id: string): Promise<void>;
  /** Removes the leftovers of writes interrupted before `before` (a crash mid-upload). */
  cleanupInterrupted(before: Date): Promise<void>;
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'L\'archivio dei file non è raggiungibile in questo momento. Riprova tra qualche istante; se il problema continua, avvisa l\'amministratore.';

/** The store did not answer or refused the app: 503 for the person, `reason` (Italian) for the administrator. */
export class StorageUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super(503, 'STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE);
  }
}

/** How long the health answer and the metrics wait for the store: less than a balancer waits for them. */
const STORAGE_PROBE_MS = 2_000;

/**
 * Whether the store answers, by reading its identity: one small read of a file or an
 * object. Null when it does; otherwise why not, for the administrator.
 */
export async function storageProblem(storage: FileStorage): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageUnavailableError(`nessuna risposta entro ${STORAGE_PROBE_MS / 1000} s`)), STORAGE_PROBE_MS);
  });
  try {
    await Promise.race([storage.readIdentity(), late]);
    return null;
  } catch (err) {
    if (err instanceof StorageUnavailableError) return err.reason;
    return `lettura non riuscita ${storage.where} (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
  } finally {
    clearTimeout(timer);
  }
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function newFileKey(area: 'documents' | 'contracts' | 'avatars'): string {
  return `${area}/${randomUUID()}`;
}

/** Whether `key` has the form of the keys newFileKey makes. */
export const isFileKey = (key: string) => KEY_PATTERN.test(key);

export function assertKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Chiave di archivio non valida: ${key}`);
}

/** The default storage: files under `root` (DATA_DIR/files), written atomically (temp file + rename). */
export function createFsStorage(root: string): FileStorage {
  const tmpDir = path.join(root, '.tmp');
  // Dot names are never keys (KEY_PATTERN), so nothing stored can overwrite it.
  const identityFile = path.join(root, '.store-id');
  const full = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    where: `in ${root}`,
    settings: 'DATA_DIR',
    async put(key, data) {
      const target = full(key);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
      await fsp.mkdir(tmpDir, { recursive: true, mode: PRIVATE_DIR });
      const tmp = path.join(tmpDir, randomUUID());
      try {
        const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
        await pipeline(source, fs.createWriteStream(tmp, { flags: 'wx', mode: PRIVATE_FILE }));
        const handle = await fsp.open(tmp, 'r');
        await handle.sync();
        await handle.close();
        await fsp.rename(tmp, target);
        return (await fsp.stat(target)).size;
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(full(key), 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      // The size of the file opened, whatever is written or removed under its name meanwhile.
      const { size } = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      return { stream: handle.createReadStream(), size };
    },
    async delete(key) {
      await fsp.rm(full(key), { force: true });
    },
    async size(key) {
      try {
        return (await fsp.stat(full(key))).size;
      } catch {
        return null;
      }
    },
    async readIdentity() {
      try {
        return (await fsp.readFile(identityFile, 'utf8')).trim() || null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async writeIdentity(id) {
      await fsp.mkdir(root, { recursive: true, mode: PRIVATE_DIR });
      const tmp = path.join(root, `.store-id-${randomUUID()}`);
      await fsp.writeFile(tmp, `${id}\n`, { mode: PRIVATE_FILE });
      await fsp.rename(tmp, identityFile);
    },
    async cleanupInterrupted(before) {
      let names: string[];
      try {
        names = await fsp.readdir(tmpDir);
      } catch {
        return;
      }
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const stat = await fsp.stat(file).catch(() => null);
        if (stat && stat.mtime < before) await fsp.rm(file, { force: true });
      }
    },
  };
}
