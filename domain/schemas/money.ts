import { z } from '../zod';
import { MAX_LEDGER_AMOUNT, parseAmount } from '../money';
import { isIsoDate, periodLength, todayIso } from '../periods';
import { pageFields, searchField, sortFields } from './list-query';

/** The two books of a ledger. */
export const LEDGER_KINDS = ['expense', 'income'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_PAGE_SIZE = 20;
/** The longest period analytics and accounting accept. */
export const MAX_PERIOD_YEARS = 20;

export const DATE_MESSAGES = {
  required: 'La data è obbligatoria',
  invalid: 'Data non valida',
  future: 'La data non può essere successiva a oggi',
  order: 'La data di inizio non può essere successiva alla data di fine',
  tooLong: `Il periodo può coprire al massimo ${MAX_PERIOD_YEARS} anni`,
} as const;

/**
 * An amount as the person typed it or the client sent it: a decimal string
 * (or a JSON number, read through its decimal text), never negative, at most
 * 2 decimals, at most `max`. Output: the canonical string "12.50".
 */
export function amountSchema(max: string = MAX_LEDGER_AMOUNT) {
  return z.unknown().transform((value, ctx) => {
    const parsed = parseAmount(value, max);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  }) as unknown as z.ZodType<string, string | number>;
}

/** Like amountSchema, but empty or missing is null (a field left out of the object is allowed). */
export function optionalAmountSchema(max: string = MAX_LEDGER_AMOUNT) {
  return z.unknown().optional().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const parsed = parseAmount(value, max);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  }) as unknown as z.ZodType<string | null, string | number | null | undefined>;
}

/** An optional free text: trimmed; empty or missing is stored as null. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A calendar date 'YYYY-MM-DD'. */
export const isoDateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? DATE_MESSAGES.required : DATE_MESSAGES.invalid) })
  .min(1, DATE_MESSAGES.required)
  .refine(isIsoDate, { message: DATE_MESSAGES.invalid, abort: true });

/** A date that is today or earlier (firm's time zone). */
export const notFutureDateSchema = isoDateSchema.refine((d) => d <= todayIso(), DATE_MESSAGES.future);

/** Nuova Spesa / Nuova Entrata, and their edit. */
export const ledgerEntrySchema = z.object({
  amount: amountSchema(),
  description: z
    .string({ error: 'La causale è obbligatoria' })
    .trim()
    .min(1, 'La causale è obbligatoria')
    .max(500, 'La causale può avere al massimo 500 caratteri'),
  sender: optionalText(200, 'Il mittente può avere al massimo 200 caratteri'),
  bankAccount: optionalText(100, 'Il conto può avere al massimo 100 caratteri'),
  date: notFutureDateSchema,
});
export type LedgerEntryInput = z.input<typeof ledgerEntrySchema>;
export type LedgerEntry = z.output<typeof ledgerEntrySchema>;

/** Bank accounts the form suggests (the firm's accounts). */
export { FIRM_BANK_ACCOUNTS as SUGGESTED_BANK_ACCOUNTS } from '../money';

function ordered<T extends { from?: string | undefined; to?: string | undefined }>(schema: z.ZodType<T>) {
  return schema
    .refine((v) => !v.from || !v.to || v.from <= v.to, { message: DATE_MESSAGES.order, path: ['from'], abort: true })
    .refine((v) => !v.from || !v.to || periodLength({ from: v.from, to: v.to }) <= MAX_PERIOD_YEARS * 366, {
      message: DATE_MESSAGES.tooLong,
      path: ['to'],
    });
}

/** An optional period filter: both ends optional; when both are given, start <= end. */
export const optionalPeriodQuerySchema = ordered(
  z.object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  }),
);
export type OptionalPeriodQuery = z.infer<typeof optionalPeriodQuerySchema>;

/** A required period (analytics). */
export const periodQuerySchema = ordered(z.object({ from: isoDateSchema, to: isoDateSchema }));
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

/** The columns a ledger list can be sorted by; without one, newest first. */
export const LEDGER_SORT_COLUMNS = ['date', 'amount', 'description'] as const;
export type LedgerSortColumn = (typeof LEDGER_SORT_COLUMNS)[number];

const ledgerFilters = {
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Matches causale, sender or account, case-insensitively. */
  q: searchField,
  ...sortFields(LEDGER_SORT_COLUMNS),
};

/** The list of a ledger: a page at a time, optionally searched and within a period. */
export const ledgerListQuerySchema = ordered(z.object({ ...ledgerFilters, ...pageFields(LEDGER_PAGE_SIZE) }));
export type LedgerListQuery = z.output<typeof ledgerListQuerySchema>;

/** The whole list as filtered and sorted, for the CSV export; a period alone exports that period. */
export const ledgerExportQuerySchema = ordered(z.object(ledgerFilters));
export type LedgerExportQuery = z.output<typeof ledgerExportQuerySchema>;

/** The tabs Giornaliero / Mensile / Annuale around one reference date. */
export const ledgerSummaryQuerySchema = z.object({ date: isoDateSchema });

export const idParamSchema = z.object({ id: z.uuid('Identificativo non valido') });
