import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { Env } from '../env';
import { PRIVATE_DIR, PRIVATE_FILE, tightenFolders } from '../private-files';
import { createPool, runMigrations } from './client';
import { startEmbeddedPostgres, type EmbeddedOptions } from './embedded';

export interface OpenDatabase {
  pool: pg.Pool;
  url: string;
  /** Closes the pool and, if this process started it, stops the embedded server. */
  close(): Promise<void>;
}

const lockFile = (env: Env) => path.join(env.DATA_DIR, 'postgres.lock');
/** Where the running app publishes its embedded database's address, for tools such as the backup. */
const urlFile = (env: Env) => path.join(env.DATA_DIR, 'postgres.url');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the embedded database of DATA_DIR (this one included), or null. */
function lockHolder(env: Env): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile(env), 'utf8'));
    return pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of another live process holding the embedded database of DATA_DIR, or null. */
function holder(env: Env): number | null {
  const pid = lockHolder(env);
  return pid !== process.pid ? pid : null;
}

/**
 * Ends the pool and waits for its connections to be closed. pg-pool's end() resolves as soon
 * as it has asked them to close: PostgreSQL stopped right after would still end them itself,
 * each a "terminating connection due to administrator command" error on a normal stop.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => --open <= 0 && resolve());
  });
  // pg-pool's end() also waits for every checked-out client to come back: one that never does
  // (a request still waiting) must not hold the stop. PostgreSQL's own stop ends its connection.
  const ended = Promise.all([pool.end().catch(() => {}), closed]).then(() => true);
  if (!(await Promise.race([ended, sleep(5000, false, { ref: false })]))) {
    console.error(`Chiusura del database: ${pool.totalCount - pool.idleCount} connessioni ancora in uso dopo 5 s, chiuse con l'arresto.`);
  }
}

/**
 * Opens the app's database as the server does: DATABASE_URL when set, otherwise
 * the embedded PostgreSQL under DATA_DIR/postgres, which only one process may
 * run. `share: true` (tools like the backup) connects to the embedded server of
 * a running app instead of refusing. Migrations are applied unless `migrate: false`.
 */
export async function openDatabase(
  env: Env,
  options: { share?: boolean; migrate?: boolean } & EmbeddedOptions = {},
): Promise<OpenDatabase> {
  let url = env.DATABASE_URL;
  let stopEmbedded = async () => {};
  fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: PRIVATE_DIR });
  // The embedded database's folder is its own; so is DATA_DIR's mode when it runs (embedded.ts):
  // another app server's embedded database running here keeps its way in through it.
  tightenFolders(env.DATA_DIR, ['postgres']);
  if (url) {
    if (!lockHolder(env)) fs.chmodSync(env.DATA_DIR, PRIVATE_DIR);
  } else {
    const pid = holder(env);
    if (pid && options.share && fs.existsSync(urlFile(env))) {
      url = fs.readFileSync(urlFile(env), 'utf8').trim();
    } else if (pid) {
      throw new Error(
        `La cartella dati ${env.DATA_DIR} è già in uso da un altro processo dell'app (pid ${pid}).\n` +
          'Fermalo prima di avviarne un altro, oppure usa DATA_DIR diverse. Per più server sullo stesso database usa DATABASE_URL.',
      );
    } else {
      fs.writeFileSync(lockFile(env), String(process.pid), { mode: PRIVATE_FILE });
      const embedded = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'postgres'), { onGiveUp: options.onGiveUp });
      url = embedded.url;
      fs.writeFileSync(urlFile(env), url, { mode: PRIVATE_FILE });
      stopEmbedded = async () => {
        await embedded.stop();
        fs.rmSync(urlFile(env), { force: true });
        fs.rmSync(lockFile(env), { force: true });
      };
    }
  }
  const pool = createPool(url);
  const close = async () => {
    await endPool(pool);
    await stopEmbedded();
  };
  if (options.migrate !== false) {
    // A schema refused or a migration failed: the embedded database stops and its lock is freed.
    await runMigrations(pool).catch(async (err: unknown) => {
      await close().catch(() => {});
      throw err;
    });
  }
  return { pool, url, close };
}
