import { z } from '../zod';
import { MANUAL_RULE_ID, RECURRENCES } from '../compliance/manual';
import { COMPLIANCE_RULES } from '../compliance/rules';
import { DEADLINE_PRIORITIES, DEADLINE_STATUSES } from '../deadlines';
import { pageFields, searchField, sortFields } from './list-query';
import { isoDateSchema, notFutureDateSchema } from './money';

/** Cards per page: 24 fill rows of two and of three; the footer offers 12 and 48 too. */
export const DEADLINE_PAGE_SIZE = 24;
export const DEADLINE_PAGE_SIZES = [12, 24, 48] as const;
const DEADLINE_MAX_PAGE_SIZE = 48;
export const MISSING_DATA_PAGE_SIZE = 20;

// The obligation filter: a rule of the catalogue, or the obligations added by hand.
const RULE_IDS: [string, ...string[]] = [MANUAL_RULE_ID, ...COMPLIANCE_RULES.map((r) => r.id)];

/**
 * How far ahead the page lists what is open: the spec's 60 days (the default), 12 months, or
 * everything. Overdue and lately completed obligations are listed whatever the horizon.
 */
export const DEADLINE_HORIZONS = ['60d', '12m', 'all'] as const;
export type DeadlineHorizon = (typeof DEADLINE_HORIZONS)[number];
export const DEFAULT_DEADLINE_HORIZON: DeadlineHorizon = '60d';
export const DEADLINE_HORIZON_LABELS: Record<DeadlineHorizon, string> = {
  '60d': 'Prossimi 60 giorni',
  '12m': 'Prossimi 12 mesi',
  all: 'Tutte',
};

/**
 * /scadenze: search, priority filter, country tab, obligation, status, horizon, one
 * client (that client's every obligation, not only the next 60 days), sort, page and page size.
 * A search finds every open obligation of what it matches, whatever the horizon.
 */
/** The most clients a search on /scadenze lists the deadlines of, the first by name: a term found in more is too broad. */
export const SEARCH_CLIENTS_LIMIT = 200;

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
  horizon: z.enum(DEADLINE_HORIZONS, { error: 'Orizzonte non valido' }).default(DEFAULT_DEADLINE_HORIZON),
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

/** The day the authority issued a return; null clears it (back to the rule's estimate). */
export const issueDateSchema = z.strictObject({ issuedOn: notFutureDateSchema.nullable() });

/** The first day a manual obligation may fall due on, and the last: a typo ('0226') is refused, not saved. */
const MANUAL_DUE_FROM = '2000-01-01';
const MANUAL_DUE_TO = '2099-12-31';
const requiredText = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** What staff say of a manual obligation, new or edited: its client is chosen once, at creation. */
const manualDeadlineFields = {
  title: requiredText('Il titolo è obbligatorio', 200, 'Il titolo è troppo lungo (massimo 200 caratteri)'),
  authority: requiredText("L'autorità è obbligatoria", 200, "L'autorità è troppo lunga (massimo 200 caratteri)"),
  dueDate: isoDateSchema.refine((d) => d >= MANUAL_DUE_FROM && d <= MANUAL_DUE_TO, 'La scadenza deve cadere tra il 2000 e il 2099'),
  recurrence: z.enum(RECURRENCES, { error: 'Scegli la ricorrenza' }),
  note: z.string({ error: 'Nota non valida' }).trim().max(2000, 'La nota è troppo lunga (massimo 2000 caratteri)'),
};

/** Nuova Scadenza. */
export const createManualDeadlineSchema = z.strictObject({
  clientId: z.string({ error: 'Scegli il cliente' }).min(1, 'Scegli il cliente').pipe(z.uuid('Scegli il cliente')),
  ...manualDeadlineFields,
});
export type ManualDeadlineInput = z.input<typeof createManualDeadlineSchema>;
export type ManualDeadline = z.output<typeof createManualDeadlineSchema>;

/** Modifica Scadenza: the due date is the open occurrence's, and the series goes on from it. */
export const updateManualDeadlineSchema = z.strictObject(manualDeadlineFields);
export type ManualDeadlineUpdate = z.output<typeof updateManualDeadlineSchema>;

export const manualDeadlineIdParamSchema = z.object({ id: z.uuid('Scadenza non trovata') });
