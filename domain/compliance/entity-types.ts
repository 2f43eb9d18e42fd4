/**
 * The legal forms a client company can take, per country (ISO code), and its
 * financial year end. The compliance rules apply to some forms only; a country
 * not listed has the single form 'other' ("Altro").
 */

export interface EntityType {
  id: string;
  label: string;
}

const OTHER_ENTITY_TYPE: EntityType = { id: 'other', label: 'Altro' };

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
  PT: [
    { id: 'lda', label: 'Sociedade por Quotas (Lda)' },
    { id: 'sa', label: 'Sociedade Anónima (SA)' },
  ],
  RO: [
    { id: 'srl', label: 'Societate cu Răspundere Limitată (SRL)' },
    { id: 'sa', label: 'Societate pe Acțiuni (SA)' },
  ],
  IE: [
    { id: 'ltd', label: 'Private Company Limited by Shares (LTD)' },
    { id: 'dac', label: 'Designated Activity Company (DAC)' },
  ],
  BG: [
    { id: 'eood', label: 'Ednolichno druzhestvo s ogranichena otgovornost (EOOD)' },
    { id: 'ood', label: 'Druzhestvo s ogranichena otgovornost (OOD)' },
    { id: 'ad', label: 'Aktsionerno druzhestvo (AD)' },
  ],
};

/** The forms of a country (any other country: only 'other'). */
export function entityTypesOf(countryCode: string | null | undefined): readonly EntityType[] {
  return ENTITY_TYPES[(countryCode ?? '').toUpperCase()] ?? [OTHER_ENTITY_TYPE];
}

/** Whether a form belongs to a country. */
export function isEntityTypeOf(countryCode: string | null | undefined, id: string): boolean {
  return entityTypesOf(countryCode).some((t) => t.id === id);
}

/** The Italian label of a form in a country, or null when the form is not one of that country's. */
export function entityTypeLabel(countryCode: string | null | undefined, id: string | null | undefined): string | null {
  if (!id) return null;
  return entityTypesOf(countryCode).find((t) => t.id === id)?.label ?? null;
}

/** A US LLC: the record says who its members are (Form 5472 or Form 1065). */
export function isUsLlc(countryCode: string | null | undefined, entityType: string | null | undefined): boolean {
  return (countryCode ?? '').toUpperCase() === 'US' && (entityType === 'llc' || entityType === 'llc-de');
}

/**
 * A US LLC's members as the client form asks them, and the two facts each sets: one
 * foreign member (a disregarded entity, Form 5472), one US member, or several (a
 * partnership, Form 1065).
 */
export const LLC_MEMBERS = {
  'one-foreign': { label: 'Un socio non statunitense (Form 5472)', singleForeignMember: true, severalMembers: false },
  'one-us': { label: 'Un socio statunitense', singleForeignMember: false, severalMembers: false },
  several: { label: 'Più soci (Form 1065)', singleForeignMember: false, severalMembers: true },
} as const;
export type LlcMembers = keyof typeof LLC_MEMBERS;

export function llcMembersOf(facts: { singleForeignMember?: boolean; severalMembers?: boolean }): LlcMembers {
  if (facts.severalMembers) return 'several';
  return facts.singleForeignMember === false ? 'one-us' : 'one-foreign';
}

/** The financial year end, 'MM-DD'; a client without one closes on 31 December. */
export const DEFAULT_FINANCIAL_YEAR_END = '12-31';

/** The days of each month that can end a financial year (February: 28). */
export const YEAR_END_DAYS_IN_MONTH: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real day of the year as 'MM-DD'. 29 February is refused: a year end must
 * recur every year, and accounting year ends are month ends (28 February).
 */
export function isFinancialYearEnd(value: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (YEAR_END_DAYS_IN_MONTH[month - 1] ?? 0);
}

/** Why a financial year end is refused, in Italian. */
export const FINANCIAL_YEAR_END_MESSAGE = 'Inserisci un giorno e un mese validi per la fine dell\'esercizio (il 29 febbraio non è ammesso: usa il 28)';

/** 'MM-DD' as 'dd/MM' for people (null: the default 31/12). */
export function formatFinancialYearEnd(value: string | null | undefined): string {
  const [month, day] = (value ?? DEFAULT_FINANCIAL_YEAR_END).split('-');
  return `${day}/${month}`;
}
