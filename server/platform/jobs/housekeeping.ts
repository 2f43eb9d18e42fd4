import { and, inArray, lt, or, sql } from 'drizzle-orm';
import { SESSION_MAX_AGE_MS } from '@domain/sessions';
import type { Db } from '../db/client';
import { authThrottle, mailMessages, rateLimit, session, verification } from '../db/schema';
import { JOB_SCHEMA } from './queue';

export const HOUSEKEEPING_TASK = 'pulizia:notturna';

/** How long 'Posta in uscita' keeps a message that was sent, or given up on, from its creation. */
export const MAIL_KEPT_DAYS = 365;

/**
 * How long the queue keeps a job given up after its last attempt, from that attempt: long enough
 * for the 'failed' count of the metrics to be seen and the log read, not for ever.
 */
export const FAILED_JOBS_KEPT_DAYS = 30;

/** A rate-limit row is one window's count (60 s): a day-old one counts nothing. */
const RATE_LIMIT_KEPT_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingCounts {
  sessions: number;
  verifications: number;
  rateLimits: number;
  throttles: number;
  mail: number;
  failedJobs: number;
}

/**
 * The nightly clean-up of records that no longer serve anyone: sessions that can no
 * longer sign anyone in (expired, or older than the longest a session may live), links
 * and codes past their expiry, sign-in counters past their window, and messages of
 * 'Posta in uscita' older than MAIL_KEPT_DAYS that are no longer waiting to be sent, and jobs
 * the queue gave up on more than FAILED_JOBS_KEPT_DAYS ago (graphile-worker keeps them for good).
 * Each is removed on use too, but rows nobody comes back for would stay for good.
 */
export async function removeExpiredRecords(db: Db, now = new Date()): Promise<HousekeepingCounts> {
  const removed = ({ rowCount }: { rowCount: number | null }) => rowCount ?? 0;
  const day = 24 * 60 * 60 * 1000;
  const [sessions, verifications, rateLimits, throttles, mail, failedJobs] = await Promise.all([
    db.delete(session).where(or(lt(session.expiresAt, now), lt(session.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)))).then(removed),
    db.delete(verification).where(lt(verification.expiresAt, now)).then(removed),
    db.delete(rateLimit).where(lt(rateLimit.lastRequest, now.getTime() - RATE_LIMIT_KEPT_MS)).then(removed),
    db.delete(authThrottle).where(lt(authThrottle.expiresAt, now)).then(removed),
    db
      .delete(mailMessages)
      .where(and(inArray(mailMessages.status, ['sent', 'failed']), lt(mailMessages.createdAt, new Date(now.getTime() - MAIL_KEPT_DAYS * day))))
      .then(removed),
    db
      .execute(
        sql`delete from ${sql.identifier(JOB_SCHEMA)}._private_jobs
            where attempts >= max_attempts and locked_at is null and updated_at < ${new Date(now.getTime() - FAILED_JOBS_KEPT_DAYS * day).toISOString()}::timestamptz`,
      )
      .then(removed),
  ]);
  return { sessions, verifications, rateLimits, throttles, mail, failedJobs };
}
