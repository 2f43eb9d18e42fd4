import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts that check a secret (a password, a code), counted per key (server/platform/throttle.ts;
 * the key's SHA-256).
 * An attempt counts as failed from the moment it is let through until it succeeds; a row
 * is forgotten at `expires_at`, and removed by later attempts.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttle_expires_at_idx').on(t.expiresAt)],
);
