import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { AppContext } from '../context';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { isDatabaseUnavailable, type Db } from '../db/client';
import { appSettings, unsettledFiles } from '../db/schema';
import { log } from '../log';
import { StorageUnavailableError } from './storage';

/**
 * Which stored files may ever be removed, and when (decision 015):
 * - an upload is recorded as 'uploading' before its bytes are written; the row that
 *   comes to point at it settles it (a trigger, migration 0011). One never settled
 *   was interrupted, and the sweep removes it;
 * - a row that stops pointing at a file releases it (the same trigger); the sweep
 *   removes the bytes once RELEASED_GRACE_MS has passed.
 * A file this database never recorded is never removed: the sweep does not list the store.
 */

/** How long released bytes are kept before the sweep removes them. */
export const RELEASED_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each app server runs the sweep. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Every column that holds a storage key: what a backup archives. */
export const REFERENCED_FILE_KEYS = `
  SELECT file_key AS key FROM documents
  UNION ALL SELECT file_key FROM contracts
  UNION ALL SELECT file_key FROM request_files WHERE file_key IS NOT NULL
  UNION ALL SELECT file_key FROM aml_evidence
  UNION ALL SELECT avatar_key FROM profiles WHERE avatar_key IS NOT NULL`;

/** Records an upload about to be written under `key`, before any byte of it is stored. */
export async function beginUpload(db: Db, key: string): Promise<void> {
  await db.insert(unsettledFiles).values({ key, state: 'uploading' });
}

/** Removes an upload that will never be committed, bytes and record. */
export async function discardUpload(ctx: Pick<AppContext, 'db' | 'storage'>, key: string): Promise<void> {
  await ctx.storage.delete(key);
  await ctx.db.delete(unsettledFiles).where(eq(unsettledFiles.key, key));
}

/**
 * Removes the files this database recorded as unsettled: uploads begun before
 * `uploadsBefore` and never committed, and files released before `releasedBefore`.
 * Skipped (null) while a backup holds the file-store lock. Returns how many went.
 */
export async function sweepUnsettledFiles(
  ctx: Pick<AppContext, 'pool' | 'storage'>,
  { uploadsBefore, releasedBefore }: { uploadsBefore: Date; releasedBefore: Date },
): Promise<number | null> {
  const client = await ctx.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [ADVISORY_LOCKS.fileStore]);
    if (!rows[0]!.locked) return null;
    try {
      return await sweepLocked(client, ctx, uploadsBefore, releasedBefore);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.fileStore]);
    }
  } finally {
    client.release();
  }
}

async function sweepLocked(client: pg.PoolClient, ctx: Pick<AppContext, 'storage'>, uploadsBefore: Date, releasedBefore: Date): Promise<number> {
  const stale = `(state = 'uploading' AND since < $1) OR (state = 'released' AND since < $2)`;
  const { rows } = await client.query<{ key: string }>(`SELECT key FROM unsettled_files WHERE ${stale}`, [uploadsBefore, releasedBefore]);
  await ctx.storage.cleanupInterrupted(uploadsBefore);
  let removed = 0;
  for (const { key } of rows) {
    // The record goes in the same transaction as the bytes: a failed delete keeps it for the next sweep,
    // and an upload committed in the meantime has already taken its key out of the table.
    await client.query('BEGIN');
    try {
      const gone = await client.query(`DELETE FROM unsettled_files WHERE key = $3 AND (${stale})`, [uploadsBefore, releasedBefore, key]);
      if (gone.rowCount) {
        await ctx.storage.delete(key);
        removed++;
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    }
  }
  return removed;
}

/** A store the app must not start on: another database's, or one it cannot reach. Its message says why, in Italian. */
export class FileStoreError extends Error {}

/**
 * Binds the file store to its database: both carry the same identity, written on
 * the first start. A store that carries another identity (or one the database does
 * not have: a new, empty or wrong database), or that cannot be read, stops the start.
 */
export async function bindFileStore(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<void> {
  const { storage } = ctx;
  await ctx.db.insert(appSettings).values({ key: 'file_store_id', value: randomUUID() }).onConflictDoNothing();
  const [row] = await ctx.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'file_store_id'));
  const expected = row!.value;
  try {
    const actual = await storage.readIdentity();
    if (actual === null) {
      await storage.writeIdentity(expected);
      return;
    }
    if (actual !== expected) {
      throw new FileStoreError(
        `I file ${storage.where} appartengono a un altro database (archivio ${actual}), non a quello a cui l'app è collegata (archivio ${expected}).\n` +
          `Controlla DATABASE_URL e ${storage.settings}: ogni database va usato con i suoi file. ` +
          'Nessun file è stato toccato.',
      );
    }
  } catch (err) {
    // Only an S3 store reports itself unreachable.
    if (!(err instanceof StorageUnavailableError)) throw err;
    throw new FileStoreError(
      `I file ${storage.where} non sono raggiungibili: ${err.reason}.\n` +
        'Controlla S3_ENDPOINT, S3_BUCKET, S3_REGION e le credenziali (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). Nessun file è stato toccato.',
    );
  }
}

/** Gives a restored database and its restored files a new identity of their own. */
export async function rebindFileStore(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<void> {
  const id = randomUUID();
  await ctx.db
    .insert(appSettings)
    .values({ key: 'file_store_id', value: id })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
  await ctx.storage.writeIdentity(id);
}

/** An upload older than this is taken for interrupted when other app servers may still be writing. */
const UPLOAD_SETTLE_MS = 60 * 60 * 1000;

/**
 * Runs the sweep now and every SWEEP_INTERVAL_MS. With the embedded database this
 * process is the only writer, so uploads begun before it started were interrupted.
 * Returns a function that stops the timer.
 */
export function scheduleFileSweeps(ctx: Pick<AppContext, 'pool' | 'storage'>, startedAt: Date, soleWriter: boolean): () => void {
  const sweep = () => {
    const hourAgo = Date.now() - UPLOAD_SETTLE_MS;
    const uploadsBefore = new Date(soleWriter ? Math.max(startedAt.getTime(), hourAgo) : hourAgo);
    sweepUnsettledFiles(ctx, { uploadsBefore, releasedBefore: new Date(Date.now() - RELEASED_GRACE_MS) }).then(
      (n) => n && log.info({ area: 'files', removed: n }, `Rimossi ${n} file eliminati o caricamenti interrotti.`),
      // Without the database (an outage, or a Ctrl-C that reached PostgreSQL first) the pool says so; the next sweep retries.
      (err: Error) => isDatabaseUnavailable(err) || log.error({ area: 'files', err }, 'Pulizia dei file non riuscita'),
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
