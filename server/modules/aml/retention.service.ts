import { lt, sql } from 'drizzle-orm';
import { formatDateIt } from '@domain/periods';
import type { Db } from '../../platform/db/client';
import { amlFiles } from '../../platform/db/schema';
import { logSystemActivity } from '../activity/activity.service';

/**
 * The retention of AML files (artt. 31-32 D.Lgs. 231/2007, decision 122): a file stays
 * until its retain_until, then the daily purge removes it with everything that hangs on it.
 * Only the purge may delete from a file: it says so to the database's triggers with
 * SET LOCAL arcadia.aml_purge = 'on', for its own transaction alone. The access log stays.
 */

export const PURGE_FILES_TASK = 'aml:purge-files';

/** Deletes every file whose retention ended before `today`; one transaction, one activity line per file. */
export async function purgeExpiredFiles(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local arcadia.aml_purge = 'on'`);
    const purged = await tx
      .delete(amlFiles)
      .where(lt(amlFiles.retainUntil, today))
      .returning({ id: amlFiles.id, clientName: amlFiles.clientName, retainUntil: amlFiles.retainUntil });
    for (const file of purged.sort((a, b) => a.clientName.localeCompare(b.clientName))) {
      await logSystemActivity(tx, 'Eliminazione Fascicolo Antiriciclaggio', `Fascicolo di "${file.clientName}" eliminato: conservazione terminata il ${formatDateIt(file.retainUntil!)}`);
    }
    return purged.length;
  });
}
