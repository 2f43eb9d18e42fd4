import { and, asc, desc, eq, lte, max, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Scope } from '@domain/policy';
import type { ActivityExportQuery, ActivityListQuery, ActivitySort } from '@domain/schemas/activity';
import { pageOffset, paged, pagedUpToCap, type Paged } from '@domain/schemas/list-query';
import type { Actor } from '../../platform/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { lowerCasedContains } from '../../platform/db/like';
import { searchPage } from '../../platform/db/matches-page';
import { activityCounts, activityLog, activityTotals } from '../../platform/db/schema';

/**
 * Writes one activity-log entry. Call it with the transaction of the action it
 * records, so that either both are saved or neither is.
 */
export async function logActivity(db: DbOrTx, actor: Pick<Actor, 'id' | 'name'>, action: string, details?: string | null): Promise<void> {
  await db.insert(activityLog).values({ userId: actor.id, userName: actor.name || 'Utente', action, details: details ?? null });
}

/** An activity line written by the app's own jobs, with no person behind it. */
export async function logSystemActivity(db: DbOrTx, action: string, details: string): Promise<void> {
  await db.insert(activityLog).values({ userId: null, userName: 'Sistema', action, details });
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

/**
 * What the search box reads: who, what and the details, lower-cased, one line each, so a term does
 * not match across two of them. The expression of activity_log_search_trgm_idx (migration 0045).
 */
const searchText = sql`lower(${activityLog.userName} || E'\n' || ${activityLog.action} || E'\n' || coalesce(${activityLog.details}, ''))`;

/** The entries a caller may read (every entry for scope 'any', their own for 'own') that the search finds. */
function listed(actor: Pick<Actor, 'id'>, scope: Scope, query: ActivityExportQuery): SQL | undefined {
  return and(scope === 'own' ? eq(activityLog.userId, actor.id) : undefined, query.q ? lowerCasedContains(searchText, query.q) : undefined);
}

/** By the chosen column, the id breaking ties; newest first without one. */
function listOrder(query: ActivityExportQuery) {
  if (!query.sort) return [desc(activityLog.createdAt), desc(activityLog.id)];
  const direction = query.dir === 'desc' ? desc : asc;
  return [direction(SORT_KEYS[query.sort]), direction(activityLog.id)];
}

type EntryRow = Omit<ActivityEntry, 'createdAt'> & { createdAt: Date };
const toEntry = (r: EntryRow): ActivityEntry => ({ ...r, createdAt: r.createdAt.toISOString() });

/** A row of a search's matches (matchesPage), as the database sends it. */
interface MatchRow extends Record<string, unknown> {
  id: string;
  user_id: string | null;
  user_name: string;
  action: string;
  details: string | null;
  created_at: string;
}

/** listOrder over the columns of a search's matches. */
function matchesOrder(query: ActivityExportQuery): SQL {
  const direction = !query.sort || query.dir === 'desc' ? sql`desc` : sql`asc`;
  const key = sql.identifier(SORT_KEYS[query.sort ?? 'createdAt'].name);
  return sql`${key} ${direction}, ${sql.identifier(activityLog.id.name)} ${direction}`;
}

/**
 * The entries a caller may read, from the kept counts: a person's own by the key of their row in
 * `activity_counts` (its index is on `coalesce(user_id, '')`), the whole log's from the few rows of
 * `activity_totals`, not from a row per person.
 */
function keptTotal(db: Db, actor: Pick<Actor, 'id'>, scope: Scope) {
  if (scope === 'own') {
    return db
      .select({ n: sql<number>`coalesce(sum(${activityCounts.entries}), 0)`.mapWith(Number) })
      .from(activityCounts)
      .where(sql`coalesce(${activityCounts.userId}, '') = ${actor.id}`);
  }
  return db.select({ n: sql<number>`coalesce(sum(${activityTotals.entries}), 0)`.mapWith(Number) }).from(activityTotals);
}

/** One page of the log as searched and sorted. */
export async function listActivity(db: Db, actor: Pick<Actor, 'id'>, scope: Scope, query: ActivityListQuery): Promise<Paged<ActivityEntry>> {
  const where = listed(actor, scope, query);
  const start = pageOffset(query);
  const page = () => db.select(entryColumns).from(activityLog).where(where).orderBy(...listOrder(query)).limit(query.pageSize).offset(start);
  if (!query.q) {
    // Unsearched, the total is kept by triggers: no count of the whole log on every page.
    const [rows, [total]] = await Promise.all([page(), keptTotal(db, actor, scope)]);
    return paged(rows.map(toEntry), total?.n ?? 0, query);
  }
  // A search reads its matches first through the trigram index, up to MATCHES_READ past the page, and
  // counts them up to COUNT_CAP past it (decision 130, as the client list's, decision 123): a rare term
  // is answered from its few matches; a frequent one's page is walked along the sort's index.
  const matches = db.select(entryColumns).from(activityLog).where(where);
  const found = await searchPage<MatchRow>(db, { table: activityLog, where, matches, orderBy: matchesOrder(query) }, start, query.pageSize);
  const entries = found.rows
    ? found.rows.map((r) => ({ id: Number(r.id), userId: r.user_id, userName: r.user_name, action: r.action, details: r.details, createdAt: new Date(r.created_at) }))
    : await page();
  return pagedUpToCap(entries.map(toEntry), found.matched, query);
}

/**
 * The whole log as searched and sorted, in batches, for the export: each batch starts after
 * the last row of the one before (sort key, then id), so the millionth row costs what the
 * first did. Entries written after the export began are left out.
 */
export async function* activityForExport(db: Db, actor: Pick<Actor, 'id'>, scope: Scope, query: ActivityExportQuery, batch = 2000): AsyncGenerator<ActivityEntry[]> {
  const [newest] = await db.select({ id: max(activityLog.id) }).from(activityLog);
  if (newest?.id == null) return;
  const where = and(listed(actor, scope, query), lte(activityLog.id, newest.id));
  const descending = !query.sort || query.dir === 'desc';
  const key = query.sort ?? 'createdAt';
  // The key as text: a date read into JavaScript would lose its microseconds.
  const keyText = sql<string>`${SORT_KEYS[key]}::text`;
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const past: SQL | undefined = after
      ? sql`(${SORT_KEYS[key]}, ${activityLog.id}) ${descending ? sql`<` : sql`>`} (${key === 'createdAt' ? sql`${after.key}::timestamptz` : after.key}, ${after.id})`
      : undefined;
    const rows: (EntryRow & { key: string })[] = await db
      .select({ ...entryColumns, key: keyText })
      .from(activityLog)
      .where(and(where, past))
      .orderBy(...listOrder(query))
      .limit(batch);
    if (rows.length > 0) yield rows.map(({ key: _key, ...entry }) => toEntry(entry));
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { key: last.key, id: last.id };
  }
}
