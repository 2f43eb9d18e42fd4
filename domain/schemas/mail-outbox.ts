import { z } from '../zod';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The badge of each status on 'Posta in uscita'. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'In coda',
  sending: 'In invio',
  sent: 'Inviata',
  failed: 'Non riuscita',
};

export const MAIL_OUTBOX_PAGE_SIZE = 25;

export const mailOutboxListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(MAIL_OUTBOX_PAGE_SIZE),
  status: z.enum(MAIL_STATUSES, { error: 'Stato non valido' }).optional(),
});
export type MailOutboxListQuery = z.infer<typeof mailOutboxListQuerySchema>;

export const mailIdParamSchema = z.object({ id: z.uuid('Email non trovata') });
