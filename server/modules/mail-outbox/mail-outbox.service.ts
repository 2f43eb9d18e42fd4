import { and, asc, count, desc, eq, ilike, or, type AnyColumn } from 'drizzle-orm';
import { pageOffset, paged } from '@domain/schemas/list-query';
import type { MailOutboxListQuery, MailOutboxSort, MailStatus } from '@domain/schemas/mail-outbox';
import type { Actor, AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { likePattern } from '../../platform/db/like';
import { mailMessages } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { retryMail } from '../../platform/mail/mail-queue';
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

const SORT_KEYS: Record<MailOutboxSort, AnyColumn> = { createdAt: mailMessages.createdAt, to: mailMessages.recipient };

/**
 * A page of messages, all or of one status, searched in recipient and subject, newest first
 * unless sorted; with the count of each status.
 */
export async function listOutbox(db: Db, query: MailOutboxListQuery) {
  const pattern = query.q && likePattern(query.q);
  const where = and(
    query.status ? eq(mailMessages.status, query.status) : undefined,
    pattern ? or(ilike(mailMessages.recipient, pattern), ilike(mailMessages.subject, pattern)) : undefined,
  );
  const direction = query.dir === 'desc' ? desc : asc;
  const order = query.sort ? [direction(SORT_KEYS[query.sort]), direction(mailMessages.id)] : [desc(mailMessages.createdAt), desc(mailMessages.id)];
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
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
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
  return { ...paged(items, total?.n ?? 0, query), counts };
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
