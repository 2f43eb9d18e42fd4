import { desc, eq } from 'drizzle-orm';
import type { Scope } from '@domain/policy';
import type { Actor } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { activityLog } from '../../db/schema';

/**
 * Writes one activity-log entry. Call it with the transaction of the action it
 * records, so that either both are saved or neither is.
 */
export async function logActivity(db: DbOrTx, actor: Pick<Actor, 'id' | 'name'>, action: string, details?: string | null): Promise<void> {
  await db.insert(activityLog).values({ userId: actor.id, userName: actor.name || 'Utente', action, details: details ?? null });
}

export interface ActivityEntry {
  id: number;
  userId: string | null;
  userName: string;
  action: string;
  details: string | null;
  createdAt: string;
}

/** The latest `limit` entries, newest first: every entry for scope 'any', the actor's own for 'own'. */
export async function listActivity(db: Db, actor: Pick<Actor, 'id'>, scope: Scope, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .select({
      id: activityLog.id,
      userId: activityLog.userId,
      userName: activityLog.userName,
      action: activityLog.action,
      details: activityLog.details,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .where(scope === 'own' ? eq(activityLog.userId, actor.id) : undefined)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
