import { and, asc, count, desc, eq, ilike, lte, max, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Scope } from '@domain/policy';
import type { ActivityExportQuery, ActivityListQuery, ActivitySort } from '@domain/schemas/activity';
import { pageOffset, paged, type Paged } from '@domain/schemas/list-query';
import type { Actor } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like';
import { activityCounts, activityLog } from '../../db/schema';

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

const SORT_KEYS: Record<ActivitySort, AnyColumn> = { createdAt: activityLog.createdAt, userName: activityLog.userName, action: activityLog.action };

const entryColumns = {
  id: activityLog.id,
  userId: activityLog.userId,
  userName: activityLog.userName,
  action: activityLog.action,
  details: activityLog.details,
  createdAt: activityLog.createdAt,
};

/** The entries a caller may read (every entry for scope 'any', their own for 'own') that the search finds. */
function listed(actor: Pick<Actor, 'id'>, scope: Scope, query: ActivityExportQuery): SQL | undefined {
  const pattern = query.q && likePattern(query.q);
  return and(
    scope === 'own' ? eq(activityLog.userId, actor.id) : undefined,
    pattern ? or(ilike(activityLog.userName, pattern), ilike(activityLog.action, pattern), ilike(activityLog.details, pattern)) : undefined,
  );
}

/** By the chosen column, the id breaking ties; newest first without one. */
function listOrder(query: ActivityExportQuery) {
  if (!query.sort) return [desc(activityLog.createdAt), desc(activityLog.id)];
  const direction = query.dir === 'desc' ? desc : asc;
  return [direction(SORT_KEYS[query.sort]), direction(activityLog.id)];
}

const toEntry = (r: { createdAt: Date } & Omit<ActivityEntry, 'createdAt'>): ActivityEntry => ({ ...r, createdAt: r.createdAt.toISOString() });

/** One page of the log as searched and sorted. */
export async function listActivity(db: Db, actor: Pick<Actor, 'id'>, scope: Scope, query: ActivityListQuery): Promise<Paged<ActivityEntry>> {
  const where = listed(actor, scope, query);
  const [rows, [total]] = await Promise.all([
    db.select(entryColumns).from(activityLog).where(where).orderBy(...listOrder(query)).limit(query.pageSize).offset(pageOffset(query)),
    // Unsearched, the total is kept per person by triggers: no count of the whole log on every page.
    query.q
      ? db.select({ n: count() }).from(activityLog).where(where)
      : db
          .select({ n: sql<number>`coalesce(sum(${activityCounts.entries}), 0)`.mapWith(Number) })
          .from(activityCounts)
          .where(scope === 'own' ? eq(activityCounts.userId, actor.id) : undefined),
  ]);
  return paged(rows.map(toEntry), total?.n ?? 0, query);
}

/**
 * The whole log as searched and sorted, in batches, for the export. Entries written
 * after the export began are left out: they would shift the batches under it.
 */
export async function* activityForExport(db: Db, actor: Pick<Actor, 'id'>, scope: Scope, query: ActivityExportQuery, batch = 2000): AsyncGenerator<ActivityEntry[]> {
  const [last] = await db.select({ id: max(activityLog.id) }).from(activityLog);
  if (last?.id == null) return;
  const where = and(listed(actor, scope, query), lte(activityLog.id, last.id));
  const order = listOrder(query);
  for (let offset = 0; ; offset += batch) {
    const rows = await db.select(entryColumns).from(activityLog).where(where).orderBy(...order).limit(batch).offset(offset);
    if (rows.length > 0) yield rows.map(toEntry);
    if (rows.length < batch) return;
  }
}
