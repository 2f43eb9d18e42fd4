import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { MIGRATIONS_DIR } from '../paths';

/**
 * Backups are one uncompressed tar: manifest.json, db/<table>.copy.gz (COPY text
 * format, gzipped, all taken in one REPEATABLE READ snapshot) and files/ (the
 * stored files). Files are added after the snapshot, so every file a row of the
 * snapshot points to is there (extra files from later uploads are harmless).
 */
const FORMAT = 1;

interface Manifest {
  format: number;
  createdAt: string;
  migrations: number;
  tables: { name: string; columns: string[]; rows: number }[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function migrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** Tables derived from others by triggers: left out of the archive, rebuilt as their sources are restored. */
const DERIVED_TABLES = ['client_counts', 'ledger_day_totals', 'ledger_month_totals'];

async function tables(client: pg.PoolClient): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(`
    SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      AND NOT c.table_name = ANY($1::text[])
    GROUP BY c.table_name ORDER BY c.table_name`, [DERIVED_TABLES]);
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

export async function createBackup(pool: pg.Pool, filesRoot: string, archive: string): Promise<Manifest> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'arcadia-backup-'));
  const client = await pool.connect();
  try {
    await fsp.mkdir(path.join(staging, 'db'));
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), migrations: migrationCount(), tables: [] };
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
    await client.query('COMMIT');
    await fsp.writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await fsp.mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    const partial = `${archive}.partial`;
    await tar.c({ file: partial, cwd: staging, portable: true }, ['manifest.json', 'db']);
    if (fs.existsSync(filesRoot)) {
      await tar.r({ file: partial, cwd: path.dirname(filesRoot), portable: true, filter: (p) => !p.includes('/.tmp') }, [path.basename(filesRoot)]);
    }
    await fsp.rename(partial, archive);
    return manifest;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into an EMPTY app database (migrated to the same or a
 * newer version) and an empty files directory.
 */
export async function restoreBackup(pool: pg.Pool, filesRoot: string, archive: string): Promise<Manifest> {
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'arcadia-restore-'));
  const client = await pool.connect();
  try {
    await tar.x({ file: archive, cwd: staging });
    const manifest = JSON.parse(await fsp.readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) throw new Error('Formato del backup non riconosciuto.');
    if (manifest.migrations > migrationCount()) throw new Error('Il backup proviene da una versione più recente dell\'app: aggiorna l\'app prima di ripristinarlo.');
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM "user"');
    if (Number(rows[0]!.n) > 0) throw new Error('Il database di destinazione non è vuoto: il ripristino richiede una cartella dati nuova.');

    const byName = new Map(manifest.tables.map((t) => [t.name, t]));
    const current = (await tables(client)).map((t) => t.name);
    await client.query('BEGIN');
    await client.query(`TRUNCATE ${[...current, ...DERIVED_TABLES].map(ident).join(', ')} RESTART IDENTITY CASCADE`);
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

    const restoredFiles = path.join(staging, path.basename(filesRoot));
    if (fs.existsSync(restoredFiles)) {
      await fsp.mkdir(filesRoot, { recursive: true });
      await fsp.cp(restoredFiles, filesRoot, { recursive: true, force: false, errorOnExist: false });
    }
    return manifest;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
