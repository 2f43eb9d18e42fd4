import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Read newest first, id breaking ties (ORDER BY ... DESC, i.e. NULLS FIRST): the index must match that order
    // exactly, or every read sorts the whole log.
    index('activity_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_user_created_id_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The list sorted by who or what (either way, the id breaking ties) reads one page, not the whole log.
    index('activity_user_name_id_idx').on(t.userName, t.id),
    index('activity_action_id_idx').on(t.action, t.id),
  ],
);

/**
 * How many entries each person has in the log (null: people since deleted), kept by triggers
 * on `activity_log` (migration 0025): the list's total without counting a log of millions.
 */
export const activityCounts = pgTable(
  'activity_counts',
  {
    userId: text('user_id'),
    entries: integer('entries').notNull(),
  },
  (t) => [uniqueIndex('activity_counts_key').on(sql`coalesce(${t.userId}, '')`)],
);

/**
 * How many entries the whole log has, in a few rows summed on read, kept by triggers on
 * `activity_log` (migration 0050): staff's total without a sum over a row per person. Each
 * statement adds to its connection's row, so concurrent writers seldom wait on one another.
 */
export const activityTotals = pgTable('activity_totals', {
  shard: smallint('shard').primaryKey(),
  entries: bigint('entries', { mode: 'number' }).notNull(),
});
