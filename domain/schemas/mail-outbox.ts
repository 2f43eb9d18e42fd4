import { z } from '../zod';
import { pageFields, searchField, sortFields } from './list-query';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The badge of each status on 'Posta in uscita'. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'In coda',
  sending: 'In invio',
  sent: 'Inviata',
  failed: 'Non riuscita',
};

export const MAIL_OUTBOX_PAGE_SIZE = 20;

/** Columns the outbox sorts by; without a sort: newest first. */
export const MAIL_OUTBOX_SORTS = ['createdAt', 'to'] as const;
export type MailOutboxSort = (typeof MAIL_OUTBOX_SORTS)[number];

export const mailOutboxListQuerySchema = z.object({
  q: searchField,
  status: z.enum(MAIL_STATUSES, { error: 'Stato non valido' }).optional(),
  ...pageFields(MAIL_OUTBOX_PAGE_SIZE),
  ...sortFields(MAIL_OUTBOX_SORTS),
});
export type MailOutboxListQuery = z.infer<typeof mailOutboxListQuerySchema>;

export const mailIdParamSchema = z.object({ id: z.uuid('Email non trovata') });
