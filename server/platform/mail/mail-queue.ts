import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { mailMessages } from '../db/schema';
import { JOB_SCHEMA, type JobQueue } from '../jobs/queue';
import { mailErrorText } from './errors';
import type { MailMessage, Mailer } from './mailer';

/**
 * Every e-mail goes through here: stored in mail_messages, then sent by a job of
 * the queue that carries only its id. A failed attempt is tried again later
 * (MAIL_RETRY_DELAYS); after MAIL_MAX_ATTEMPTS it is 'failed' with its error until
 * someone presses 'Riprova'. One message is sent by one worker at a time, whatever
 * the number of app servers: a worker claims it with a row update first.
 */
export const SEND_MAIL_TASK = 'mail:send';
export const MAIL_MAX_ATTEMPTS = 8;
/** Seconds to wait after attempt n failed (index n-1): 1 min, 4 min, 16 min, ~1 h, ~4 h, then 8 h: the 8th try ~22 h after the first. */
export const MAIL_RETRY_DELAYS = [60, 4 * 60, 16 * 60, 64 * 60, 256 * 60, 8 * 3600, 8 * 3600] as const;
/** How long a worker holds a message it is sending; a worker that died leaves it to the next one after this. */
export const MAIL_SEND_LEASE_SECONDS = 15 * 60;

export function mailRetryDelay(failedAttempts: number): number {
  return MAIL_RETRY_DELAYS[Math.min(failedAttempts, MAIL_RETRY_DELAYS.length) - 1] ?? MAIL_RETRY_DELAYS[0];
}

const JOB_KEY_PREFIX = 'mail:';
const jobKey = (id: string) => JOB_KEY_PREFIX + id;

function enqueue(db: DbOrTx, jobs: JobQueue, id: string, runAt?: Date) {
  return jobs.add(db, SEND_MAIL_TASK, { id }, { jobKey: jobKey(id), runAt });
}

const rowOf = (message: MailMessage) => ({
  recipient: message.to,
  subject: message.subject,
  textBody: message.text,
  htmlBody: message.html,
  link: message.link ?? null,
});

/** Stores a message and queues its sending, in one transaction. Returns its id. */
export async function queueMail(ctx: { db: DbOrTx; jobs: JobQueue }, message: MailMessage): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(mailMessages).values(rowOf(message)).returning({ id: mailMessages.id });
    await enqueue(tx, ctx.jobs, row!.id);
    return row!.id;
  });
}

/** Rows stored by one insert of queueMails. */
const MAIL_BATCH = 500;

/** Stores many messages, a few hundred rows an insert, and queues the sending of each, in one transaction. */
export async function queueMails(ctx: { db: DbOrTx; jobs: JobQueue }, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < messages.length; i += MAIL_BATCH) {
      const rows = await tx.insert(mailMessages).values(messages.slice(i, i + MAIL_BATCH).map(rowOf)).returning({ id: mailMessages.id });
      for (const row of rows) await enqueue(tx, ctx.jobs, row.id);
    }
  });
}

/**
 * The job: claims the message, sends it through the transport, records the outcome.
 * Nothing here throws for a mail server's refusal: the message row says what happened
 * and the retry is a new job at its time.
 */
export async function sendQueuedMail(ctx: { db: Db; jobs: JobQueue; mailer: Mailer }, id: string): Promise<void> {
  const [message] = await ctx.db
    .update(mailMessages)
    .set({ status: 'sending', attempts: sql`${mailMessages.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${MAIL_SEND_LEASE_SECONDS})` })
    .where(
      and(
        eq(mailMessages.id, id),
        or(eq(mailMessages.status, 'queued'), and(eq(mailMessages.status, 'sending'), lt(mailMessages.lockedUntil, sql`now()`))),
      ),
    )
    .returning();
  if (!message) {
    // Sent, failed, deleted, or another worker is sending it right now: look again when its hold ends,
    // in case that worker dies mid-way.
    const [held] = await ctx.db
      .select({ lockedUntil: mailMessages.lockedUntil })
      .from(mailMessages)
      .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'sending')));
    if (held?.lockedUntil) await enqueue(ctx.db, ctx.jobs, id, held.lockedUntil);
    return;
  }

  try {
    await ctx.mailer.send({ to: message.recipient, subject: message.subject, text: message.textBody ?? '', html: message.htmlBody ?? '', link: message.link ?? undefined });
  } catch (err) {
    const lastError = mailErrorText(err);
    if (message.attempts >= MAIL_MAX_ATTEMPTS) {
      await ctx.db
        .update(mailMessages)
        .set({ status: 'failed', lastError, lockedUntil: null })
        .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'sending')));
      return;
    }
    await ctx.db.transaction(async (tx) => {
      const [queued] = await tx
        .update(mailMessages)
        .set({ status: 'queued', lastError, lockedUntil: null, nextAttemptAt: sql`now() + make_interval(secs => ${mailRetryDelay(message.attempts)})` })
        .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'sending')))
        .returning({ nextAttemptAt: mailMessages.nextAttemptAt });
      if (queued) await enqueue(tx, ctx.jobs, id, queued.nextAttemptAt);
    });
    return;
  }
  // Sent: the body and its one-time link are no longer needed.
  await ctx.db
    .update(mailMessages)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, lockedUntil: null, textBody: null, htmlBody: null, link: null })
    .where(eq(mailMessages.id, id));
}

/**
 * At start: every message not yet sent gets its job again, at its time (a restored
 * backup has none; a lost job is replaced; a waiting one is left as it is). One a
 * dead worker held past its hold goes back in the queue. Safe from several servers at once.
 */
export async function requeueUnsentMail(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(mailMessages)
      .set({ status: 'queued', lockedUntil: null })
      .where(and(eq(mailMessages.status, 'sending'), lt(mailMessages.lockedUntil, sql`now()`)));
    const { rows } = await tx.execute<{ n: number }>(sql`
      select count(${sql.identifier(JOB_SCHEMA)}.add_job(
        identifier => ${SEND_MAIL_TASK},
        payload => json_build_object('id', m.id),
        run_at => m.next_attempt_at,
        job_key => ${JOB_KEY_PREFIX} || m.id
      ))::int as n
      from ${mailMessages} m where m.status = 'queued'`);
    return rows[0]?.n ?? 0;
  });
}

/** 'Riprova': a failed (or waiting) message is tried again now. Returns false when it is sent or being sent. */
export async function retryMail(ctx: { db: DbOrTx; jobs: JobQueue }, id: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailMessages)
      .set({ status: 'queued', nextAttemptAt: sql`now()` })
      .where(and(eq(mailMessages.id, id), inArray(mailMessages.status, ['failed', 'queued'])))
      .returning({ id: mailMessages.id });
    if (!row) return false;
    await enqueue(tx, ctx.jobs, id);
    return true;
  });
}
