import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { createDb, shippedMigrations } from '../db/client';
import type { FileStorage } from '../files/storage';
import { REFERENCED_FILE_KEYS, rebindFileStore } from '../files/tracking';
import { PRIVATE_DIR, PRIVATE_FILE } from '../private-files';

/**
 * Backups are one uncompressed tar: manifest.json, db/<table>.copy.gz (COPY text
 * format, gzipped, all taken in one REPEATABLE READ snapshot) and files/<key>:
 * exactly the stored files the snapshot's rows point to. The backup holds the
 * file-store lock from before its snapshot to its end, so no sweep removes a
 * file it still has to read (files/tracking.ts), and files added or released
 * meanwhile are neither needed nor missed.
 */
const FORMAT = 1;
/** The folder of the stored files in the archive. */
const FILES_DIR = 'files';


interface Manifest {
  format: number;
  createdAt: string;
  migrations: number;
  tables: { name: string; columns: string[]; rows: number }[];
  /** Keys the database pointed to whose files were not in the store when the backup was taken. */
  missingFiles?: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Tables left out of the archive: those derived from others by triggers, rebuilt as
 * their sources are restored, and the unsettled files, which the archive does not hold.
 * Live secrets stay out too (decision 004): sessions (an archive would let its reader
 * sign in as anyone signed in), pending e-mail links and rate-limit counts. A restored
 * copy starts with none: everyone signs in again.
 */
const UNARCHIVED_TABLES = [
  'activity_counts',
  'activity_totals',
  'bank_application_counts',
  'client_counts',
  'ledger_day_totals',
  'ledger_month_totals',
  'obligation_open_counts',
  'unsettled_files',
  'auth_throttle',
  'session',
  'verification',
  'rate_limit',
];

async function tables(client: pg.PoolClient): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(`
    SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      AND NOT c.table_name = ANY($1::text[])
    GROUP BY c.table_name ORDER BY c.table_name`, [UNARCHIVED_TABLES]);
  return rows.map((r) => ({ name: r.table_name, columns: r.columns }));
}

/** Tables ordered so that every table comes after the tables it references. */
async function dependencyOrder(client: pg.PoolClient, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
    FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`);
  const unquote = (s: string) => s.replace(/^"|"$/g, '');
  const parents = new Map(names.map((n) => [n, new Set<string>()]));
  for (const r of rows) if (unquote(r.child) !== unquote(r.parent)) parents.get(unquote(r.child))?.add(unquote(r.parent));
  const ordered: string[] = [];
  const visit = (n: string) => {
    if (ordered.includes(n)) return;
    for (const p of parents.get(n) ?? []) visit(p);
    ordered.push(n);
  };
  names.forEach(visit);
  return ordered;
}

/** One tar entry: its header, its `size` bytes from `data`, zeros up to the next block. */
async function* tarEntry(name: string, size: number, data: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const header = new tar.Header({ path: name, type: 'File', mode: PRIVATE_FILE, size, mtime: new Date(), uid: 0, gid: 0 });
  header.encode();
  yield header.block!;
  let written = 0;
  for await (const chunk of data) {
    written += chunk.length;
    yield chunk;
  }
  if (written !== size) throw new Error(`${name}: letti ${written} byte invece di ${size}.`);
  if (size % TAR_BLOCK) yield Buffer.alloc(TAR_BLOCK - (size % TAR_BLOCK));
}

const TAR_BLOCK = 512;

/**
 * Writes the archive, or nothing: on any failure (a full disk, an unwritable
 * path, a lost connection, a store that stops answering) no partial archive is left behind.
 * The stored files are streamed from `storage` into the archive, one at a time.
 */
export async function createBackup(pool: pg.Pool, storage: FileStorage, archive: string): Promise<Manifest> {
  const partial = `${archive}.partial`;
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'arcadia-backup-'));
  const client = await pool.connect();
  let locked = false;
  try {
    await fsp.mkdir(path.join(staging, 'db'));
    await client.query('SELECT pg_advisory_lock_shared($1)', [ADVISORY_LOCKS.fileStore]);
    locked = true;
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), migrations: shippedMigrations().length, tables: [] };
    for (const table of await tables(client)) {
      const cols = table.columns.map(ident).join(', ');
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident(table.name)}`);
      await pipeline(
        client.query(copyTo(`COPY (SELECT ${cols} FROM ${ident(table.name)}) TO STDOUT`)),
        createGzip(),
        fs.createWriteStream(path.join(staging, 'db', `${table.name}.copy.gz`)),
      );
      manifest.tables.push({ ...table, rows: Number(rows[0]!.n) });
    }
    const { rows: keys } = await client.query<{ key: string }>(REFERENCED_FILE_KEYS);
    await client.query('COMMIT');
    await fsp.mkdir(path.dirname(path.resolve(archive)), { recursive: true, mode: PRIVATE_DIR });
    // A file its row points to but that is gone (damage, a hand-made deletion) is reported, not fatal:
    // a backup of everything else is still worth having.
    const present: { key: string; size: number }[] = [];
    manifest.missingFiles = [];
    for (const { key } of keys) {
      const size = await storage.size(key);
      if (size === null) manifest.missingFiles.push(key);
      else present.push({ key, size });
    }
    await fsp.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const staged = ['manifest.json', ...(await fsp.readdir(path.join(staging, 'db'))).map((f) => `db/${f}`)];
    async function* entries() {
      for (const name of staged) {
        const file = path.join(staging, name);
        yield* tarEntry(name, (await fsp.stat(file)).size, fs.createReadStream(file));
      }
      // The lock keeps every listed file in place until the end.
      for (const { key, size } of present) {
        const file = await storage.get(key);
        if (!file) throw new Error(`il file ${key} è sparito durante il backup.`);
        yield* tarEntry(`${FILES_DIR}/${key}`, size, file.stream);
      }
      yield Buffer.alloc(2 * TAR_BLOCK); // the end of the archive
    }
    await pipeline(Readable.from(entries()), fs.createWriteStream(partial, { mode: PRIVATE_FILE }));
    await fsp.rename(partial, archive);
    return manifest;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    await fsp.rm(partial, { force: true });
    throw err;
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock_shared($1)', [ADVISORY_LOCKS.fileStore]).catch(() => {});
    client.release();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into an EMPTY app database (migrated to the same or a
 * newer version) and a file store no other database uses (a new folder or bucket).
 */
export async function restoreBackup(pool: pg.Pool, storage: FileStorage, archive: string): Promise<Manifest> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'arcadia-restore-'));
  const client = await pool.connect();
  try {
    // The destination is checked before the archive is unpacked, which takes a while for a large one.
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM "user"');
    if (Number(rows[0]!.n) > 0) throw new Error('Il database di destinazione non è vuoto: il ripristino richiede una cartella dati nuova.');
    // Files restored into another database's store would mix with its own, and the new identity would lock it out.
    const bound = await storage.readIdentity();
    const { rows: own } = await client.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'file_store_id'");
    if (bound !== null && bound !== own[0]?.value) {
      throw new Error(`i file ${storage.where} appartengono a un altro database: il ripristino richiede un archivio dei file nuovo (${storage.settings}). Nessun file è stato toccato.`);
    }
    await tar.x({ file: archive, cwd: staging });
    const manifest = JSON.parse(await fsp.readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) throw new Error('Formato del backup non riconosciuto.');
    if (manifest.migrations > shippedMigrations().length) throw new Error('Il backup proviene da una versione più recente dell\'app: aggiorna l\'app prima di ripristinarlo.');

    const byName = new Map(manifest.tables.map((t) => [t.name, t]));
    const current = (await tables(client)).map((t) => t.name);
    await client.query('BEGIN');
    await client.query(`TRUNCATE ${[...current, ...UNARCHIVED_TABLES].map(ident).join(', ')} RESTART IDENTITY CASCADE`);
    for (const name of await dependencyOrder(client, current)) {
      const table = byName.get(name);
      if (!table) continue;
      await pipeline(
        fs.createReadStream(path.join(staging, 'db', `${name}.copy.gz`)),
        createGunzip(),
        client.query(copyFrom(`COPY ${ident(name)} (${table.columns.map(ident).join(', ')}) FROM STDIN`)),
      );
    }
    // Serial columns continue after the restored rows.
    const { rows: serials } = await client.query<{ tbl: string; col: string }>(`
      SELECT c.table_name AS tbl, c.column_name AS col FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_default LIKE 'nextval(%'`);
    for (const s of serials) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${ident(s.col)}), 1), max(${ident(s.col)}) IS NOT NULL) FROM ${ident(s.tbl)}`,
        [ident(s.tbl), s.col],
      );
    }
    await client.query('COMMIT');

    const restoredFiles = path.join(staging, FILES_DIR);
    if (fs.existsSync(restoredFiles)) {
      for (const entry of await fsp.readdir(restoredFiles, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        await storage.put(path.relative(restoredFiles, file).split(path.sep).join('/'), fs.createReadStream(file));
      }
    }
    // A copy is a store of its own: it must never pass for the original's (files/tracking.ts).
    await rebindFileStore({ db: createDb(pool), storage });
    return manifest;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
