import { count, desc, eq } from 'drizzle-orm';
import type { MailOutboxListQuery, MailStatus } from '@domain/schemas/mail-outbox';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { mailMessages } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { retryMail } from '../../mail/mail-queue';
import { logActivity } from '../activity/activity.service';

export const MAIL_NOT_FOUND = 'Email non trovata';

/** One row of 'Posta in uscita': the envelope and the delivery state, never the body or its link (one-time tokens). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When a queued message is tried next. */
  nextAttemptAt: string | null;
}

/** A page of messages, newest first, all or of one status, with the count of each status. */
export async function listOutbox(db: Db, query: MailOutboxListQuery) {
  const where = query.status ? eq(mailMessages.status, query.status) : undefined;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({
        id: mailMessages.id,
        to: mailMessages.recipient,
        subject: mailMessages.subject,
        status: mailMessages.status,
        attempts: mailMessages.attempts,
        lastError: mailMessages.lastError,
        createdAt: mailMessages.createdAt,
        sentAt: mailMessages.sentAt,
        nextAttemptAt: mailMessages.nextAttemptAt,
      })
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(mailMessages).where(where),
    db.select({ status: mailMessages.status, n: count() }).from(mailMessages).groupBy(mailMessages.status),
  ]);
  const items: OutboxMessage[] = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    nextAttemptAt: r.status === 'queued' ? r.nextAttemptAt.toISOString() : null,
  }));
  const counts: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const s of byStatus) counts[s.status] = s.n;
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize, counts };
}

/** 'Riprova': a failed (or waiting) message goes back in the queue for an attempt now; the activity log records it. */
export async function retryOutboxMessage(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ to: mailMessages.recipient, subject: mailMessages.subject, status: mailMessages.status })
      .from(mailMessages)
      .where(eq(mailMessages.id, id))
      .for('update');
    if (!row) throw notFound(MAIL_NOT_FOUND);
    if (!(await retryMail({ db: tx, jobs: ctx.jobs }, id))) {
      throw conflict(row.status === 'sent' ? 'Questa email è già stata inviata.' : 'Questa email è in invio proprio ora.');
    }
    await logActivity(tx, actor, 'Reinvio Email', `"${row.subject}" a ${row.to}`);
  });
}
