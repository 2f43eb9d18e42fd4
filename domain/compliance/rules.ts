/**
 * The compliance rules as data: one per real obligation of each jurisdiction the
 * firm serves (PRODUCT.md section 5). Each says whom it binds (country, state,
 * company forms), what its due date hangs on (anchor and offset), how a due date
 * on a closed day moves, when it is law, who receives it, what it costs and
 * where it is written. occurrences.ts turns a client and these rules into dated
 * occurrences; this module has no dependency beyond plain data, so the web can
 * list the catalogue without the holiday calendars.
 *
 * Every note says what was checked against the stored official text and what
 * was not (decision 080).
 */
import { BOI_COST, BOI_OWNER, BOI_WINDOW_DAYS } from '../deadlines';

/** What a rule's due date hangs on. */
export type Anchor =
  /** The incorporation date: one occurrence only. */
  | { kind: 'incorporation' }
  /** Each anniversary of incorporation, from the first. */
  | { kind: 'anniversary' }
  /** Each financial year end (the client's 'MM-DD'), from the first that closes a financial year. */
  | { kind: 'financial-year-end' }
  /** The same calendar day each year ('MM-DD'), from the first on or after incorporation. */
  | { kind: 'fixed-date'; monthDay: string }
  /** The due date (before any holiday shift) of another rule's occurrence of the same period. */
  | { kind: 'obligation'; ruleId: string };

/**
 * Adding months to a day the target month lacks:
 * - 'corresponding-day': the same day number, or the month's last day when it has none (31 May + 9 months = 28/29 February);
 * - 'month-end': as corresponding-day, but a month's last day always lands on a month's last day (30 June + 9 months = 31 March).
 */
export type MonthArithmetic = 'corresponding-day' | 'month-end';

/** Months first, then days (either may be negative). '9 months and 1 day' is { months: 9, days: 1 }. */
export interface Offset {
  months: number;
  days: number;
  arithmetic: MonthArithmetic;
}

/** How a due date falling on a day the offices are closed moves. */
export type HolidayShift =
  /** It stays where it is. */
  | 'none'
  /** Saturday, Sunday or public holiday: the next day that is none of them. */
  | 'next-working-day'
  /** Sunday or public holiday: the next day that is neither; a Saturday stays (Hong Kong). */
  | 'next-day-not-sunday-or-holiday'
  /** Saturday, Sunday or public holiday: the last working day before it (HMRC payments). */
  | 'previous-working-day';

/** Where a 29 February falls in a year without one, for anniversaries. */
export type LeapDayAnniversary = 'february-28' | 'march-1';

export interface Fee {
  amount: number;
  currency: string;
}

export interface ComplianceRule {
  id: string;
  /** ISO 3166 country code of incorporation. */
  countryCode: string;
  /** The state or region within the country, where the rule is a state's ('DE' for Delaware); null: the whole country. */
  state: string | null;
  /** Company form ids (entity-types.ts) the rule binds. */
  entityTypes: readonly string[];
  /** A client without a company form is bound when its name says LLC (the spec's BOI test). */
  matchesLlcName?: boolean;
  /** Binds only a client recorded as owned by one foreign member (clients.single_foreign_member). */
  requiresSingleForeignMember?: boolean;
  name: string;
  /** The card's badge: the form's number or a word or two. */
  shortName: string;
  description: string;
  anchor: Anchor;
  offset: Offset;
  /** Anniversary anchors: where a 29 February incorporation's anniversary falls in other years. */
  leapDayAnniversary?: LeapDayAnniversary;
  /**
   * A first financial period longer than 12 months is due at the later of these
   * (UK accounts: 21 months after incorporation, or 3 months after the period's end).
   */
  longFirstPeriod?: { monthsAfterIncorporation: number; monthsAfterPeriodEnd: number };
  holidayShift: HolidayShift;
  /** The rule binds periods whose anchor date is on or after this date ('YYYY-MM-DD'); null: no lower bound. */
  validFrom: string | null;
  /** ... and on or before this one; null: still law. */
  validTo: string | null;
  authority: string;
  fee: Fee | null;
  category: string;
  owner: string;
  sourceUrl: string;
  note: string;
  enabledByDefault: boolean;
}

const AUTO = 'Sistema Automatico';
const days = (n: number): Offset => ({ months: 0, days: n, arithmetic: 'corresponding-day' });
const months = (n: number, arithmetic: MonthArithmetic, d = 0): Offset => ({ months: n, days: d, arithmetic });

export const BOI_RULE_ID = 'us-boi';

export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  // United Kingdom
  {
    id: 'gb-confirmation-statement',
    countryCode: 'GB',
    state: null,
    entityTypes: ['ltd', 'llp'],
    name: 'Confirmation statement (CS01)',
    shortName: 'CS01',
    description: 'Conferma a Companies House dei dati della società, entro 14 giorni dalla fine di ogni periodo di revisione di 12 mesi',
    anchor: { kind: 'anniversary' },
    // The review period ends the day before the anniversary; due 14 days later.
    offset: days(13),
    leapDayAnniversary: 'march-1',
    holidayShift: 'none',
    validFrom: '2016-06-30',
    validTo: null,
    authority: 'Companies House',
    fee: { amount: 50, currency: 'GBP' },
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.gov.uk/guidance/confirmation-statement-guidance',
    note:
      'Verificato sul testo di gov.uk: entro 14 giorni dalla fine del periodo di revisione; il primo periodo inizia alla costituzione e dura 12 mesi (costituita il 1/1/2017, periodo fino al 31/12/2017). ' +
      'Un deposito anticipato fa ripartire il periodo: qui si calcola dall’anniversario della costituzione. ' +
      'Costituzione il 29 febbraio: il periodo finisce il 28 febbraio (regola del giorno corrispondente), scadenza 14 marzo; non verificato su testo ufficiale. ' +
      'Diritti: la copia di gov.uk conservata indica £13 (prima del 1/5/2024); £34 dal 1/5/2024 e £50 dal 1/2/2026, non verificati su testo ufficiale. ' +
      'Nessuno spostamento per festivi: il deposito online è sempre aperto (non verificato). In vigore dal 30/6/2016, quando sostituì l’annual return.',
    enabledByDefault: true,
  },
  {
    id: 'gb-annual-accounts',
    countryCode: 'GB',
    state: null,
    entityTypes: ['ltd', 'llp'],
    name: 'Bilancio annuale a Companies House',
    shortName: 'Bilancio',
    description: 'Deposito del bilancio: il primo entro 21 mesi dalla costituzione, i successivi entro 9 mesi dalla data di riferimento contabile',
    anchor: { kind: 'financial-year-end' },
    offset: months(9, 'month-end'),
    longFirstPeriod: { monthsAfterIncorporation: 21, monthsAfterPeriodEnd: 3 },
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Companies House',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.gov.uk/prepare-file-annual-accounts-for-limited-company',
    note:
      'Verificato su gov.uk (prepare-file-annual-accounts-for-limited-company): 9 mesi dalla fine dell’esercizio. Il primo bilancio entro 21 mesi dalla costituzione, contati al giorno esatto (1/1/2011 → 1/10/2012), da fonti secondarie concordi, non dal testo ufficiale conservato. ' +
      'Aritmetica dei mesi (Companies Act 2006, s.443): una data di fine mese porta a fine mese (30 giugno → 31 marzo). ' +
      'Primo esercizio oltre 12 mesi: il più tardi tra 21 mesi dalla costituzione e 3 mesi dalla fine dell’esercizio; una fonte secondaria indica 22 mesi (regola precedente al 2008). ' +
      'Esercizi accorciati o allungati non sono calcolati. Nessuno spostamento per festivi (non verificato).',
    enabledByDefault: true,
  },
  {
    id: 'gb-corporation-tax-payment',
    countryCode: 'GB',
    state: null,
    entityTypes: ['ltd'],
    name: 'Pagamento Corporation Tax',
    shortName: 'Corporation Tax',
    description: 'Pagamento della Corporation Tax a HMRC 9 mesi e 1 giorno dopo la fine del periodo contabile',
    anchor: { kind: 'financial-year-end' },
    offset: months(9, 'month-end', 1),
    holidayShift: 'previous-working-day',
    validFrom: '1999-07-01',
    validTo: null,
    authority: 'HM Revenue & Customs',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.gov.uk/pay-corporation-tax',
    note:
      'Verificato sul manuale HMRC CTM01800 (hmrc.gov.uk) e CTM92010 (gov.uk): 9 mesi e 1 giorno; fine periodo a fine mese → primo giorno del decimo mese; 28/2/2000 → 29/11/2000, 29/2/2000 → 1/12/2000, 28/5/2000 → 1/3/2001. ' +
      'Spostamento: la pagina gov.uk/pay-corporation-tax (letta in copie conservate, non sull’originale) chiede che il pagamento arrivi l’ultimo giorno lavorativo precedente se la scadenza cade di sabato, domenica o festivo bancario (salvo Faster Payments): applicato, con i festivi di Inghilterra e Galles. ' +
      'Utili oltre £1,5 milioni: pagamento a rate, non calcolato. Il primo periodo ai fini della Corporation Tax non supera 12 mesi: un primo esercizio più lungo ha due periodi, qui se ne calcola uno.',
    enabledByDefault: true,
  },
  {
    id: 'gb-ct600',
    countryCode: 'GB',
    state: null,
    entityTypes: ['ltd'],
    name: 'Dichiarazione Corporation Tax (CT600)',
    shortName: 'CT600',
    description: 'Invio della Company Tax Return a HMRC entro 12 mesi dalla fine del periodo contabile',
    anchor: { kind: 'financial-year-end' },
    offset: months(12, 'corresponding-day'),
    holidayShift: 'none',
    validFrom: '1999-07-01',
    validTo: null,
    authority: 'HM Revenue & Customs',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.gov.uk/company-tax-returns',
    note:
      'Verificato su gov.uk (company-tax-returns, prepare-file-annual-accounts-for-limited-company): 12 mesi dalla fine del periodo contabile. ' +
      'Fine periodo il 29 febbraio: scadenza il 28 febbraio dell’anno dopo (giorno corrispondente; non verificato). Nessuno spostamento per festivi (non verificato).',
    enabledByDefault: true,
  },
  // Hong Kong
  {
    id: 'hk-annual-return',
    countryCode: 'HK',
    state: null,
    entityTypes: ['ltd'],
    name: 'Annual return (NAR1)',
    shortName: 'NAR1',
    description: 'Deposito della dichiarazione annuale al Companies Registry entro 42 giorni da ogni anniversario della costituzione',
    anchor: { kind: 'anniversary' },
    offset: days(42),
    leapDayAnniversary: 'february-28',
    holidayShift: 'next-day-not-sunday-or-holiday',
    validFrom: '2014-03-03',
    validTo: null,
    authority: 'Companies Registry',
    fee: { amount: 105, currency: 'HKD' },
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.cr.gov.hk/en/faq/local-company/annual-return.htm',
    note:
      'Verificato sulle FAQ di cr.gov.hk: se il 42° giorno cade di domenica o festivo la scadenza passa al giorno seguente che non sia né domenica né festivo; di sabato resta invariata. ' +
      '42 giorni dall’anniversario e diritto di HK$105 (più alto se in ritardo) da fonti secondarie (Companies Ordinance Cap. 622 s.662, Cap. 622K), non dal testo ufficiale conservato. ' +
      'Anniversario di una costituzione al 29 febbraio: 28 febbraio (non verificato). In vigore con la Companies Ordinance Cap. 622 dal 3/3/2014.',
    enabledByDefault: true,
  },
  // Malta
  {
    id: 'mt-annual-return',
    countryCode: 'MT',
    state: null,
    entityTypes: ['ltd'],
    name: 'Annual return',
    shortName: 'Annual return',
    description: 'Deposito della dichiarazione annuale al Malta Business Registry entro 42 giorni da ogni anniversario della registrazione',
    anchor: { kind: 'anniversary' },
    offset: days(42),
    leapDayAnniversary: 'february-28',
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Malta Business Registry',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://mbr.mt/2020/03/25/important-notice-submission-of-annual-returns/',
    note:
      'Verificato sull’avviso del Registrar su mbr.mt (25/3/2020): entro 42 giorni dall’anniversario. ' +
      'Il diritto dipende dal capitale autorizzato (Companies Act (Fees) Regulations, S.L. 386.03): non indicato. ' +
      'Anniversario del 29 febbraio e spostamento per festivi: non verificati (28 febbraio, nessuno spostamento).',
    enabledByDefault: true,
  },
  {
    id: 'mt-financial-statements',
    countryCode: 'MT',
    state: null,
    entityTypes: ['ltd'],
    name: 'Bilancio annuale',
    shortName: 'Bilancio',
    description: 'Deposito del bilancio al Malta Business Registry entro 10 mesi e 42 giorni dalla fine dell’esercizio',
    anchor: { kind: 'financial-year-end' },
    offset: months(10, 'month-end', 42),
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Malta Business Registry',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://mbr.mt/2020/03/25/important-notice-submission-of-annual-returns/',
    note:
      'Verificato sull’avviso del Registrar su mbr.mt (25/3/2020): società private entro 10 mesi e 42 giorni dalla fine dell’esercizio (pubbliche 7 mesi e 42 giorni). ' +
      'Aritmetica di fine mese (31 dicembre → 31 ottobre, più 42 giorni = 12 dicembre) e spostamento per festivi: non verificati.',
    enabledByDefault: true,
  },
  // Cyprus
  {
    id: 'cy-annual-return',
    countryCode: 'CY',
    state: null,
    entityTypes: ['ltd'],
    name: 'Annual return (HE32) con bilancio',
    shortName: 'HE32',
    description: 'Dichiarazione annuale al Registrar of Companies, accompagnata dal bilancio dell’esercizio precedente',
    anchor: { kind: 'financial-year-end' },
    offset: months(12, 'month-end'),
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Registrar of Companies and Intellectual Property',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.companies.gov.cy/en/business-entities/2-company/5-lifecycle/1-running-a-company/5-guidance/filing-annual-returns-and-accounts/how-do-i-file-an-annual-return',
    note:
      'Verificato su companies.gov.cy: una dichiarazione ogni anno solare, con il bilancio dell’esercizio precedente; il primo bilancio entro 18 mesi dalla costituzione. ' +
      'Il termine esatto dipende dalla data della dichiarazione o dell’assemblea, che la scheda cliente non conosce, e le fonti non concordano (28 giorni dall’assemblea, 42 giorni dall’assemblea, 28 giorni dalla redazione): ' +
      'qui la scadenza è l’ultimo giorno utile coerente con la regola ufficiale, 12 mesi dopo la fine dell’esercizio. Diritto non verificato.',
    enabledByDefault: true,
  },
  {
    id: 'cy-annual-levy',
    countryCode: 'CY',
    state: null,
    entityTypes: ['ltd'],
    name: 'Tassa annuale (annual levy)',
    shortName: 'Annual levy',
    description: 'Tassa annuale di €350 al Registrar of Companies, entro il 30 giugno di ogni anno',
    anchor: { kind: 'fixed-date', monthDay: '06-30' },
    offset: days(0),
    holidayShift: 'none',
    validFrom: '2011-01-01',
    validTo: '2023-12-31',
    authority: 'Registrar of Companies and Intellectual Property',
    fee: { amount: 350, currency: 'EUR' },
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.companies.gov.cy/',
    note:
      'Abolita dal 2024 (Companies (Amendment) Law 2024, L.25(I)/2024, Gazzetta del 15/3/2024): restano dovute le annualità dal 2011 al 2023, con scadenza 30 giugno. ' +
      'Fonti secondarie concordi (annunci di studi legali del Registrar del 21/3/2024); il testo ufficiale di companies.gov.cy non è tra i documenti conservati.',
    enabledByDefault: true,
  },
  // Estonia
  {
    id: 'ee-annual-report',
    countryCode: 'EE',
    state: null,
    entityTypes: ['ou', 'as'],
    name: 'Relazione annuale (majandusaasta aruanne)',
    shortName: 'Relazione annuale',
    description: 'Deposito della relazione annuale al registro delle imprese entro 6 mesi dalla fine dell’esercizio',
    anchor: { kind: 'financial-year-end' },
    offset: months(6, 'month-end'),
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Registro delle imprese (Tartu County Court, ariregister.rik.ee)',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://ariregister.rik.ee/eng/statistics/annual_reports',
    note:
      'Verificato su ariregister.rik.ee: per l’esercizio chiuso l’ultimo giorno dell’anno la scadenza è l’ultimo giorno di giugno dell’anno dopo (6 mesi, fine mese su fine mese). ' +
      'Spostamento per festivi: non verificato (nessuno).',
    enabledByDefault: true,
  },
  // United States
  {
    id: 'us-de-llc-annual-tax',
    countryCode: 'US',
    state: 'DE',
    entityTypes: ['llc-de'],
    name: 'Delaware LLC Annual Tax',
    shortName: 'Annual Tax',
    description: 'Tassa annuale fissa di $300 dello Stato del Delaware per l’anno precedente, entro il 1° giugno',
    // The tax of year Y is due 1 June of Y + 1: 31 December + 5 months (month end) + 1 day.
    anchor: { kind: 'fixed-date', monthDay: '12-31' },
    offset: months(5, 'month-end', 1),
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Delaware Division of Corporations',
    fee: { amount: 300, currency: 'USD' },
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://corp.delaware.gov/paytaxes/',
    note:
      '$300 entro il 1° giugno, per l’anno precedente (la prima per l’anno della costituzione): fonti secondarie concordi; il sito delaware.gov non è tra i documenti conservati. ' +
      'Una fonte secondaria fa pagare già il 1° giugno dell’anno di costituzione: non seguita. Mora di $200 più 1,5% al mese. Spostamento per festivi: non verificato (nessuno).',
    enabledByDefault: true,
  },
  {
    id: 'us-form-5472',
    countryCode: 'US',
    state: null,
    entityTypes: ['llc', 'llc-de'],
    requiresSingleForeignMember: true,
    name: 'Form 5472 con Form 1120 pro forma',
    shortName: 'Form 5472',
    description: 'Dichiarazione informativa della LLC unipersonale di proprietà estera all’IRS, entro il 15° giorno del 4° mese dopo la fine dell’esercizio (15 aprile)',
    anchor: { kind: 'financial-year-end' },
    offset: months(3, 'month-end', 15),
    holidayShift: 'next-working-day',
    validFrom: '2017-01-01',
    validTo: null,
    authority: 'Internal Revenue Service (IRS)',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-5472',
    note:
      'Riguarda solo la LLC unipersonale di un socio estero (disregarded entity, T.D. 9796, esercizi dal 1/1/2017): la scheda cliente lo dice con «LLC unipersonale con socio estero», vero salvo indicazione contraria, e la regola vale solo per quelle LLC. ' +
      'Scadenza del Form 1120 (15 aprile per l’anno solare), proroga con Form 7004; sanzione di $25.000 per omissione. Fonti secondarie concordi; le pagine irs.gov non sono tra i documenti conservati. ' +
      'Sabato, domenica o festivo federale: giorno lavorativo seguente (IRC §7503, non verificato sul testo); festivi locali del District of Columbia non considerati.',
    enabledByDefault: true,
  },
  {
    id: BOI_RULE_ID,
    countryCode: 'US',
    state: null,
    entityTypes: ['llc', 'llc-de'],
    matchesLlcName: true,
    name: 'BOI Report',
    shortName: 'BOI',
    description: 'Deposito del Beneficial Ownership Information Report presso il FinCEN',
    anchor: { kind: 'incorporation' },
    offset: days(BOI_WINDOW_DAYS),
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'FinCEN',
    fee: { ...BOI_COST },
    category: 'Compliance',
    owner: BOI_OWNER,
    sourceUrl: 'https://www.fincen.gov/boi',
    note:
      `Scadenza calcolata automaticamente: ${BOI_WINDOW_DAYS} giorni dalla data di costituzione (regola della specifica, mantenuta com’è). ` +
      'Con la interim final rule del FinCEN pubblicata il 26/3/2025 (90 FR 13688) le società costituite negli Stati Uniti sono esentate; ' +
      'solo le società estere registrate per operare in uno Stato depositano, entro 30 giorni dalla registrazione. ' +
      'Verificato sul testo del Federal Register conservato; fincen.gov non è tra i documenti conservati.',
    enabledByDefault: true,
  },
  // United Arab Emirates
  {
    id: 'ae-ct-registration',
    countryCode: 'AE',
    state: null,
    entityTypes: ['fz-llc', 'fze', 'llc'],
    name: 'Registrazione Corporate Tax',
    shortName: 'Registrazione CT',
    description: 'Domanda di registrazione alla Corporate Tax presso la Federal Tax Authority entro 3 mesi dalla costituzione',
    anchor: { kind: 'incorporation' },
    // Three months beginning with the incorporation date end the day before the corresponding day.
    offset: months(3, 'corresponding-day', -1),
    holidayShift: 'none',
    validFrom: '2024-03-01',
    validTo: null,
    authority: 'Federal Tax Authority',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://tax.gov.ae/en/taxes/corporate.tax.aspx',
    note:
      'FTA Decision No. 3 of 2024: società costituite dal 1/3/2024 (zone franche comprese) entro 3 mesi dalla costituzione; quelle precedenti avevano scadenze fisse nel 2024, non calcolate. ' +
      'Fonti secondarie concordi sul termine; sul giorno esatto una fonte indica, per una costituzione il 1° gennaio, il 31 marzo: adottato (il giorno prima del corrispondente). tax.gov.ae non è tra i documenti conservati. ' +
      'Sanzione per ritardo AED 10.000. Spostamento per festivi: non verificato (nessuno).',
    enabledByDefault: true,
  },
  {
    id: 'ae-ct-return',
    countryCode: 'AE',
    state: null,
    entityTypes: ['fz-llc', 'fze', 'llc'],
    name: 'Dichiarazione Corporate Tax',
    shortName: 'Dichiarazione CT',
    description: 'Dichiarazione della Corporate Tax alla Federal Tax Authority entro 9 mesi dalla fine del periodo d’imposta',
    anchor: { kind: 'financial-year-end' },
    offset: months(9, 'month-end'),
    holidayShift: 'none',
    // Periods beginning on or after 1 June 2023: the first 12-month period ends 31 May 2024.
    validFrom: '2024-05-31',
    validTo: null,
    authority: 'Federal Tax Authority',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://tax.gov.ae/en/taxes/corporate.tax.aspx',
    note:
      'Federal Decree-Law No. 47 of 2022: periodi d’imposta iniziati dal 1/6/2023; dichiarazione entro 9 mesi dalla fine del periodo. Fonti secondarie concordi; tax.gov.ae non è tra i documenti conservati. ' +
      'Aritmetica di fine mese (31 dicembre → 30 settembre) e spostamento per festivi: non verificati.',
    enabledByDefault: true,
  },
  {
    id: 'ae-ct-payment',
    countryCode: 'AE',
    state: null,
    entityTypes: ['fz-llc', 'fze', 'llc'],
    name: 'Pagamento Corporate Tax',
    shortName: 'Pagamento CT',
    description: 'Pagamento della Corporate Tax entro la scadenza della dichiarazione del periodo',
    anchor: { kind: 'obligation', ruleId: 'ae-ct-return' },
    offset: days(0),
    holidayShift: 'none',
    validFrom: '2024-05-31',
    validTo: null,
    authority: 'Federal Tax Authority',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://tax.gov.ae/en/taxes/corporate.tax.aspx',
    note: 'L’imposta si paga entro il termine della dichiarazione del periodo (9 mesi dalla fine): fonti secondarie concordi, testo ufficiale non conservato.',
    enabledByDefault: true,
  },
];

const BY_ID = new Map(COMPLIANCE_RULES.map((r) => [r.id, r]));

export function complianceRule(id: string): ComplianceRule | undefined {
  return BY_ID.get(id);
}
