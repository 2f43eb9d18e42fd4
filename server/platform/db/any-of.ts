import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column` is one of `values`, sent as one array parameter. Drizzle's inArray writes one parameter
 * per value, each built into the statement, sent and parsed again on every request: for the dozens
 * of rule ids and the thousand client ids of a /scadenze search, that work was a good part of the
 * request's. PostgreSQL plans both the same way (`= ANY` of an array). No values: false, as inArray.
 */
export function anyOf(column: AnyPgColumn, values: readonly unknown[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(column.getSQLType())}[])`;
}
