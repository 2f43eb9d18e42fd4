import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '../log';
import { MIGRATIONS_DIR } from '../paths';
import { ADVISORY_LOCKS } from './advisory-locks';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: services accept either, so a write and its activity entry share one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// DATE columns stay 'YYYY-MM-DD' strings; NUMERIC stays a string (exact money).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** Errors that mean the database cannot be reached right now, not that a request was wrong. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/;
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';
/** The longest a request waits for a connection of the pool. */
const POOL_WAIT_MS = 5000;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** When a connection of this process last went back to its pool after its work went through. */
let lastAnswerAt = 0;

/**
 * A request that waited its 5 s for a connection while every connection of the
 * pool was busy with work the database was still answering: the server is
 * saturated, not cut off from its database (pg-pool's own wording for a wait in
 * its queue; a connection that cannot be opened fails otherwise).
 */
export function isPoolBusy(err: unknown): boolean {
  for (let e = err as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.message === POOL_WAIT_TIMEOUT) return Date.now() - lastAnswerAt < POOL_WAIT_MS;
  }
  return false;
}

/**
 * Bounds how long the transaction's writes wait for a row another one holds:
 * then it fails with lock_not_available (answered 409, "riprova"), and gives
 * its connection back well before requests queued for one give up (POOL_WAIT_MS).
 */
export async function boundRowLockWait(tx: Tx): Promise<void> {
  await tx.execute(sql`SET LOCAL lock_timeout = '3s'`);
}

/** Set once the process has begun to stop: connections lost, and an embedded database ended, from then on are expected. */
let stopBegun = false;
export function noteStopBegun(): void {
  stopBegun = true;
}
export const stopHasBegun = () => stopBegun;

export function createPool(connectionString: string, max = 10): pg.Pool {
  // A request waits at most 5 s for a connection: during an outage it gets a 503 instead of hanging.
  // Connections once opened are kept, however long the pause (min = max, decision 138): a new one
  // costs its start and its first touch of every shared page a request reads.
  const pool = new pg.Pool({ connectionString, max, min: max, connectionTimeoutMillis: POOL_WAIT_MS });
  pool.on('release', (err: Error | undefined) => {
    if (!err) lastAnswerAt = Date.now();
  });
  let lastReport = 0;
  const report = (err: Error, later?: unknown) => {
    // A Ctrl-C reaches the embedded PostgreSQL too, at times before the app: the connections it
    // ends (57P01, or a socket simply closed) are said a moment later, once the app's stop has begun.
    if (later !== true) return void setTimeout(() => report(err, true), 500).unref();
    if (stopBegun || pool.ending || Date.now() - lastReport < 5000) return;
    lastReport = Date.now();
    log.error(`Connessione al database persa (${err.message}): le richieste ricevono 503 finché non torna raggiungibile.`);
  };
  // A connection lost while idle is reported by the pool; one lost while a client is checked out
  // (a transaction waiting on a file, a backup) is emitted by the client itself, which pg-pool leaves
  // without a listener then: without this one, that 'error' would end the process. The broken client
  // fails its next query and is dropped when released.
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(releasingOnLoss(pool), { schema, casing: 'snake_case' });
}

/**
 * drizzle's transaction() sends BEGIN before the try/finally that releases its client
 * (drizzle-orm#6241, open): a connection lost between checkout and BEGIN kept the client
 * checked out for good, a slot of the pool lost per outage and a stop waiting on it. The
 * clients drizzle checks out here give themselves back, destroyed, as soon as a query fails
 * for want of a connection; their release() can then be called again harmlessly.
 */
function releasingOnLoss(pool: pg.Pool): pg.Pool {
  const connect = async () => {
    const client = await pool.connect();
    let released = false;
    const release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.release(err);
    };
    const query = (...args: unknown[]) =>
      (client.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) release(err as Error);
        throw err;
      });
    return new Proxy(client, { get: (target, prop) => (prop === 'release' ? release : prop === 'query' ? query : own(target, prop)) });
  };
  return new Proxy(pool, { get: (target, prop) => (prop === 'connect' ? connect : own(target, prop)) });
}

/** A property of `target`, its methods bound to it (pg-pool's own query() calls this.connect with a callback). */
function own(target: object, prop: string | symbol): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

/**
 * Applies the committed migrations; an advisory lock lets several app servers start at once.
 * A schema migrated past this code's last migration (an older version started after an
 * upgrade) is refused: drizzle would skip it silently and the old code would misread it.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await refuseNewerSchema(client);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]).catch(() => {});
    client.release();
  }
}

let journal: { when: number }[] | undefined;
/** The migrations this code ships, oldest first (drizzle-kit's journal), read once. */
export function shippedMigrations(): { when: number }[] {
  journal ??= (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries;
  return journal;
}

/** Throws when the database holds a migration newer than the newest one this code ships (drizzle orders them by their time). */
async function refuseNewerSchema(client: pg.PoolClient): Promise<void> {
  const known = Math.max(...shippedMigrations().map((e) => e.when));
  const table = await client.query<{ found: boolean }>("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found");
  if (!table.rows[0]?.found) return;
  const { rows } = await client.query<{ applied: string | null }>('SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations');
  const applied = Number(rows[0]?.applied ?? 0);
  if (applied <= known) return;
  const day = (ms: number) => new Date(ms).toLocaleDateString('it-IT', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  throw new Error(
    `Il database è stato aggiornato da una versione più recente di Arcadia (schema del ${day(applied)}); questa versione conosce lo schema fino al ${day(known)} e non lo avvia per non danneggiarlo.\n` +
      "Avvia la versione più recente dell'app oppure, per tornare a questa, ripristina il backup fatto prima dell'aggiornamento (npm run restore, docs/deploy.md).",
  );
}
