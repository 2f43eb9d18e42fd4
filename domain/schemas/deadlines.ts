import { z } from '../zod';
import { COMPLIANCE_RULES } from '../compliance/rules';
import { DEADLINE_PRIORITIES, DEADLINE_STATUSES } from '../deadlines';
import { pageFields, searchField, sortFields } from './list-query';
import { notFutureDateSchema } from './money';

/** Cards per page: 24 fill rows of two and of three; the footer offers 12 and 48 too. */
export const DEADLINE_PAGE_SIZE = 24;
export const DEADLINE_PAGE_SIZES = [12, 24, 48] as const;
const DEADLINE_MAX_PAGE_SIZE = 48;
export const MISSING_DATA_PAGE_SIZE = 20;

const RULE_IDS = COMPLIANCE_RULES.map((r) => r.id) as [string, ...string[]];

/**
 * /scadenze: search, priority filter, country tab, obligation, status, one
 * client (that client's every obligation, not only the next 60 days), sort, page and page size.
 */
export const deadlineListQuerySchema = z.object({
  q: searchField,
  priority: z.enum(DEADLINE_PRIORITIES, { error: 'Priorità non valida' }).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Codice paese non valido')
    .transform((v) => v.toUpperCase())
    .optional(),
  rule: z.enum(RULE_IDS, { error: 'Adempimento non valido' }).optional(),
  status: z.enum(DEADLINE_STATUSES, { error: 'Stato non valido' }).optional(),
  client: z.uuid('Cliente non valido').optional(),
  ...pageFields(DEADLINE_PAGE_SIZE, DEADLINE_MAX_PAGE_SIZE),
  // By due date either way; what is open always comes before what was completed.
  ...sortFields(['dueDate']),
});
export type DeadlineListQuery = z.input<typeof deadlineListQuerySchema>;

export const missingDataQuerySchema = z.object({
  page: z.coerce.number({ error: 'Pagina non valida' }).int('Pagina non valida').min(1, 'Pagina non valida').default(1),
});

export const deadlineIdParamSchema = z.object({ id: z.uuid('Scadenza non trovata') });

/** Completing an obligation: the day it was filed (the proof PDF, when sent, is the multipart's file). */
export const completeDeadlineSchema = z.strictObject({ filedOn: notFutureDateSchema });
