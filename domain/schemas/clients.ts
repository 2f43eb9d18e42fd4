import { z } from '../zod';
import { MIN_PASSWORD_LENGTH } from './auth';
import { pageFields, searchField, sortFields } from './list-query';
import { isIsoDate, todayIso } from '../periods';
import { DEFAULT_FINANCIAL_YEAR_END, FINANCIAL_YEAR_END_MESSAGE, isEntityTypeOf, isFinancialYearEnd } from '../compliance/entity-types';

/** Client list page sizes (spec part 1 section 9): 20 on desktop, 8 on a phone. */
export const CLIENT_PAGE_SIZE_DESKTOP = 20;
export const CLIENT_PAGE_SIZE_MOBILE = 8;

/** The bulk-edit country value that leaves the country unchanged. */
export const NO_CHANGE = 'NO_CHANGE';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, 'Il testo è troppo lungo (massimo 200 caratteri)');
const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, `Il testo è troppo lungo (massimo ${max} caratteri)`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const fullName = requiredText('Il nome del responsabile è obbligatorio');
const companyName = requiredText('Il nome dell\'azienda è obbligatorio');

/** The incorporation date: optional, a real date, never in the future (spec part 1 section 5). */
const incorporationDate = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDate(v), 'Inserisci una data valida')
  .refine((v) => v === null || v <= todayIso(), 'La data di costituzione non può essere nel futuro');

/** The country: an ISO code from the countries list, or none. */
const countryCode = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v.toUpperCase() : null))
  .refine((v) => v === null || /^[A-Z]{2}$/.test(v), 'Seleziona un paese dall\'elenco');

/** The company's legal form (one of its country's, checked with the country), or none. */
const entityType = z
  .string()
  .trim()
  .max(20, 'Seleziona un tipo di società dall\'elenco')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** The financial year end 'MM-DD'; blank means 31 December. */
const financialYearEnd = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => v || DEFAULT_FINANCIAL_YEAR_END)
  .refine(isFinancialYearEnd, FINANCIAL_YEAR_END_MESSAGE);

export const ENTITY_TYPE_NOT_OF_COUNTRY = 'Il tipo di società scelto non esiste per il paese del cliente';

/** The form must be one of the client's country's (a US client cannot be an OÜ). */
function entityTypeOfCountry(value: { countryCode: string | null; entityType: string | null }, ctx: z.RefinementCtx) {
  if (value.entityType && !isEntityTypeOf(value.countryCode, value.entityType)) {
    ctx.addIssue({ code: 'custom', message: ENTITY_TYPE_NOT_OF_COUNTRY, path: ['entityType'] });
  }
}

const clientFields = {
  fullName,
  companyName,
  sectors: optionalText(),
  incorporationDate,
  countryCode,
  entityType,
  financialYearEnd,
  companyAddress: optionalText(),
  residentialAddress: optionalText(),
  /** Whether the client's own logins get the compliance reminders; left out: unchanged (off for a new client). */
  remindClient: z.boolean().optional(),
  /** 'LLC unipersonale con socio estero' (Form 5472), asked of US LLCs; left out: unchanged (yes for a new client). */
  singleForeignMember: z.boolean().optional(),
};

export const createClientSchema = z
  .object({
    ...clientFields,
    email: z.string({ error: 'L\'email è obbligatoria' }).trim().min(1, 'L\'email è obbligatoria').email('Inserisci un indirizzo email valido'),
    password: z
      .string({ error: 'La password è obbligatoria' })
      .min(1, 'La password è obbligatoria')
      .min(MIN_PASSWORD_LENGTH, `La password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`),
  })
  .superRefine(entityTypeOfCountry);
export type CreateClientInput = z.input<typeof createClientSchema>;
export type CreateClient = z.output<typeof createClientSchema>;

export const updateClientSchema = z
  .object({
    ...clientFields,
    /** The second login with shared access, or none. */
    linkedUserId: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
  })
  .superRefine(entityTypeOfCountry);
export type UpdateClientInput = z.input<typeof updateClientSchema>;
export type UpdateClient = z.output<typeof updateClientSchema>;

/** The cells of the table that can be edited in place, and the label each carries. */
export const INLINE_FIELDS = {
  companyName: 'Azienda',
  fullName: 'Responsabile',
  sectors: 'Settori',
  countryCode: 'Paese Costituzione',
  incorporationDate: 'Data Costituzione',
  entityType: 'Tipo di società',
  financialYearEnd: 'Fine esercizio',
} as const;
export type InlineField = keyof typeof INLINE_FIELDS;

export const inlineUpdateSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('companyName'), value: companyName }),
  z.object({ field: z.literal('fullName'), value: fullName }),
  z.object({ field: z.literal('sectors'), value: optionalText() }),
  z.object({ field: z.literal('countryCode'), value: countryCode }),
  z.object({ field: z.literal('incorporationDate'), value: incorporationDate }),
  /** Checked against the client's country by the server. */
  z.object({ field: z.literal('entityType'), value: entityType }),
  z.object({ field: z.literal('financialYearEnd'), value: financialYearEnd }),
]);
export type InlineUpdateInput = z.input<typeof inlineUpdateSchema>;
export type InlineUpdate = z.output<typeof inlineUpdateSchema>;

/** A bulk-edit text field: blank (or missing) leaves the value unchanged; otherwise trimmed. */
const bulkText = z
  .string()
  .optional()
  .nullable()
  .transform((v) => v?.trim() || undefined)
  .refine((v) => v === undefined || v.length <= 200, 'Il testo è troppo lungo (massimo 200 caratteri)');

export const bulkUpdateSchema = z.object({
  ids: z
    .array(z.uuid('Cliente non valido'), { error: 'Seleziona almeno un cliente' })
    .min(1, 'Seleziona almeno un cliente')
    .max(1000, 'Puoi modificare al massimo 1000 clienti alla volta'),
  companyName: bulkText,
  fullName: bulkText,
  sectors: bulkText,
  /** 'NO_CHANGE' (or blank) leaves the country unchanged. */
  countryCode: z
    .string()
    .optional()
    .nullable()
    .transform((v) => {
      const code = v?.trim();
      return !code || code === NO_CHANGE ? undefined : code.toUpperCase();
    })
    .refine((v) => v === undefined || /^[A-Z]{2}$/.test(v), 'Seleziona un paese dall\'elenco'),
  /** Blank leaves the date unchanged ('Rimuovi data' only drops it from the update). */
  incorporationDate: z
    .string()
    .optional()
    .nullable()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || isIsoDate(v), 'Inserisci una data valida')
    .refine((v) => v === undefined || v <= todayIso(), 'La data di costituzione non può essere nel futuro'),
  /** Blank leaves the forms unchanged; checked against the clients' country by the server. */
  entityType: bulkText,
  /** Blank leaves the year ends unchanged. */
  financialYearEnd: z
    .string()
    .optional()
    .nullable()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || isFinancialYearEnd(v), FINANCIAL_YEAR_END_MESSAGE),
});
export type BulkUpdateInput = z.input<typeof bulkUpdateSchema>;
export type BulkUpdate = z.output<typeof bulkUpdateSchema>;

const BULK_FIELDS = ['companyName', 'fullName', 'sectors', 'countryCode', 'incorporationDate', 'entityType', 'financialYearEnd'] as const;

/** The fields a bulk edit actually changes (blank ones dropped). */
export function bulkChanges(input: BulkUpdate): Partial<Record<(typeof BULK_FIELDS)[number], string>> {
  const out: Partial<Record<(typeof BULK_FIELDS)[number], string>> = {};
  for (const key of BULK_FIELDS) {
    const value = input[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

export const folderClientSchema = z.object({
  companyName: requiredText('Il nome del cliente è obbligatorio'),
});
export type FolderClientInput = z.input<typeof folderClientSchema>;

/** The approval states of a client, as the list's 'Stato' column and filter name them. */
export const APPROVAL_STATUS_LABELS = {
  approved: 'Approvato',
  pending: 'In Revisione',
  rejected: 'Rifiutato',
} as const;
export type ApprovalStatus = keyof typeof APPROVAL_STATUS_LABELS;
const APPROVAL_STATUSES = Object.keys(APPROVAL_STATUS_LABELS) as [ApprovalStatus, ...ApprovalStatus[]];

/** The columns the client list can be sorted by; without one, newest first. */
export const CLIENT_SORT_COLUMNS = ['companyName', 'fullName', 'countryName', 'incorporationDate', 'approvalStatus'] as const;
export type ClientSortColumn = (typeof CLIENT_SORT_COLUMNS)[number];

export const clientListQuerySchema = z.object({
  /** Matches company name, responsible person or country name, case-insensitively. */
  q: searchField,
  /** Exact country (ISO code). */
  country: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined))
    .refine((v) => v === undefined || /^[A-Z]{2}$/.test(v), 'Paese non valido'),
  /** Exact incorporation year. */
  year: z.coerce.number({ error: 'Anno non valido' }).int('Anno non valido').min(1800, 'Anno non valido').max(2999, 'Anno non valido').optional(),
  /** Exact approval status. */
  status: z.enum(APPROVAL_STATUSES, { error: 'Stato non valido' }).optional(),
  ...sortFields(CLIENT_SORT_COLUMNS),
  ...pageFields(CLIENT_PAGE_SIZE_DESKTOP),
});
/** The whole filtered list, sorted as shown, for the CSV export. */
export const clientExportQuerySchema = clientListQuerySchema.omit({ page: true, pageSize: true });
export type ClientExportQuery = z.output<typeof clientExportQuerySchema>;
export type ClientListQueryInput = z.input<typeof clientListQuerySchema>;
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

/** Approva / Rifiuta of a pending client from the list. */
export const clientDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected'], { error: 'Scegli se approvare o rifiutare il cliente' }),
});
export type ClientDecision = z.output<typeof clientDecisionSchema>['decision'];

export const userOptionsQuerySchema = z.object({
  q: z.string().trim().max(100, 'La ricerca è troppo lunga').optional().transform((v) => v || undefined),
});

/** The confirmation text of the delete dialog (spec part 1 section 5). */
export function deleteClientConfirmation(name: string): string {
  return `Sei sicuro di voler eliminare il cliente "${name}"? Questa azione non può essere annullata.`;
}
