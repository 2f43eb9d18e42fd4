import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { sharedBuffersMb, startEmbeddedPostgres } from './embedded';
import { createTestApp } from '../../test/test-app';

const GB = 2 ** 30;
const t = await createTestApp();
afterAll(() => t.close());

describe("the embedded PostgreSQL's cache", () => {
  it('takes an eighth of the usable memory, the container limit first, between 128 MB and 2 GB', () => {
    expect(sharedBuffersMb(8 * GB, 0)).toBe(1024);
    expect(sharedBuffersMb(24 * GB, 4 * GB)).toBe(512);
    expect(sharedBuffersMb(8 * GB, Number.MAX_SAFE_INTEGER)).toBe(1024); // no limit set
    expect(sharedBuffersMb(512 * 2 ** 20, 0)).toBe(128);
    expect(sharedBuffersMb(64 * GB, 0)).toBe(2048);
  });

  it('is what the running server was started with', async () => {
    const { rows } = await t.ctx.db.execute<{ mb: number }>(sql`select setting::int * 8 / 1024 as mb from pg_settings where name = 'shared_buffers'`);
    expect(rows[0]!.mb).toBe(sharedBuffersMb());
  });
});

describe('an embedded PostgreSQL that cannot start', () => {
  it("says so in Italian with the database's own last words", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-broken-pg-'));
    fs.chmodSync(dir, 0o755); // reachable by PostgreSQL's own system user when we are root
    try {
      const dataDir = path.join(dir, 'pg');
      await (await startEmbeddedPostgres(dataDir)).stop();
      fs.appendFileSync(path.join(dataDir, 'postgresql.conf'), "\nshared_buffers = 'tanto'\n");
      const failure = await startEmbeddedPostgres(dataDir).then(
        () => null,
        (err: unknown) => err,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toContain(`Il database integrato in ${dataDir} non si è avviato.`);
      expect((failure as Error).message).toMatch(/invalid value for parameter "shared_buffers": "tanto"/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the embedded database on a machine without a locale', () => {
  it('is UTF-8 and orders names as an Italian reader does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-c-locale-pg-'));
    fs.chmodSync(dir, 0o755);
    const saved = { LANG: process.env.LANG, LC_ALL: process.env.LC_ALL };
    // initdb takes its locale from the environment: plain C, as a container without one has.
    process.env.LANG = 'C';
    process.env.LC_ALL = 'C';
    try {
      const database = await startEmbeddedPostgres(path.join(dir, 'pg'));
      const client = new pg.Client({ connectionString: database.url });
      try {
        await client.connect();
        expect((await client.query<{ server_encoding: string }>('SHOW server_encoding')).rows[0]!.server_encoding).toBe('UTF8');
        const { rows } = await client.query<{ name: string }>("SELECT name FROM (VALUES ('Zeta Ltd'), ('élite srl'), ('alfa srl'), ('Beta Ltd')) v(name) ORDER BY name");
        expect(rows.map((r) => r.name)).toEqual(['alfa srl', 'Beta Ltd', 'élite srl', 'Zeta Ltd']);
      } finally {
        await client.end();
        await database.stop();
      }
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
