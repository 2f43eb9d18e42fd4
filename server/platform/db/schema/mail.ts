import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * - queued: waiting for its (next) attempt, at `nextAttemptAt`;
 * - sending: a worker holds it until `lockedUntil` (a worker that died leaves it to the next one after that);
 * - sent: handed to the mail server (or written to the outbox);
 * - failed: every attempt failed; 'Riprova' puts it back in the queue.
 */
export const mailStatus = pgEnum('mail_status', ['queued', 'sending', 'sent', 'failed']);

/**
 * Every e-mail the app sends, kept here (in the backed-up schema) until it is
 * sent: the job queue carries only the id. A sent message keeps its envelope
 * for the 'Posta in uscita' panel; its body and link (one-time tokens) are cleared.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    link: text('link'),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The panel reads newest first, all or one status; the start-up re-enqueue reads the unsent ones.
    index('mail_messages_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mail_messages_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // 'Posta in uscita' sorted by recipient (either way, the id breaking ties) reads one page, not every message.
    index('mail_messages_recipient_id_idx').on(t.recipient, t.id),
  ],
);
