import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../platform/db/client';
import * as schema from '../platform/db/schema';

/** A node of `EXPLAIN (FORMAT JSON)`. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * The plans of the statements `run` sends, as PostgreSQL would run them on this database now:
 * `run` goes through a database handle that records each statement, then each is explained
 * with its parameters.
 */
export async function plansOf(pool: pg.Pool, run: (db: Db) => Promise<unknown>): Promise<PlanNode[]> {
  const sent: { sql: string; params: unknown[] }[] = [];
  const recording = drizzle(pool, { schema, casing: 'snake_case', logger: { logQuery: (sql, params) => void sent.push({ sql, params }) } });
  await run(recording);
  const plans: PlanNode[] = [];
  for (const statement of sent) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params);
    plans.push(rows[0]!['QUERY PLAN'][0].Plan);
  }
  return plans;
}

/**
 * What in a plan reads a big table whole: a sequential scan of one of `tables`, or a sort (or
 * hash) of more rows than a page ever needs. A scan read straight into a LIMIT stops there (a
 * search's capped count, decision 123): it reads as far as the limit takes, not the table. An
 * empty answer is a plan whose cost follows the page.
 */
export function wholeTableReads(plans: PlanNode[], tables: readonly string[], maxRows = 20_000): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode, parent?: PlanNode) => {
    const scan = ['Seq Scan', 'Parallel Seq Scan'].includes(node['Node Type']);
    if (scan && tables.includes(node['Relation Name']!) && parent?.['Node Type'] !== 'Limit') found.push(`Seq Scan on ${node['Relation Name']}`);
    if (['Sort', 'Hash', 'Incremental Sort'].includes(node['Node Type']) && node['Plan Rows'] > maxRows) found.push(`${node['Node Type']} of ${node['Plan Rows']} rows`);
    node.Plans?.forEach((child) => visit(child, node));
  };
  plans.forEach((plan) => visit(plan));
  return found;
}
