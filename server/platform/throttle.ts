import { createHash } from 'node:crypto';
import { eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { authThrottle } from './db/schema';
import { AppError } from './errors';

/**
 * Throttling of attempts that check a secret (a password, a code), kept in PostgreSQL
 * so that every app server counts the same attempts (docs/decisions/017).
 *
 * An attempt is taken before the secret is checked and counts as a failure until the
 * caller says otherwise: `clearFailures` after a success, `forgiveAttempt` when the
 * secret was not checked after all. Concurrent attempts cannot slip past the count.
 */
export interface ThrottleRule {
  /** Failures let through without waiting. */
  free: number;
  /** The wait after the `free`-th failure, doubled after each further one… */
  firstWaitMs: number;
  /** …up to this. */
  maxWaitMs: number;
  /** The failures are forgotten this long after the last attempt. */
  forgetAfterMs: number;
}

const MINUTE = 60_000;

/** One account and address (or one signed-in account): 5 attempts, then 1, 2, 4, 8, 15 minutes between two. */
export const BACKOFF: ThrottleRule = { free: 5, firstWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE };

/** One account from every address: 10 attempts, then one a minute until 15 minutes pass without any. */
export const PER_ACCOUNT: ThrottleRule = { free: 10, firstWaitMs: MINUTE, maxWaitMs: MINUTE, forgetAfterMs: 15 * MINUTE };

export interface Throttle {
  key: string;
  rule: ThrottleRule;
}

/** A key as stored: its SHA-256, so that rows hold no e-mail or address and keys of any length fit the index. */
const stored = (key: string) => createHash('sha256').update(key).digest('hex');

function waitMs(rule: ThrottleRule, failures: number, lastAttemptAt: Date, now: Date): number {
  if (failures < rule.free) return 0;
  const wait = Math.min(rule.firstWaitMs * 2 ** (failures - rule.free), rule.maxWaitMs);
  return Math.max(0, lastAttemptAt.getTime() + wait - now.getTime());
}

/**
 * Takes one attempt under every throttle: null when all let it through (it now counts as
 * a failure under each), or the seconds to wait when any holds it back (nothing counted).
 */
export async function takeAttempt(db: Db, throttles: Throttle[]): Promise<number | null> {
  const now = new Date();
  const sorted = throttles.map(({ key, rule }) => ({ key: stored(key), rule })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys = sorted.map((t) => t.key);
  const wait = await db.transaction(async (tx) => {
    const rows = await tx.select().from(authThrottle).where(inArray(authThrottle.key, keys)).orderBy(authThrottle.key).for('update');
    let longest = 0;
    for (const { key, rule } of sorted) {
      const row = rows.find((r) => r.key === key);
      if (row && row.expiresAt > now) longest = Math.max(longest, waitMs(rule, row.failures, row.lastAttemptAt, now));
    }
    if (longest > 0) return longest;
    // A row another attempt inserts meanwhile is counted on, not overwritten.
    await tx
      .insert(authThrottle)
      .values(sorted.map(({ key, rule }) => ({ key, failures: 1, lastAttemptAt: now, expiresAt: new Date(now.getTime() + rule.forgetAfterMs) })))
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`CASE WHEN ${authThrottle.expiresAt} <= excluded.last_attempt_at THEN 1 ELSE ${authThrottle.failures} + 1 END`,
          lastAttemptAt: sql`excluded.last_attempt_at`,
          expiresAt: sql`excluded.expires_at`,
        },
      });
    return 0;
  });
  // Forgotten rows go, a few at a time, as attempts come: the table holds only the rows still in force.
  await db.execute(sql`
    DELETE FROM ${authThrottle} WHERE ${authThrottle.key} IN (
      SELECT ${authThrottle.key} FROM ${authThrottle} WHERE ${lt(authThrottle.expiresAt, now)} LIMIT 100 FOR UPDATE SKIP LOCKED)`);
  return wait > 0 ? Math.ceil(wait / 1000) : null;
}

/** The attempt taken under `keys` was not a failure after all (the secret was not checked). */
export async function forgiveAttempt(db: Db, keys: string[]): Promise<void> {
  await db
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(inArray(authThrottle.key, keys.map(stored)));
}

/** The secret was right: the failures counted under `keys` are forgotten. */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, keys.map(stored)));
}

/** Remembers `key` for `forMs` (an address an account signed in from), in the same table. */
export async function remember(db: Db, key: string, forMs: number): Promise<void> {
  const now = new Date();
  const row = { key: stored(key), failures: 0, lastAttemptAt: now, expiresAt: new Date(now.getTime() + forMs) };
  await db.insert(authThrottle).values(row).onConflictDoUpdate({ target: authThrottle.key, set: { lastAttemptAt: row.lastAttemptAt, expiresAt: row.expiresAt } });
}

/**
 * Claims `key` for `forMs` (a code being used): true for the one caller that gets it,
 * false while another claim is in force, however many ask at the same instant.
 * `clearFailures` lets a claim go.
 */
export async function claim(db: Db, key: string, forMs: number): Promise<boolean> {
  const now = new Date();
  const row = { key: stored(key), failures: 0, lastAttemptAt: now, expiresAt: new Date(now.getTime() + forMs) };
  const claimed = await db
    .insert(authThrottle)
    .values(row)
    .onConflictDoUpdate({ target: authThrottle.key, set: { lastAttemptAt: row.lastAttemptAt, expiresAt: row.expiresAt }, setWhere: lte(authThrottle.expiresAt, now) })
    .returning({ key: authThrottle.key });
  return claimed.length === 1;
}

/** Whether `key` is remembered and not yet forgotten. */
export async function isRemembered(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ expiresAt: authThrottle.expiresAt }).from(authThrottle).where(eq(authThrottle.key, stored(key)));
  return row !== undefined && row.expiresAt > new Date();
}

/** "1 minuto", "4 minuti": the wait, in whole minutes rounded up. */
export function minutesToWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}

export interface PasswordCheck {
  /** The password was right: the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** No password was checked after all: the attempt does not count. */
  notChecked(): Promise<void>;
}

/**
 * One check of a signed-in account's current password (a password change, a two-factor
 * change), under one per-account limit for them all: while it holds, throws 429 with the
 * wait on the form's `field`. Counted as a failure unless the caller says otherwise.
 */
export async function takeCurrentPasswordCheck(db: Db, userId: string, field: string): Promise<PasswordCheck> {
  const key = `password-check|${userId}`;
  const wait = await takeAttempt(db, [{ key, rule: BACKOFF }]);
  if (wait !== null) {
    const message = `Troppi tentativi con la password attuale. Riprova tra ${minutesToWait(wait)}.`;
    throw new TooManyAttempts(wait, message, { [field]: message });
  }
  return { succeeded: () => clearFailures(db, [key]), notChecked: () => forgiveAttempt(db, [key]) };
}

/** A refusal while throttled: 429 with the Italian message and, in Retry-After, the seconds to wait. */
export class TooManyAttempts extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    fieldErrors?: Record<string, string>,
  ) {
    super(429, 'TOO_MANY_ATTEMPTS', message, fieldErrors);
  }
}
