import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { mailMessages } from '../db/schema';
import { appTasks } from '../../app-tasks';
import { startJobRunner, type JobRunner } from '../jobs/queue';
import { deliverMail } from '../../test/mail';
import { createTestApp } from '../../test/test-app';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS, mailRetryDelay, queueMail, requeueUnsentMail, SEND_MAIL_TASK } from './mail-queue';
import type { MailMessage, Mailer } from './mailer';

const t = await createTestApp();
afterAll(() => t.close());

/** The transport of the test app, as the queue's workers call it. */
const transport = t.ctx.mailer;
const working = transport.send;
/** What nodemailer throws when nothing listens on the SMTP port. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ESOCKET' });
const unreachable: Mailer['send'] = async () => {
  throw refused();
};

afterEach(() => {
  transport.send = working;
  vi.useRealTimers();
});

const rowOf = async (to: string) => (await t.ctx.db.select().from(mailMessages).where(eq(mailMessages.recipient, to)))[0]!;
const sentTo = (to: string) => t.mail.filter((m) => m.to === to);
/** Moves Node's clock forward (from where it is): the queue, in tests, reads the due time from it. */
function later(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}
const message = (to: string): MailMessage => ({ to, subject: 'Prova', text: 'Testo', html: '<p>Testo</p>', link: 'http://localhost:3000/x?token=segreto' });

describe('mail queue', () => {
  // The case: before the queue, this sign-up answered 200 and the confirmation was lost.
  it('keeps a sign-up confirmation while the mail server is unreachable and sends it once when it is back', async () => {
    transport.send = unreachable;
    const res = await t.request('POST', '/api/auth/sign-up/email', { json: { email: 'giu@example.it', password: 'segreta1', name: 'Mario Rossi' } });
    expect(res.status).toBe(200);

    await deliverMail(t);
    expect(sentTo('giu@example.it')).toEqual([]);
    const waiting = await rowOf('giu@example.it');
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, subject: 'Conferma il tuo account' });
    expect(waiting.lastError).toBe('Connessione rifiutata dal server di posta (connect ECONNREFUSED 127.0.0.1:587)');
    expect(waiting.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan((MAIL_RETRY_DELAYS[0] - 5) * 1000);

    // Not before its time.
    await deliverMail(t);
    expect((await rowOf('giu@example.it')).attempts).toBe(1);

    // Still down at the second try; back for the third.
    later(MAIL_RETRY_DELAYS[0] + 1);
    await deliverMail(t);
    expect(await rowOf('giu@example.it')).toMatchObject({ status: 'queued', attempts: 2 });
    transport.send = working;
    later(MAIL_RETRY_DELAYS[0] + MAIL_RETRY_DELAYS[1] + 2);
    await deliverMail(t);
    later(24 * 3600);
    await deliverMail(t);

    const sent = sentTo('giu@example.it');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.link).toMatch(/\/api\/auth\/verify-email\?token=/);
    const done = await rowOf('giu@example.it');
    expect(done).toMatchObject({ status: 'sent', attempts: 3, lastError: null, textBody: null, htmlBody: null, link: null });
    expect(done.sentAt).toBeInstanceOf(Date);
  });

  it('marks a message failed with its error after the last attempt, and tries no more', async () => {
    let calls = 0;
    transport.send = async () => {
      calls++;
      throw Object.assign(new Error('Invalid login: 535 5.7.8 Authentication failed'), { code: 'EAUTH' });
    };
    await queueMail(t.ctx, message('mai@example.it'));
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i++) {
      later(9 * 3600);
      await deliverMail(t);
    }
    expect(calls).toBe(MAIL_MAX_ATTEMPTS);
    const failed = await rowOf('mai@example.it');
    expect(failed).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(failed.lastError).toBe('Autenticazione al server di posta non riuscita: controlla utente e password (Invalid login: 535 5.7.8 Authentication failed)');
    // The body stays until it is sent ('Riprova').
    expect(failed.textBody).toBe('Testo');
  });

  it('waits about a day, growing, before the last attempt', () => {
    const waits = Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => mailRetryDelay(i + 1));
    expect(waits).toEqual([...MAIL_RETRY_DELAYS]);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(18 * 3600);
    expect(total).toBeLessThan(26 * 3600);
  });

  it('gives unsent messages their jobs back at start (a restored backup), keeping a waiting retry at its time', async () => {
    // As a restore leaves them: rows without jobs, one of them held by a worker that is gone.
    const [restored, orphan] = await t.ctx.db
      .insert(mailMessages)
      .values([
        { recipient: 'ripristino@example.it', subject: 'Dal backup', textBody: 'a', htmlBody: '<p>a</p>' },
        { recipient: 'orfano@example.it', subject: 'In invio', textBody: 'b', htmlBody: '<p>b</p>', status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() - 1000) },
      ])
      .returning();
    transport.send = unreachable;
    await queueMail(t.ctx, message('attesa@example.it'));
    await deliverMail(t); // attempt 1 fails: the next one is a minute away
    transport.send = working;

    // Two servers starting at once.
    await Promise.all([requeueUnsentMail(t.ctx.db), requeueUnsentMail(t.ctx.db)]);
    await deliverMail(t);
    expect(sentTo('ripristino@example.it')).toHaveLength(1);
    expect(sentTo('orfano@example.it')).toHaveLength(1);
    expect(sentTo('attesa@example.it')).toHaveLength(0);
    const rows = await t.ctx.db.select().from(mailMessages).where(inArray(mailMessages.id, [restored!.id, orphan!.id]));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);

    later(MAIL_RETRY_DELAYS[0] + 1);
    await deliverMail(t);
    expect(sentTo('attesa@example.it')).toHaveLength(1);
  });

  it('delivers each of many messages exactly once with two servers working the same database', async () => {
    const N = 40;
    const deliveries = new Map<string, number>();
    const byServer = [0, 0];
    // Each "server": its own context (its transport), its own workers and connections.
    const serverContext = (n: 0 | 1) => ({
      ...t.ctx,
      mailer: {
        async send(m: MailMessage) {
          await new Promise((r) => setTimeout(r, 5 + Math.random() * 15));
          deliveries.set(m.to, (deliveries.get(m.to) ?? 0) + 1);
          byServer[n]!++;
        },
      },
    });
    const recipients = Array.from({ length: N }, (_, i) => `molti${i}@example.it`);
    // Each message gets two more jobs of its own (as a job thought lost would), queued right after
    // its first: the workers of both servers take a message's jobs at the same moment.
    for (const to of recipients) {
      const id = await queueMail(t.ctx, message(to));
      await t.ctx.jobs.add(t.ctx.db, SEND_MAIL_TASK, { id });
      await t.ctx.jobs.add(t.ctx.db, SEND_MAIL_TASK, { id });
    }
    const runners: JobRunner[] = [];
    try {
      // Both servers start at once, each re-enqueueing what is unsent.
      await Promise.all(
        ([0, 1] as const).map(async (n) => {
          await requeueUnsentMail(t.ctx.db);
          runners.push(await startJobRunner({ connectionString: t.ctx.pool.options.connectionString!, tasks: appTasks(serverContext(n)), concurrency: 3, pollInterval: 100 }));
        }),
      );
      await vi.waitFor(
        async () => {
          const rows = await t.ctx.db.select({ status: mailMessages.status }).from(mailMessages).where(inArray(mailMessages.recipient, recipients));
          expect(rows).toHaveLength(N);
          expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    expect(recipients.map((to) => deliveries.get(to) ?? 0)).toEqual(recipients.map(() => 1));
    // Both took part.
    expect(byServer[0]).toBeGreaterThan(0);
    expect(byServer[1]).toBeGreaterThan(0);
  });
});
