import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { COUNT_CAP, MATCHES_READ } from '@domain/schemas/list-query';
import type { Db, DbOrTx } from './client';

/**
 * A filtered list's page sorted from its own matches (decision 123), so that a rare term is answered
 * from its few matches, not by walking the sort's index past everything else. The matches are read
 * once through the filter's own indexes into a MATERIALIZED CTE (the planner cannot fold it into a
 * walk in the page's order), at most `reach` past the page, counted on every row (`matched`,
 * `count(*) over ()`), and the page is taken from them. A frequent term fills that read (`heldAll`
 * says no): its page is not this one, and the caller walks the sort's index instead, where its
 * matches come often.
 *
 * `matches`: the query of the matches, without a limit, selecting the columns `orderBy` names; the
 * page's rows are those columns and `matched`. An empty page tells no count. `reach`: MATCHES_READ,
 * or COUNT_CAP for the client list (decision 137). `heldAll(matched)`: whether `matched` matches
 * were all read by this read, judged against its own reach.
 */
export function matchesPage(matches: { limit(limit: number): SQLWrapper }, orderBy: SQL, start: number, size: number, reach = MATCHES_READ): { query: SQL; heldAll: (matched: number) => boolean } {
  return {
    query: sql`with matches as materialized (${matches.limit(start + reach + 1)}) select *, count(*) over () as matched from matches order by ${orderBy} limit ${size} offset ${start}`,
    heldAll: (matched) => matched <= start + reach,
  };
}

/** The rows of `table` matching `where`, counted up to one past COUNT_CAP beyond `start`: enough to say "oltre". */
export async function cappedCount(db: DbOrTx, table: PgTable, where: SQL | undefined, start: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(table).where(where).limit(start + COUNT_CAP + 1).as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * How many a matchesPage read: its rows' `matched`, or, on an empty page, none on the first page and
 * else a count up to COUNT_CAP past the page (the page was past the matches' end).
 */
export async function matchedOf(pageMatched: number | undefined, count: () => Promise<number>, start: number): Promise<number> {
  return pageMatched ?? (start === 0 ? 0 : await count());
}

/**
 * A search's page read from its matches (matchesPage over `matches`, in `orderBy`), and how many
 * matched, counted up to COUNT_CAP past the page (pagedUpToCap). `rows` is null when the read did not
 * hold every match (a frequent term): the caller walks the sort's index.
 */
export async function searchPage<Row extends Record<string, unknown>>(
  db: Db,
  search: { table: PgTable; where: SQL | undefined; matches: { limit(limit: number): SQLWrapper }; orderBy: SQL },
  start: number,
  size: number,
): Promise<{ rows: Row[] | null; matched: number }> {
  const page = matchesPage(search.matches, search.orderBy, start, size);
  const { rows } = await db.execute<Row & { matched: string }>(page.query);
  const matched = await matchedOf(rows[0] && Number(rows[0].matched), () => cappedCount(db, search.table, search.where, start), start);
  return { rows: page.heldAll(matched) ? (rows as Row[]) : null, matched };
}
