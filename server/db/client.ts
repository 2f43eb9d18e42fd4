import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: services accept either, so a write and its activity entry share one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// DATE columns stay 'YYYY-MM-DD' strings; NUMERIC stays a string (exact money).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process. Once the pool is being
  // closed, PostgreSQL ending its connections is expected.
  const report = (err: Error) => {
    if (!pool.ending) console.error('Errore di connessione al database:', err.message);
  };
  pool.on('error', (err) => {
    // PostgreSQL ending the connections (57P01) is also how a stop begins: a Ctrl-C reaches the
    // embedded server too, at times before the app. Said a moment later, once the app's stop has begun.
    if ((err as { code?: unknown }).code === '57P01') setTimeout(() => report(err), 500).unref();
    else report(err);
  });
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema, casing: 'snake_case' });
}

/** Applies the committed migrations; an advisory lock lets several app servers start at once. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
}
