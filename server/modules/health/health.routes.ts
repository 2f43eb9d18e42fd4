import { statfs } from 'node:fs/promises';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../errors';

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

const mb = (bytes: number) => Math.floor(bytes / 1024 / 1024);

/**
 * 200 `ok` when the database answers and DATA_DIR has room; 200 `degraded`
 * (reads work, writes may soon fail) when free space is low; 503 `error` when
 * the database does not answer.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, env } = c.get('ctx');
  const disk = await diskSpaceOf(env.DATA_DIR);
  try {
    await db.execute(sql`SELECT 1`);
  } catch {
    return c.json({ status: 'error' as const, database: 'error' as const, disk, message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
  }
  if (disk && disk.freeBytes < lowDiskThreshold(env.MAX_UPLOAD_MB)) {
    return c.json({
      status: 'degraded' as const,
      database: 'ok' as const,
      disk,
      message: `Spazio su disco quasi esaurito: ${mb(disk.freeBytes)} MB liberi su ${mb(disk.totalBytes)} MB. I caricamenti e le modifiche possono essere rifiutati: libera spazio o contatta l'amministratore.`,
    });
  }
  return c.json({ status: 'ok' as const, database: 'ok' as const, disk });
});
