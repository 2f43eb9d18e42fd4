import fs from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { isStaff } from '@domain/policy';
import type { AppEnv } from '../../context';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../errors';
import { loadActor } from '../../http/session';
import { queueState, type QueueState } from '../../jobs/state';
import { carriesMetricsToken } from '../../metrics';
import { PROJECT_ROOT } from '../../paths';

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
 * For everyone (a load balancer, a monitor): 200 `ok` when the database answers and
 * DATA_DIR has room; 200 `degraded` (reads work, writes may soon fail) when free
 * space is low; 503 `error` when the database does not answer; a message when not ok.
 * Staff and the metrics token also get the version, the free space and the job
 * queue's state (docs/decisions/103). The public answer costs one `SELECT 1`.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, env } = c.get('ctx');
  const [disk, detailed] = await Promise.all([diskSpaceOf(env.DATA_DIR), mayReadDetails(c)]);
  let jobs: QueueState | null = null;
  const details = () => detailed && { version: VERSION, disk, jobs };
  try {
    if (detailed) jobs = await queueState(db);
    else await db.execute(sql`SELECT 1`);
  } catch {
    return c.json({ status: 'error' as const, database: 'error' as const, message: DATABASE_UNAVAILABLE_MESSAGE, ...details() }, 503);
  }
  if (disk && disk.freeBytes < lowDiskThreshold(env.MAX_UPLOAD_MB)) {
    return c.json({ status: 'degraded' as const, database: 'ok' as const, message: LOW_DISK_MESSAGE, ...details() });
  }
  return c.json({ status: 'ok' as const, database: 'ok' as const, ...details() });
});
