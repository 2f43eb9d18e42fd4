import type { Actor } from '../../context';
import type { DbOrTx } from '../../db/client';
import { activityLog } from '../../db/schema';

/**
 * Writes one activity-log entry. Call it with the transaction of the action it
 * records, so that either both are saved or neither is.
 */
export async function logActivity(db: DbOrTx, actor: Pick<Actor, 'id' | 'name'>, action: string, details?: string | null): Promise<void> {
  await db.insert(activityLog).values({ userId: actor.id, userName: actor.name || 'Utente', action, details: details ?? null });
}
