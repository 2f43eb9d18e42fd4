/**
 * The legal forms a client company can have, per country of incorporation, and
 * its financial year end. The compliance rules select companies by these ids;
 * the client record stores them. Plain data: the web imports it.
 */

export interface EntityType {
  id: string;
  label: string;
}

const OTHER: readonly EntityType[] = [{ id: 'other', label: 'Altro' }];

/** Entity types by ISO 3166 country code; any country not listed has only 'other'. */
export const ENTITY_TYPES: Readonly<Record<string, readonly EntityType[]>> = {
  US: [
    { id: 'llc-de', label: 'LLC (Delaware)' },
    { id: 'llc', label: 'LLC (altro Stato)' },
    { id: 'corp-de', label: 'Corporation (Delaware)' },
    { id: 'corp', label: 'Corporation (altro Stato)' },
  ],
  GB: [
    { id: 'ltd', label: 'Private Limited Company (Ltd)' },
    { id: 'llp', label: 'Limited Liability Partnership (LLP)' },
  ],
  HK: [{ id: 'ltd', label: 'Private Company Limited by Shares (Ltd)' }],
  MT: [{ id: 'ltd', label: 'Private Limited Company (Ltd)' }],
  CY: [{ id: 'ltd', label: 'Private Limited Company (Ltd)' }],
  EE: [
    { id: 'ou', label: 'Osaühing (OÜ)' },
    { id: 'as', label: 'Aktsiaselts (AS)' },
  ],
  AE: [
    { id: 'fz-llc', label: 'Free Zone LLC (FZ-LLC)' },
    { id: 'fze', label: 'Free Zone Establishment (FZE)' },
    { id: 'llc', label: 'LLC (mainland)' },
  ],
};

export function entityTypesOf(countryCode: string | null | undefined): readonly EntityType[] {
  return (countryCode && ENTITY_TYPES[countryCode.toUpperCase()]) || OTHER;
}

/** The Italian label of an entity type, or null when `id` is not one of the country's. */
export function entityTypeLabel(countryCode: string | null | undefined, id: string | null | undefined): string | null {
  return entityTypesOf(countryCode).find((t) => t.id === id)?.label ?? null;
}

/** Financial year end as 'MM-DD' (day and month, any year). */
export const DEFAULT_FINANCIAL_YEAR_END = '12-31';

const MONTH_DAY = /^(\d{2})-(\d{2})$/;
/** Longest day of each month in any year: 29 February is a valid year end (it falls on 28 February in other years). */
const MAX_DAY = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isFinancialYearEnd(value: string): boolean {
  const m = MONTH_DAY.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= MAX_DAY[month - 1]!;
}
