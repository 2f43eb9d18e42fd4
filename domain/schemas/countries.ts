import { z } from '../zod';

/** Stored country statuses and the labels the spec shows for them. */
export const COUNTRY_STATUSES = ['active', 'review', 'monitoring'] as const;
export type CountryStatus = (typeof COUNTRY_STATUSES)[number];
export const COUNTRY_STATUS_LABELS: Record<CountryStatus, string> = {
  active: 'Attivo',
  review: 'In Revisione',
  monitoring: 'Monitoraggio',
};

/** Compliance score shown when a country has none (spec part 1 section 9). */
export const DEFAULT_COMPLIANCE_SCORE = 85;

const TAX_RATE_MESSAGE = 'Inserisci un\'aliquota valida tra 0 e 100 (es. 12,5)';

/** "12,5" or "12.5" -> 12.5; null when not a rate between 0 and 100 with at most two decimals. */
export function parseTaxRate(value: string): number | null {
  const v = value.trim().replace('%', '').trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return n >= 0 && n <= 100 ? n : null;
}

export const countryIsoParamSchema = z.object({
  iso: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Codice paese non valido')
    .transform((v) => v.toUpperCase()),
});

/** The 'Gestisci' dialog: Aliquota (text, Italian decimal comma allowed) and Status. */
export const updateCountrySchema = z.object({
  taxRate: z
    .string({ error: 'L\'aliquota è obbligatoria' })
    .trim()
    .min(1, 'L\'aliquota è obbligatoria')
    .refine((v) => parseTaxRate(v) !== null, TAX_RATE_MESSAGE),
  status: z.enum(COUNTRY_STATUSES, { error: 'Seleziona uno status valido' }),
});
export type UpdateCountryInput = z.infer<typeof updateCountrySchema>;
