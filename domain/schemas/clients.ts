import { z } from '../zod';
import { MIN_PASSWORD_LENGTH } from './auth';
import { pageFields, searchField, sortFields } from './list-query';
import { isIsoDate, todayIso } from '../periods';
import { FINANCIAL_YEAR_END_MESSAGE, isEntityTypeOf, isFinancialYearEnd } from '../compliance/entity-types';
import { isoDateSchema, notFutureDateSchema } from './money';

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

/** An optional date: blank is none. */
const optionalDate = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDate(v), 'Inserisci una data valida');

/** The incorporation date: optional, a real date, never in the future (spec part 1 section 5). */
const incorporationDate = optionalDate.refine((v) => v === null || v <= todayIso(), 'La data di costituzione non può essere nel futuro');

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

/** The financial year end 'MM-DD'; blank: the country's default, set by the server (accounting-periods.ts defaultYearEnd). */
const financialYearEnd = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => v || null)
  .refine((v) => v === null || isFinancialYearEnd(v), FINANCIAL_YEAR_END_MESSAGE);

/** What every route that takes a client's id answers when there is none (404), or when the id is malformed (400). */
export const CLIENT_NOT_FOUND = 'Cliente non trovato';

export const ENTITY_TYPE_NOT_OF_COUNTRY = 'Il tipo di società scelto non esiste per il paese del cliente';

/** Which countries' clients a country-bound date is asked of (domain/compliance/rules.ts hangs a rule on each). */
export const CLIENT_DATE_COUNTRIES = {
  /** A company formed outside the US that registered in a state. */
  usStateRegistrationDate: { applies: (country: string | null | undefined) => !!country && country !== 'US', message: 'Solo per le società costituite fuori dagli Stati Uniti' },
  tradeLicenceExpiry: { applies: (country: string | null | undefined) => country === 'AE', message: 'Solo per le società degli Emirati Arabi Uniti' },
} as const;

/**
 * The form must be one of the client's country's (a US client cannot be an OÜ), a
 * date tied to countries only on a client of one of them, and an LLC has one member or several.
 */
function fieldsOfCountry(
  value: {
    countryCode: string | null;
    entityType: string | null;
    usStateRegistrationDate: string | null;
    tradeLicenceExpiry: string | null;
    singleForeignMember?: boolean;
    severalMembers?: boolean;
  },
  ctx: z.RefinementCtx,
) {
  if (value.singleForeignMember && value.severalMembers) {
    ctx.addIssue({ code: 'custom', message: 'Una LLC con più soci non è unipersonale: scegli una sola delle due', path: ['severalMembers'] });
  }
  if (value.entityType && !isEntityTypeOf(value.countryCode, value.entityType)) {
    ctx.addIssue({ code: 'custom', message: ENTITY_TYPE_NOT_OF_COUNTRY, path: ['entityType'] });
  }
  for (const [field, { applies, message }] of Object.entries(CLIENT_DATE_COUNTRIES)) {
    if (value[field as keyof typeof CLIENT_DATE_COUNTRIES] && !applies(value.countryCode)) ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

/** A bulk-edit text field: blank (or missing) leaves the value unchanged; otherwise trimmed. */
const bulkText = z
  .string()
  .optional()
  .nullable()
  .transform((v) => v?.trim() || undefined)
  .refine((v) => v === undefined || v.length <= 200, 'Il testo è troppo lungo (massimo 200 caratteri)');

/** A bulk-edit value that is blank or `NO_CHANGE` (left unchanged) or else checked by `check`. */
const bulkValue = (check: (v: string) => boolean, message: string, normalize = (v: string) => v) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((v) => {
      const value = v?.trim();
      return !value || value === NO_CHANGE ? undefined : normalize(value);
    })
    .refine((v) => v === undefined || check(v), message);

/**
 * What a client field holds, which tells how it is read back, written in the CSV export,
 * shown and given a sample value: free text, a date, a yes/no, or one of the fields with a
 * cell and a widget of their own (the country, the legal form, the year end).
 */
export type ClientFieldKind = 'text' | 'date' | 'flag' | 'country' | 'entityType' | 'yearEnd';

/** What every client field declares (see CLIENT_FIELDS). */
interface ClientFieldDeclaration {
  label: string;
  kind: ClientFieldKind;
  rule: z.ZodType;
  bulk: z.ZodType | null;
  inline: boolean;
  /** The form's value when the client has none: a new client, a value not stored. */
  empty: string | boolean | null;
  /** Whether the CSV export of the list has a column for it. */
  csv: boolean;
}

/**
 * Every field of a client a person edits, declared once: the label the list, the details,
 * the activity log and the messages call it by; what it holds; its rule in the forms; its
 * rule in the bulk edit, when the bulk edit offers it; whether its cell is edited in place;
 * the form's value when there is none; whether the CSV export has it. The forms' schemas
 * and values, the inline and bulk schemas and their field lists, the server's insert, update,
 * read and export all derive from here: a new field is its table column, its migration and
 * its line here.
 */
export const CLIENT_FIELDS = {
  companyName: { label: 'Azienda', kind: 'text', rule: companyName, bulk: bulkText, inline: true, empty: '', csv: true },
  fullName: { label: 'Responsabile', kind: 'text', rule: fullName, bulk: bulkText, inline: true, empty: '', csv: true },
  sectors: { label: 'Settori', kind: 'text', rule: optionalText(), bulk: bulkText, inline: true, empty: '', csv: true },
  countryCode: {
    label: 'Paese Costituzione',
    kind: 'country',
    rule: countryCode,
    /** 'NO_CHANGE' (or blank) leaves the country unchanged. */
    bulk: bulkValue((v) => /^[A-Z]{2}$/.test(v), "Seleziona un paese dall'elenco", (v) => v.toUpperCase()),
    inline: true,
    empty: null,
    csv: true,
  },
  incorporationDate: {
    label: 'Data Costituzione',
    kind: 'date',
    rule: incorporationDate,
    /** Blank leaves the date unchanged ('Rimuovi data' only drops it from the update). */
    bulk: bulkValue(isIsoDate, 'Inserisci una data valida').refine((v) => v === undefined || v <= todayIso(), 'La data di costituzione non può essere nel futuro'),
    inline: true,
    empty: '',
    csv: true,
  },
  /** Checked against the client's country by the server. */
  entityType: { label: 'Tipo di società', kind: 'entityType', rule: entityType, bulk: bulkText, inline: true, empty: null, csv: true },
  /** Blank in the form: the country's default, shown in the field and set by the server. */
  financialYearEnd: {
    label: 'Fine esercizio',
    kind: 'yearEnd',
    rule: financialYearEnd,
    bulk: bulkValue(isFinancialYearEnd, FINANCIAL_YEAR_END_MESSAGE),
    inline: true,
    empty: '',
    csv: true,
  },
  /** The number the register gives (Company Number, CR No., codice fiscale); suggested from a folder's PDFs too. */
  companyNumber: { label: 'Numero di registrazione', kind: 'text', rule: optionalText(), bulk: null, inline: false, empty: '', csv: false },
  companyAddress: { label: 'Indirizzo Azienda', kind: 'text', rule: optionalText(), bulk: null, inline: false, empty: '', csv: true },
  residentialAddress: { label: 'Indirizzo di Residenza', kind: 'text', rule: optionalText(), bulk: null, inline: false, empty: '', csv: true },
  /** Whether the client's own logins get the compliance reminders; left out: unchanged (off for a new client). */
  remindClient: { label: 'Promemoria scadenze al cliente', kind: 'flag', rule: z.boolean().optional(), bulk: null, inline: false, empty: false, csv: false },
  /** 'LLC unipersonale con socio estero' (Form 5472), asked of US LLCs; left out: unchanged (yes for a new client). */
  singleForeignMember: { label: 'LLC unipersonale con socio estero', kind: 'flag', rule: z.boolean().optional(), bulk: null, inline: false, empty: true, csv: false },
  /** 'LLC con più soci' (Form 1065), asked of US LLCs with the one above; left out: unchanged (no for a new client). */
  severalMembers: { label: 'LLC con più soci', kind: 'flag', rule: z.boolean().optional(), bulk: null, inline: false, empty: false, csv: false },
  /** Asked of companies formed outside the US: the BOI report falls due 30 days after it. */
  usStateRegistrationDate: {
    label: 'Registrazione in uno Stato USA',
    kind: 'date',
    rule: optionalDate.refine((v) => v === null || v <= todayIso(), 'La data di registrazione non può essere nel futuro'),
    bulk: null,
    inline: false,
    empty: '',
    csv: false,
  },
  /** Asked of UAE companies: the licence's renewal falls due on it, each year. */
  tradeLicenceExpiry: { label: 'Scadenza licenza commerciale', kind: 'date', rule: optionalDate, bulk: null, inline: false, empty: '', csv: false },
} as const satisfies Record<string, ClientFieldDeclaration>;
type ClientFields = typeof CLIENT_FIELDS;
export type ClientField = keyof ClientFields;

export const CLIENT_FIELD_NAMES = Object.keys(CLIENT_FIELDS) as ClientField[];
const clientFields = Object.fromEntries(CLIENT_FIELD_NAMES.map((name) => [name, CLIENT_FIELDS[name].rule])) as { [K in ClientField]: ClientFields[K]['rule'] };

/** The form's values of every declared field, as the forms' schemas take them. */
export type ClientFormValues = { [K in ClientField]: z.input<ClientFields[K]['rule']> };

/**
 * The form's values of a client, field by field from the declaration: each stored value,
 * or the field's `empty` value where there is none; without a client, a new client's.
 * No field can be left out, so saving the form never wipes a value the form did not load.
 */
export function clientFormValues(client?: { [K in ClientField]: ClientFormValues[K] | null }): ClientFormValues {
  return Object.fromEntries(CLIENT_FIELD_NAMES.map((name) => [name, client?.[name] ?? CLIENT_FIELDS[name].empty])) as ClientFormValues;
}

/** The declared fields the CSV export of the list has a column for, in their order. */
export const CLIENT_CSV_FIELDS = CLIENT_FIELD_NAMES.filter((name) => CLIENT_FIELDS[name].csv);

export const createClientSchema = z
  .object({
    ...clientFields,
    email: z.string({ error: 'L\'email è obbligatoria' }).trim().min(1, 'L\'email è obbligatoria').email('Inserisci un indirizzo email valido'),
    password: z
      .string({ error: 'La password è obbligatoria' })
      .min(1, 'La password è obbligatoria')
      .min(MIN_PASSWORD_LENGTH, `La password deve essere di almeno ${MIN_PASSWORD_LENGTH} caratteri`),
  })
  .superRefine(fieldsOfCountry);
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
  .superRefine(fieldsOfCountry);
export type UpdateClientInput = z.input<typeof updateClientSchema>;
export type UpdateClient = z.output<typeof updateClientSchema>;

/** The cells of the table that can be edited in place. */
export type InlineField = { [K in ClientField]: ClientFields[K]['inline'] extends true ? K : never }[ClientField];
export const INLINE_FIELDS = CLIENT_FIELD_NAMES.filter((name): name is InlineField => CLIENT_FIELDS[name].inline);

type InlineRule<K extends InlineField> = ClientFields[K]['rule'];
export type InlineUpdateInput = { [K in InlineField]: { field: K; value: z.input<InlineRule<K>> } }[InlineField];
export type InlineUpdate = { [K in InlineField]: { field: K; value: z.output<InlineRule<K>> } }[InlineField];

/** One cell edited in place: which field, and its value by the field's own rule. */
export const inlineUpdateSchema = z.discriminatedUnion(
  'field',
  INLINE_FIELDS.map((field) => z.object({ field: z.literal(field), value: CLIENT_FIELDS[field].rule })) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<InlineUpdate, InlineUpdateInput>;

/** The fields the bulk edit offers. */
export type BulkField = { [K in ClientField]: ClientFields[K]['bulk'] extends null ? never : K }[ClientField];
const BULK_FIELDS = CLIENT_FIELD_NAMES.filter((name): name is BulkField => CLIENT_FIELDS[name].bulk !== null);
const bulkFields = Object.fromEntries(BULK_FIELDS.map((name) => [name, CLIENT_FIELDS[name].bulk])) as { [K in BulkField]: NonNullable<ClientFields[K]['bulk']> };

export const bulkUpdateSchema = z.object({
  ids: z
    .array(z.uuid('Cliente non valido'), { error: 'Seleziona almeno un cliente' })
    .min(1, 'Seleziona almeno un cliente')
    .max(1000, 'Puoi modificare al massimo 1000 clienti alla volta'),
  ...bulkFields,
});
export type BulkUpdateInput = z.input<typeof bulkUpdateSchema>;
export type BulkUpdate = z.output<typeof bulkUpdateSchema>;

/** The fields a bulk edit actually changes (blank ones dropped). */
export function bulkChanges(input: BulkUpdate): Partial<Record<BulkField, string>> {
  const out: Partial<Record<BulkField, string>> = {};
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

/** Cambia fine esercizio: the period that began on `periodStart` ends on `newEnd`, as notified on `notifiedOn`. */
export const yearEndChangeSchema = z.object({
  periodStart: isoDateSchema,
  newEnd: isoDateSchema,
  notifiedOn: notFutureDateSchema,
});
export type YearEndChangeInput = z.input<typeof yearEndChangeSchema>;
