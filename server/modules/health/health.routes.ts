import fs from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { isStaff } from '@domain/policy';
import type { AppEnv } from '../../platform/context';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../platform/errors';
import { storageProblem } from '../../platform/files/storage';
import { loadActor } from '../../platform/http/session';
import { queueState, type QueueState } from '../../platform/jobs/state';
import { carriesMetricsToken } from '../../platform/metrics';
import { PROJECT_ROOT } from '../../platform/paths';

/** Free space below which the app reports itself degraded: 100 MB, or two of the largest uploads if more. */
export function lowDiskThreshold(maxUploadMb: number): number {
  return Math.max(100, 2 * maxUploadMb) * 1024 * 1024;
}

export interface DiskSpace {
  freeBytes: number;
  totalBytes: number;
}

/** Free and total space of the file system holding `dir`, as an unprivileged process may use it; null when unknown. */
export async function diskSpaceOf(dir: string): Promise<DiskSpace | null> {
  try {
    const s = await statfs(dir);
    return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
  } catch {
    return null;
  }
}

/** The app's version, from its package.json. */
const VERSION = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

const LOW_DISK_MESSAGE =
  "Spazio su disco quasi esaurito: i caricamenti e le modifiche possono essere rifiutati. Libera spazio o contatta l'amministratore.";

const FILES_UNAVAILABLE_MESSAGE =
  "L'archivio dei file non risponde: documenti, contratti e immagini non si possono caricare né scaricare, il resto dell'app funziona. Avvisa l'amministratore.";

/**
 * Whether the caller may read the details: staff signed in, or a monitor with the
 * metrics token. A session that cannot be read (the database down) gives none.
 */
async function mayReadDetails(c: Context<AppEnv>): Promise<boolean> {
  if (carriesMetricsToken(c.req.header('authorization'), c.get('ctx').env.METRICS_TOKEN)) return true;
  const actor = await loadActor(c).catch(() => null);
  return isStaff(actor?.role);
}

/**
 * For everyone (a load balancer, a monitor): 200 `ok` when the database answers, the file
 * store answers and DATA_DIR has room; 200 `degraded` (the app serves, some requests fail)
 * when the file store does not answer or free space is low; 503 `error` when the database
 * does not answer; a message when not ok. A store that is down leaves every server as
 * degraded, not out of the balancer, since all but files still works. Staff and the metrics
 * token also get the version, the free space, the job queue's state and why the store
 * failed (docs/decisions/103). The public answer costs one `SELECT 1` and one read of the
 * store's identity.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, env, storage } = c.get('ctx');
  const [disk, detailed, filesProblem] = await Promise.all([diskSpaceOf(env.DATA_DIR), mayReadDetails(c), storageProblem(storage)]);
  let jobs: QueueState | null = null;
  const files = filesProblem ? ('error' as const) : ('ok' as const);
  const details = () => detailed && { version: VERSION, disk, jobs, ...(filesProblem && { filesProblem }) };
  try {
    if (detailed) jobs = await queueState(db);
    else await db.execute(sql`SELECT 1`);
  } catch {
    return c.json({ status: 'error' as const, database: 'error' as const, files, message: DATABASE_UNAVAILABLE_MESSAGE, ...details() }, 503);
  }
  const problems = [filesProblem && FILES_UNAVAILABLE_MESSAGE, disk && disk.freeBytes < lowDiskThreshold(env.MAX_UPLOAD_MB) && LOW_DISK_MESSAGE].filter(
    (m): m is string => typeof m === 'string',
  );
  if (problems.length > 0) {
    return c.json({ status: 'degraded' as const, database: 'ok' as const, files, message: problems.join(' '), ...details() });
  }
  return c.json({ status: 'ok' as const, database: 'ok' as const, files, ...details() });
});
