import { pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Why a stored file is not (or no longer) backed by a committed row:
 * - uploading: its bytes are being written and the row that will point to it is not committed yet;
 * - released: its row was deleted; the bytes stay for a grace period (a backup in progress may read them).
 */
export const unsettledFileState = pgEnum('unsettled_file_state', ['uploading', 'released']);

/**
 * The only files a sweep may remove: those this database recorded here. A file
 * never recorded (another database's, or one of this database's rows) is never touched.
 */
export const unsettledFiles = pgTable('unsettled_files', {
  key: text('key').primaryKey(),
  state: unsettledFileState('state').notNull(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
