import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../platform/db/client';
import * as schema from '../platform/db/schema';

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

/** The statements `run` sends, with their parameters, through a database handle that records each one. */
export async function statementsOf(pool: pg.Pool, run: (db: Db) => Promise<unknown>): Promise<{ sql: string; params: unknown[] }[]> {
  const sent: { sql: string; params: unknown[] }[] = [];
  const recording = drizzle(pool, { schema, casing: 'snake_case', logger: { logQuery: (sql, params) => void sent.push({ sql, params }) } });
  await run(recording);
  return sent;
}

/**
 * The plans of the statements `run` sends, as PostgreSQL runs them on this database now: `run`
 * goes through a database handle that records each statement, then each is run again under
 * EXPLAIN ANALYZE with its parameters, for the rows each step of the plan really read.
 */
export async function plansOf(pool: pg.Pool, run: (db: Db) => Promise<unknown>): Promise<PlanNode[]> {
  const sent = await statementsOf(pool, run);
  const plans: PlanNode[] = [];
  const client = await pool.connect();
  try {
    // Each scan from the table's start, without parallel workers: where a scan joins another one
    // already under way, and how far workers read before a LIMIT stops them, vary from run to run.
    await client.query('SET max_parallel_workers_per_gather = 0; SET synchronize_seqscans = off');
    for (const statement of sent) {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params);
      plans.push(rows[0]!['QUERY PLAN'][0].Plan);
    }
  } finally {
    await client.query('RESET max_parallel_workers_per_gather; RESET synchronize_seqscans');
    client.release();
  }
  return plans;
}

/**
 * The rows a step may read beyond the page's offset: a page and its counts capped at COUNT_CAP,
 * and room to find them among others (a walk in the list's order reads the page ÷ the share of
 * rows that match, which does not grow with the table). A quarter of a 200,000-row table.
 */
const READ_ALLOWANCE = 50_000;

/**
 * The steps of the plans that read more rows of a big table than a page needs (the rows a scan
 * returned and those it read and dropped, over all its loops; a page at `offset` walks the rows
 * before it), or sorted or hashed that many: a plan that reads the table, not the page. Empty
 * when every step's work follows the page.
 */
export function wholeTableReads(plans: PlanNode[], tables: readonly string[], offset = 0): string[] {
  const maxRows = READ_ALLOWANCE + offset;
  const found: string[] = [];
  for (const step of stepsOf(plans)) {
    const table = step['Relation Name'];
    const read = rowsReadBy(step);
    if (table && tables.includes(table) && read > maxRows) found.push(`${step['Node Type']} on ${table} read ${read} rows`);
    if (['Sort', 'Hash', 'Incremental Sort'].includes(step['Node Type']) && step['Actual Rows'] * step['Actual Loops'] > maxRows) found.push(`${step['Node Type']} of ${step['Actual Rows']} rows`);
  }
  return found;
}

/** Every step of the plans, each plan's root first. */
function* stepsOf(plans: PlanNode[]): Generator<PlanNode> {
  for (const plan of plans) {
    yield plan;
    yield* stepsOf(plan.Plans ?? []);
  }
}

/** The rows a step read over all its loops: those it returned, and those it read and dropped. */
function rowsReadBy(node: PlanNode): number {
  return (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops'];
}

/** The rows of `table` the plans' steps read, in all. */
export function rowsRead(plans: PlanNode[], table: string): number {
  let rows = 0;
  for (const step of stepsOf(plans)) if (step['Relation Name'] === table) rows += rowsReadBy(step);
  return rows;
}

/** The indexes the plans' steps read. */
export function indexesRead(plans: PlanNode[]): string[] {
  return [...stepsOf(plans)].flatMap((step) => (step['Index Name'] ? [step['Index Name']] : []));
}

/** The kinds of step that read `index` (an Index Only Scan answers from the index alone, a Bitmap Index Scan sends its rows to the table). */
export function readsOf(plans: PlanNode[], index: string): string[] {
  return [...new Set([...stepsOf(plans)].filter((step) => step['Index Name'] === index).map((step) => step['Node Type']))];
}

/** Rows a walk may read from the table only to drop them: a page's worth, and a little more. */
const DROPPED_ALLOWANCE = 200;

/**
 * The index walks that read rows of `tables` only to drop them: a filter checked on each row the
 * walk passes rather than on the index's own entries (an Index Scan, or an Index Only Scan that
 * still fetches from the table), beyond DROPPED_ALLOWANCE. Empty when every walk's filter is
 * answered from its index (decision 128).
 */
export function rowsReadToDrop(plans: PlanNode[], tables: readonly string[]): string[] {
  const found: string[] = [];
  for (const step of stepsOf(plans)) {
    const table = step['Relation Name'];
    const dropped = (step['Rows Removed by Filter'] ?? 0) * step['Actual Loops'];
    const fromTable = step['Node Type'] === 'Index Scan' || (step['Heap Fetches'] ?? 0) > DROPPED_ALLOWANCE;
    if (table && tables.includes(table) && fromTable && dropped > DROPPED_ALLOWANCE) found.push(`${step['Node Type']} on ${table} read ${dropped} rows to drop them`);
  }
  return found;
}
