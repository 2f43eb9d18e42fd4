import { z } from '../zod';
import { ACCOUNT_TYPES, BANK_APPLICATION_STATUSES, BANKS, BUSINESS_TYPES } from '../bank-applications';
import { MAX_TURNOVER } from '../money';
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

export const bankApplicationListQuerySchema = z.object({
  status: z.enum(BANK_APPLICATION_STATUSES, { error: 'Stato non valido' }).optional(),
  page: z.coerce.number({ error: 'Pagina non valida' }).int('Pagina non valida').min(1, 'Pagina non valida').max(1_000_000, 'Pagina non valida').default(1),
  pageSize: z.coerce.number({ error: 'Dimensione pagina non valida' }).int().min(1).max(100, 'Dimensione pagina non valida').default(BANK_APPLICATIONS_PAGE_SIZE),
});
export type BankApplicationListQuery = z.input<typeof bankApplicationListQuerySchema>;
