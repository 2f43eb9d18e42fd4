import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runServer } from '../../test/run-node';
import { createTestApp } from '../../test/test-app';
import { createDb, createPool, isDatabaseUnavailable, runMigrations } from './client';

const t = await createTestApp();
afterAll(() => t.close());

describe('the pool', () => {
  it('keeps its connections through a pause: the next request finds a server process already warm', async () => {
    // A new connection costs its start, and its first reads of every page the request touches (ten
    // times the warm time at a million clients): a person clicking after a pause should not pay it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pool = createPool(t.ctx.pool.options.connectionString!, 2);
    try {
      const pid = async () => (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const before = await pid();
      vi.advanceTimersByTime(60 * 60 * 1000);
      expect(await pid()).toBe(before);
      expect(pool.totalCount).toBe(1);
    } finally {
      vi.useRealTimers();
      await pool.end();
    }
  });
});

describe('a lost database connection', () => {
  it('never ends the process: a checked-out client whose connection is terminated reports it and is dropped', async () => {
    const pool = createPool(t.ctx.pool.options.connectionString!, 2);
    try {
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const lost = once(client, 'error');
      // Without a listener on the checked-out client this 'error' is unhandled and Node exits.
      await t.ctx.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      const [err] = (await lost) as [Error];
      expect(isDatabaseUnavailable(err)).toBe(true);
      await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable/);
      client.release();
      // The pool drops the broken client and connects anew.
      expect((await pool.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('gives back a transaction\'s client whose connection is lost before BEGIN (drizzle-orm#6241)', async () => {
    const pool = createPool(t.ctx.pool.options.connectionString!, 1);
    try {
      const db = createDb(pool);
      // The pool's only client, its connection lost while idle and not yet noticed: BEGIN is refused.
      const client = await pool.connect();
      client.query = (() => Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))) as never;
      client.release();
      await expect(db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
      expect(pool.totalCount - pool.idleCount).toBe(0); // nothing left checked out
      // The slot is free again: a new connection serves the next transaction.
      expect(await db.transaction(async (tx) => (await tx.execute<{ ok: number }>(sql`SELECT 1 AS ok`)).rows)).toEqual([{ ok: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('answers 503 in Italian while the database cannot be reached', async () => {
    const other = await createTestApp();
    const owner = await other.user('proprietario');
    await other.ctx.pool.end();
    try {
      const health = await other.request('GET', '/api/health');
      expect(health.status).toBe(503);
      const list = await other.request('GET', '/api/clients', { as: owner });
      expect(list.status).toBe(503);
      expect(list.headers.get('retry-after')).toBe('5');
      expect(await list.json()).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: 'Il database non è raggiungibile in questo momento. Riprova tra qualche istante.',
      });
    } finally {
      await other.close().catch(() => {});
    }
  });
});

describe('a database migrated by a newer version of the app', () => {
  it('is refused at start with an Italian reason, and nothing is changed in it', async () => {
    const other = await createTestApp();
    try {
      const newer = Date.UTC(2099, 0, 15);
      await other.ctx.pool.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', ['futura', newer]);
      const before = await other.ctx.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await expect(runMigrations(other.ctx.pool)).rejects.toThrow(
        /^Il database è stato aggiornato da una versione più recente di Arcadia \(schema del 15\/01\/2099\)/,
      );
      const after = await other.ctx.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(after.rows).toEqual(before.rows);
      // The server itself stops with the reason and code 1 instead of serving the newer schema.
      const run = await runServer({ DATABASE_URL: other.ctx.pool.options.connectionString! });
      expect(run.stderr).toContain('Il database è stato aggiornato da una versione più recente di Arcadia');
      expect(run.stderr).toContain('npm run restore');
      expect(run.stdout).not.toContain('Arcadia pronto');
      expect(run.code).toBe(1);
      // The schema this code knows is accepted again once the newer entry is gone (a restored backup).
      await other.ctx.pool.query('DELETE FROM drizzle.__drizzle_migrations WHERE created_at = $1', [newer]);
      await expect(runMigrations(other.ctx.pool)).resolves.toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
