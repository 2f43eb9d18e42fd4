import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS } from '@domain/sessions';
import { authThrottle, mailMessages, rateLimit, session, verification } from '../db/schema';
import { createTestApp } from '../../test/test-app';
import { FAILED_JOBS_KEPT_DAYS, HOUSEKEEPING_TASK, MAIL_KEPT_DAYS, removeExpiredRecords } from './housekeeping';
import { appTasks, CRON_ITEMS } from '../../app-tasks';

const t = await createTestApp();
afterAll(() => t.close());

const NOW = new Date();
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** Rows of every kind the clean-up looks at, each either past its use (`gone`) or still of use (`kept`). */
async function seed() {
  const person = await t.user('user');
  const sessions = {
    kept: { id: randomUUID(), token: randomUUID(), userId: person.id, expiresAt: at(DAY), createdAt: at(-DAY) },
    expired: { id: randomUUID(), token: randomUUID(), userId: person.id, expiresAt: at(-1000), createdAt: at(-8 * DAY) },
    // Renewed until now, but older than any session may live.
    tooOld: { id: randomUUID(), token: randomUUID(), userId: person.id, expiresAt: at(DAY), createdAt: at(-SESSION_MAX_AGE_MS - DAY) },
  };
  await t.ctx.db.insert(session).values(Object.values(sessions));
  const verifications = {
    kept: { id: randomUUID(), identifier: 'reset-password:a', value: 'x', expiresAt: at(3600_000) },
    expired: { id: randomUUID(), identifier: 'reset-password:b', value: 'y', expiresAt: at(-1000) },
  };
  await t.ctx.db.insert(verification).values(Object.values(verifications));
  const rateLimits = {
    kept: { id: randomUUID(), key: `127.0.0.1/sign-in/${randomUUID()}`, count: 3, lastRequest: NOW.getTime() - 60_000 },
    old: { id: randomUUID(), key: `127.0.0.2/sign-in/${randomUUID()}`, count: 3, lastRequest: NOW.getTime() - 2 * DAY },
  };
  await t.ctx.db.insert(rateLimit).values(Object.values(rateLimits));
  const throttles = {
    kept: { key: randomUUID(), failures: 4, lastAttemptAt: at(-60_000), expiresAt: at(600_000) },
    expired: { key: randomUUID(), failures: 4, lastAttemptAt: at(-DAY), expiresAt: at(-1000) },
  };
  await t.ctx.db.insert(authThrottle).values(Object.values(throttles));
  const old = at(-(MAIL_KEPT_DAYS + 1) * DAY);
  const mail = {
    recentSent: { id: randomUUID(), recipient: 'a@example.it', subject: 'Recente', status: 'sent' as const, createdAt: at(-10 * DAY), sentAt: at(-10 * DAY) },
    oldSent: { id: randomUUID(), recipient: 'b@example.it', subject: 'Vecchia', status: 'sent' as const, createdAt: old, sentAt: old },
    oldFailed: { id: randomUUID(), recipient: 'c@example.it', subject: 'Non riuscita', status: 'failed' as const, createdAt: old },
    // Still to be sent (a mail server down for a year): never removed.
    oldQueued: { id: randomUUID(), recipient: 'd@example.it', subject: 'In coda', status: 'queued' as const, createdAt: old },
  };
  await t.ctx.db.insert(mailMessages).values(Object.values(mail));
  // Jobs of the queue, each given a key to be found by: given up long ago, given up lately, still to
  // be tried again, and given up but held by a worker (the queue's own state: not ours to remove).
  const key = () => `pulizia-${randomUUID()}`;
  const jobs = { oldFailed: key(), recentFailed: key(), retrying: key(), lockedFailed: key() };
  const failedAgo = (days: number) => `now() - interval '${days} days'`;
  for (const [name, jobKey] of Object.entries(jobs)) {
    await t.ctx.pool.query(`SELECT graphile_worker.add_job('prova', '{}'::json, job_key => $1, max_attempts => 3)`, [jobKey]);
    const state = {
      oldFailed: `attempts = 3, updated_at = ${failedAgo(FAILED_JOBS_KEPT_DAYS + 1)}`,
      recentFailed: `attempts = 3, updated_at = ${failedAgo(FAILED_JOBS_KEPT_DAYS - 1)}`,
      retrying: `attempts = 1, updated_at = ${failedAgo(FAILED_JOBS_KEPT_DAYS + 1)}`,
      lockedFailed: `attempts = 3, updated_at = ${failedAgo(FAILED_JOBS_KEPT_DAYS + 1)}, locked_at = now(), locked_by = 'un-server'`,
    }[name];
    await t.ctx.pool.query(`UPDATE graphile_worker._private_jobs SET ${state} WHERE key = $1`, [jobKey]);
  }
  return { sessions, verifications, rateLimits, throttles, mail, jobs };
}

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
const expectIds = (rows: { id: string }[], ...expected: { id: string }[]) => expect(idsOf(rows)).toEqual(idsOf(expected));

describe('the nightly clean-up', () => {
  it('removes what can no longer be used and keeps what can, mail still to be sent included', async () => {
    const s = await seed();
    const removed = await removeExpiredRecords(t.ctx.db, NOW);
    expect(removed.sessions).toBeGreaterThanOrEqual(2);
    expect(removed.verifications).toBeGreaterThanOrEqual(1);
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
    expect(removed.throttles).toBeGreaterThanOrEqual(1);
    expect(removed.mail).toBeGreaterThanOrEqual(2);
    expect(removed.failedJobs).toBeGreaterThanOrEqual(1);

    const { db } = t.ctx;
    expectIds(await db.select({ id: session.id }).from(session).where(inArray(session.id, idsOf(Object.values(s.sessions)))), s.sessions.kept);
    expectIds(await db.select({ id: verification.id }).from(verification).where(inArray(verification.id, idsOf(Object.values(s.verifications)))), s.verifications.kept);
    expectIds(await db.select({ id: rateLimit.id }).from(rateLimit).where(inArray(rateLimit.id, idsOf(Object.values(s.rateLimits)))), s.rateLimits.kept);
    const throttleKeys = await db
      .select({ id: authThrottle.key })
      .from(authThrottle)
      .where(inArray(authThrottle.key, [s.throttles.kept.key, s.throttles.expired.key]));
    expectIds(throttleKeys, { id: s.throttles.kept.key });
    expectIds(await db.select({ id: mailMessages.id }).from(mailMessages).where(inArray(mailMessages.id, idsOf(Object.values(s.mail)))), s.mail.recentSent, s.mail.oldQueued);
    const { rows: jobsLeft } = await t.ctx.pool.query<{ key: string }>('SELECT key FROM graphile_worker._private_jobs WHERE key = ANY($1)', [Object.values(s.jobs)]);
    expect(jobsLeft.map((j) => j.key).sort()).toEqual([s.jobs.recentFailed, s.jobs.retrying, s.jobs.lockedFailed].sort());

    // Run again, nothing of these is left to remove.
    await removeExpiredRecords(t.ctx.db, NOW);
    expect(await db.select({ id: session.id }).from(session).where(inArray(session.id, [s.sessions.kept.id]))).toHaveLength(1);
  });

  it('runs each night as a job of the queue, once across the servers', async () => {
    expect(CRON_ITEMS.find((c) => c.task === HOUSEKEEPING_TASK)).toMatchObject({ match: '15 2 * * *', options: { jobKey: HOUSEKEEPING_TASK } });
    const s = await seed();
    await appTasks(t.ctx)[HOUSEKEEPING_TASK]!({}, {} as never);
    expect(await t.ctx.db.select({ id: session.id }).from(session).where(inArray(session.id, [s.sessions.expired.id]))).toHaveLength(0);
  });
});
