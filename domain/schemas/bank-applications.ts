import { z } from '../zod';
import { ACCOUNT_TYPES, BANK_APPLICATION_STATUSES, BANKS, BUSINESS_TYPES } from '../bank-applications';
import { MAX_TURNOVER } from '../money';
import { pageFields, searchField, sortFields } from './list-query';
import { optionalAmountSchema, optionalText } from './money';

export const BANK_APPLICATIONS_PAGE_SIZE = 20;

/** The creation form: bank and account type required; business type, turnover and description optional. */
export const createBankApplicationSchema = z.object({
  bankName: z.enum(BANKS, { error: 'Seleziona una banca' }),
  accountType: z.enum(ACCOUNT_TYPES, { error: 'Seleziona il tipo di conto' }),
  businessType: z
    .preprocess((v) => (v === '' ? null : v), z.enum(BUSINESS_TYPES, { error: 'Tipo di attività non valido' }).nullish())
    .transform((v) => v ?? null),
  annualTurnover: optionalAmountSchema(MAX_TURNOVER),
  description: optionalText(2000, 'La descrizione può avere al massimo 2000 caratteri'),
});
export type CreateBankApplicationInput = z.input<typeof createBankApplicationSchema>;

export const bankApplicationStatusSchema = z.object({
  status: z.enum(BANK_APPLICATION_STATUSES, { error: 'Stato non valido' }),
});

/** The columns the list can be sorted by; without one, newest first. */
export const BANK_APPLICATION_SORT_COLUMNS = ['bankName', 'applicant', 'annualTurnover', 'status', 'createdAt'] as const;
export type BankApplicationSortColumn = (typeof BANK_APPLICATION_SORT_COLUMNS)[number];

/** The list: one status or all, searched in bank, account type, activity, description and applicant. */
export const bankApplicationListQuerySchema = z.object({
  status: z.enum(BANK_APPLICATION_STATUSES, { error: 'Stato non valido' }).optional(),
  q: searchField,
  ...sortFields(BANK_APPLICATION_SORT_COLUMNS),
  ...pageFields(BANK_APPLICATIONS_PAGE_SIZE),
});
export type BankApplicationListQuery = z.output<typeof bankApplicationListQuerySchema>;
