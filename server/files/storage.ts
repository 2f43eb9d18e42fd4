import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR, PRIVATE_FILE } from '../private-files';

/** Where stored files live. Keys are made by the server (newFileKey), never taken from a request. */
export interface FileStorage {
  /** Writes the whole stream under `key`; the key appears only once the write is complete. Returns bytes written. */
  put(key: string, data: Readable | Buffer): Promise<number>;
  /** A stream of the file, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  /** The size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** The identity of the database this store belongs to (see files/tracking.ts), or null when unbound. */
  readIdentity(): Promise<string | null>;
  writeIdentity(id: string): Promise<void>;
  /** Removes the leftovers of writes interrupted before `before` (a crash mid-upload). */
  cleanupInterrupted(before: Date): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function newFileKey(area: 'documents' | 'contracts' | 'avatars'): string {
  return `${area}/${randomUUID()}`;
}

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Chiave di archivio non valida: ${key}`);
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
      const target = full(key);
      try {
        await fsp.access(target);
      } catch {
        return null;
      }
      return fs.createReadStream(target);
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
