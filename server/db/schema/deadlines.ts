import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Deadlines are computed (domain/deadlines.ts); only their completion is stored. */
export const deadlineCompletions = pgTable('deadline_completions', {
  /** The computed deadline's id, e.g. `boi:<clientId>`. */
  deadlineId: text('deadline_id').primaryKey(),
  completedBy: text('completed_by').references(() => user.id, { onDelete: 'set null' }),
  completedByName: text('completed_by_name').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});
