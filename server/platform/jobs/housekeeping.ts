import { and, inArray, lt, or } from 'drizzle-orm';
import { SESSION_MAX_AGE_MS } from '@domain/sessions';
import type { Db } from '../db/client';
import { authThrottle, mailMessages, rateLimit, session, verification } from '../db/schema';

export const HOUSEKEEPING_TASK = 'pulizia:notturna';

/** How long 'Posta in uscita' keeps a message that was sent, or given up on, from its creation. */
export const MAIL_KEPT_DAYS = 365;

/** A rate-limit row is one window's count (60 s): a day-old one counts nothing. */
const RATE_LIMIT_KEPT_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingCounts {
  sessions: number;
  verifications: number;
  rateLimits: number;
  throttles: number;
  mail: number;
}

/**
 * The nightly clean-up of records that no longer serve anyone: sessions that can no
 * longer sign anyone in (expired, or older than the longest a session may live), links
 * and codes past their expiry, sign-in counters past their window, and messages of
 * 'Posta in uscita' older than MAIL_KEPT_DAYS that are no longer waiting to be sent.
 * Each is removed on use too, but rows nobody comes back for would stay for good.
 */
export async function removeExpiredRecords(db: Db, now = new Date()): Promise<HousekeepingCounts> {
  const removed = ({ rowCount }: { rowCount: number | null }) => rowCount ?? 0;
  const [sessions, verifications, rateLimits, throttles, mail] = await Promise.all([
    db.delete(session).where(or(lt(session.expiresAt, now), lt(session.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)))).then(removed),
    db.delete(verification).where(lt(verification.expiresAt, now)).then(removed),
    db.delete(rateLimit).where(lt(rateLimit.lastRequest, now.getTime() - RATE_LIMIT_KEPT_MS)).then(removed),
    db.delete(authThrottle).where(lt(authThrottle.expiresAt, now)).then(removed),
    db
      .delete(mailMessages)
      .where(and(inArray(mailMessages.status, ['sent', 'failed']), lt(mailMessages.createdAt, new Date(now.getTime() - MAIL_KEPT_DAYS * 24 * 60 * 60 * 1000))))
      .then(removed),
  ]);
  return { sessions, verifications, rateLimits, throttles, mail };
}
