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
import type { Evidence } from './evidence';

/** What a rule's due date hangs on. */
export type Anchor =
  /** The incorporation date: one occurrence only. */
  | { kind: 'incorporation' }
  /** Each anniversary of incorporation, from the first; with `fromIncorporation`, from the incorporation date itself (Ireland's first ARD). */
  | { kind: 'anniversary'; fromIncorporation?: boolean }
  /** Each financial year end (the client's 'MM-DD'), from the first that closes a financial year. */
  | { kind: 'financial-year-end' }
  /** The same calendar day each year ('MM-DD'), from the first on or after incorporation. */
  | { kind: 'fixed-date'; monthDay: string }
  /** The due date (before any holiday shift) of another rule's occurrence of the same period. */
  | { kind: 'obligation'; ruleId: string }
  /** A date staff record on the client (occurrences.ts CompanyFacts): that day only, or each anniversary of it when `yearly`. */
  | { kind: 'client-date'; fact: ClientDateFact; yearly: boolean };

/** The client dates a rule may hang on. */
export type ClientDateFact = 'usStateRegistrationDate' | 'tradeLicenceExpiry';

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
  /** After the months, this day of the month reached instead of the anchor's ('last': its last day), before the days: Ireland's 23rd of the 9th month. */
  dayOfMonth?: number | 'last';
  /** Never before this day ('MM-DD') of the year after the anchor's: Malta's 31 March. */
  notBeforeNextYear?: string;
  /** Never before this day ('YYYY-MM-DD'): the BOI reports of companies registered before 26 March 2025, all due 25 April 2025. */
  notBefore?: string;
  /** A set day ('YYYY-MM-DD') whatever the anchor, in place of months and days: the UAE's 2024 registration table. */
  fixedDate?: string;
  /** One offset per month of the anchor, January first, in place of this one: Hong Kong's accounting date codes. */
  byAnchorMonth?: readonly Offset[];
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
  /** Binds only a client recorded as having several members (clients.several_members). */
  requiresSeveralMembers?: boolean;
  /**
   * Binds companies formed in another country that registered to do business in
   * this one (a recorded usStateRegistrationDate), never those formed in it.
   */
  bindsForeignRegistered?: boolean;
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
  /** The first period's occurrence is due no later than this many months after incorporation (Cyprus: the first statements within 18 months). */
  firstDueWithinMonthsOfIncorporation?: number;
  /**
   * A period shortened by a change of year end is due no earlier than this many
   * months after the change was notified (UK accounts: Companies Act 2006 s.442(4)).
   */
  monthsAfterShorteningNotice?: number;
  /**
   * Period rules of a tax that runs on periods of at most 12 months: a longer period
   * of account is cut into them (accounting-periods.ts taxPeriodsOf), one occurrence
   * each, whose offset counts from the end of the tax period or of the period of account.
   */
  taxPeriods?: 'due-after-tax-period' | 'due-after-period-of-account';
  /**
   * A return the authority issues and that falls due this long after its issue: once staff
   * record the issue date, it replaces the offset's date (an estimate until then).
   */
  dueAfterIssue?: Offset;
  /** Law that binds periods beginning on or after validFrom: judged on the period's first day, not its end. */
  validityJudgedOn?: 'period-start';
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
  /** Whether the due date was checked on the authority's own text ('official') or only on others' ('secondary'). */
  evidence: Evidence;
  /** When the rule was last checked against its sources, 'YYYY-MM-DD'. */
  checkedOn: string;
  /** The late penalty in Italian ("Sanzione: da £150 a £1.500"), where a source gives it. */
  penalty: string | null;
  note: string;
  enabledByDefault: boolean;
}

const AUTO = 'Sistema Automatico';
/** The day the catalogue was last checked against its sources (decision 115). */
const CHECKED_ON = '2026-11-26';
const days = (n: number): Offset => ({ months: 0, days: n, arithmetic: 'corresponding-day' });
const months = (n: number, arithmetic: MonthArithmetic, d = 0): Offset => ({ months: n, days: d, arithmetic });
/** A set day whatever the anchor. */
const onDate = (date: string): Offset => ({ ...days(0), fixedDate: date });

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
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: null,
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
    monthsAfterShorteningNotice: 3,
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Companies House',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.gov.uk/prepare-file-annual-accounts-for-limited-company',
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: da £150 a £1.500 (società private, secondo il ritardo); raddoppiata se in ritardo anche l’anno prima',
    note:
      'Verificato su gov.uk (prepare-file-annual-accounts-for-limited-company): 9 mesi dalla fine dell’esercizio. Il primo bilancio entro 21 mesi dalla costituzione, contati al giorno esatto (1/1/2011 → 1/10/2012), da fonti secondarie concordi, non dal testo ufficiale conservato. ' +
      'Aritmetica dei mesi (Companies Act 2006, s.443): una data di fine mese porta a fine mese (30 giugno → 31 marzo). ' +
      'Primo esercizio oltre 12 mesi: il più tardi tra 21 mesi dalla costituzione e 3 mesi dalla fine dell’esercizio; una fonte secondaria indica 22 mesi (regola precedente al 2008). ' +
      'Esercizio accorciato (AA01): il più tardi tra 9 mesi dalla nuova fine e 3 mesi dalla comunicazione del cambio (s.442(4)); allungato: 9 mesi dalla nuova fine, entro 18 mesi di durata (s.392(5)). ' +
      'I 21 mesi si contano da fine mese a fine mese come i 9 (s.443): costituita il 30 giugno 2024 → 31 marzo 2026. Nessuno spostamento per festivi (non verificato). ' +
      'Sanzioni verificate su gov.uk (annual-accounts/penalties-for-late-filing): £150 fino a 1 mese, £375 fino a 3, £750 fino a 6, £1.500 oltre; doppie se in ritardo due anni di seguito.',
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
    taxPeriods: 'due-after-tax-period',
    holidayShift: 'previous-working-day',
    validFrom: '1999-07-01',
    validTo: null,
    authority: 'HM Revenue & Customs',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.gov.uk/pay-corporation-tax',
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: 'Interessi di mora dal giorno dopo la scadenza',
    note:
      'Verificato sul manuale HMRC CTM01800 (hmrc.gov.uk) e CTM92010 (gov.uk): 9 mesi e 1 giorno; fine periodo a fine mese → primo giorno del decimo mese; 28/2/2000 → 29/11/2000, 29/2/2000 → 1/12/2000, 28/5/2000 → 1/3/2001. ' +
      'Spostamento: la pagina gov.uk/pay-corporation-tax (letta in copie conservate, non sull’originale) chiede che il pagamento arrivi l’ultimo giorno lavorativo precedente se la scadenza cade di sabato, domenica o festivo bancario (salvo Faster Payments): applicato, con i festivi di Inghilterra e Galles. ' +
      'Utili oltre £1,5 milioni: pagamento a rate, non calcolato. Un periodo ai fini della Corporation Tax non supera 12 mesi (CTA 2009 s.10): un esercizio più lungo ha due periodi, i primi 12 mesi e il resto, ciascuno con il suo pagamento.',
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
    offset: months(12, 'month-end'),
    taxPeriods: 'due-after-period-of-account',
    holidayShift: 'none',
    validFrom: '1999-07-01',
    validTo: null,
    authority: 'HM Revenue & Customs',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.gov.uk/company-tax-returns',
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: £100, altre £100 dopo 3 mesi; dopo 6 mesi il 10% dell’imposta non pagata, un altro 10% dopo 12 mesi',
    note:
      'Verificato su gov.uk (company-tax-returns, prepare-file-annual-accounts-for-limited-company): 12 mesi dalla fine del periodo contabile. ' +
      'Esercizio oltre 12 mesi: due periodi d’imposta (i primi 12 mesi e il resto), una dichiarazione ciascuno, entrambe entro 12 mesi dalla fine dell’esercizio (FA 1998 Sch.18 par.14). ' +
      'Verificato sul manuale HMRC COM130070: da una fine mese all’ultimo giorno del dodicesimo mese seguente, altrimenti al giorno corrispondente; 29/2/2024 → 28/2/2025, e 28/2/2027 → 29/2/2028 (corretto: prima si calcolava il 28). Nessuno spostamento per festivi (non verificato). ' +
      'Sanzioni verificate su gov.uk (company-tax-returns/penalties-for-late-filing): £100 dal primo giorno, altre £100 a 3 mesi, a 6 mesi stima dell’imposta e 10% del non pagato, a 12 mesi un altro 10%; £500 ciascuna dopo tre ritardi di seguito.',
    enabledByDefault: true,
  },
  {
    id: 'gb-identity-verification',
    countryCode: 'GB',
    state: null,
    entityTypes: ['ltd', 'llp'],
    name: 'Verifica dell’identità di amministratori e PSC',
    shortName: 'Verifica identità',
    description: 'Amministratori e persone con controllo significativo già in carica al 18/11/2025 verificano la propria identità presso Companies House entro il primo confirmation statement dell’anno di transizione',
    anchor: { kind: 'anniversary' },
    // Due with the confirmation statement of the same review period: 14 days after it ends.
    offset: days(13),
    leapDayAnniversary: 'march-1',
    holidayShift: 'none',
    // One statement in the 12-month transition: anniversaries from 18 November 2025 to 17 November 2026.
    validFrom: '2025-11-18',
    validTo: '2026-11-17',
    authority: 'Companies House',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.gov.uk/guidance/verifying-your-identity-for-companies-house',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      'Economic Crime and Corporate Transparency Act 2023: dal 18/11/2025 la verifica è obbligatoria; chi era già amministratore o PSC la completa entro il primo confirmation statement depositato nei 12 mesi di transizione (fino al 17/11/2026), che senza di essa non si può depositare. ' +
      'Qui la scadenza è quella del confirmation statement del periodo (14 giorni dopo la fine del periodo di revisione), per gli anniversari dal 18/11/2025 al 17/11/2026: uno per società; chi è nominato dopo il 18/11/2025 si verifica alla nomina, e non compare. ' +
      'Se conti il confirmation statement già dovuto tra il 18 e il 30/11/2025 (anniversario dal 5 al 17 novembre) le fonti non sono chiare: qui conta quello dell’anno dopo. ' +
      'I PSC che non sono amministratori hanno una finestra di 14 giorni legata al mese di nascita o alla data del confirmation statement: non calcolata. ' +
      'Fonti secondarie concordi (studi professionali, Mondaq, 2025); la guida di gov.uk non è tra i documenti conservati. Sanzioni: reato e ammenda, importo non indicato dalle fonti.',
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
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: diritto maggiorato da HK$870 a HK$3.480 secondo il ritardo',
    note:
      'Verificato sulle FAQ di cr.gov.hk: se il 42° giorno cade di domenica o festivo la scadenza passa al giorno seguente che non sia né domenica né festivo; di sabato resta invariata. ' +
      'Le stesse FAQ parlano del «42-day period» e del «42nd day»: 42 giorni dall’anniversario (Companies Ordinance Cap. 622 s.662(1)), con diritti crescenti per il ritardo (Cap. 622K). ' +
      'Diritto di HK$105, e da HK$870 (entro 3 mesi) a HK$3.480 (oltre 9 mesi) in ritardo, da fonti secondarie concordi. ' +
      'Anniversario di una costituzione al 29 febbraio: 28 febbraio (non verificato). In vigore con la Companies Ordinance Cap. 622 dal 3/3/2014.',
    enabledByDefault: true,
  },
  {
    id: 'hk-profits-tax-return',
    countryCode: 'HK',
    state: null,
    entityTypes: ['ltd'],
    name: 'Dichiarazione Profits Tax (BIR51)',
    shortName: 'Profits Tax',
    description: 'Dichiarazione dei redditi della società all’Inland Revenue Department, emessa ogni anno ad aprile: scade un mese dopo l’emissione, o alla data del Block Extension Scheme per chi ha un rappresentante fiscale',
    anchor: { kind: 'financial-year-end' },
    // Block extension defaults by accounting date code: N (April-November) one month after the
    // 1 April bulk issue, 1 May of the next year; D (December) 15 August; M (January-March) 15 November.
    offset: {
      months: 0,
      days: 0,
      arithmetic: 'corresponding-day',
      byAnchorMonth: [
        { months: 10, days: 0, arithmetic: 'corresponding-day', dayOfMonth: 15 },
        { months: 9, days: 0, arithmetic: 'corresponding-day', dayOfMonth: 15 },
        { months: 8, days: 0, arithmetic: 'corresponding-day', dayOfMonth: 15 },
        ...[13, 12, 11, 10, 9, 8, 7, 6].map((n): Offset => ({ months: n, days: 0, arithmetic: 'corresponding-day', dayOfMonth: 1 })),
        { months: 8, days: 0, arithmetic: 'corresponding-day', dayOfMonth: 15 },
      ],
    },
    dueAfterIssue: months(1, 'corresponding-day'),
    holidayShift: 'next-working-day',
    validFrom: null,
    validTo: null,
    authority: 'Inland Revenue Department',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.ird.gov.hk/eng/tax/taxrep.htm',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      'La data vera è un mese dopo l’emissione della dichiarazione: finché lo studio non registra la data di emissione sulla scadenza, si usano le date del Block Extension Scheme dell’IRD (circolare ai rappresentanti fiscali, ogni anno) secondo il codice della data di chiusura. ' +
      'Codice N (chiusura tra aprile e novembre): nessuna proroga, un mese dall’emissione in blocco del 1° aprile, cioè il 1° maggio, festa del lavoro, quindi il primo giorno lavorativo dopo. Codice D (dicembre): 15 agosto dell’anno dopo. Codice M (gennaio-marzo): 15 novembre dello stesso anno. ' +
      'Circolari 2022/23, 2023/24 e 2024/25 lette in copie secondarie (D 15/8, M 15/11; 2024/25: M 17/11/2025 perché il 15 era sabato, da cui lo spostamento al giorno lavorativo seguente); ird.gov.hk non è tra i documenti conservati. ' +
      'L’IRD concede spesso proroghe ulteriori (es. M 2024/25 in perdita al 13/2/2026) e un mese in più per il deposito elettronico su domanda: non calcolati. La prima dichiarazione è emessa di solito 18 mesi dopo la costituzione: non calcolato.',
    enabledByDefault: true,
  },
  {
    id: 'hk-business-registration',
    countryCode: 'HK',
    state: null,
    entityTypes: ['ltd'],
    name: 'Rinnovo della Business Registration',
    shortName: 'Business Registration',
    description: 'Pagamento del rinnovo annuale del certificato di Business Registration all’Inland Revenue Department entro la scadenza del certificato in corso',
    anchor: { kind: 'anniversary' },
    // A one-year certificate runs from the incorporation date to the day before its anniversary.
    offset: days(-1),
    leapDayAnniversary: 'march-1',
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Inland Revenue Department (Business Registration Office)',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.ird.gov.hk/eng/tax/bre_rbr.htm',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      'Verificato su ird.gov.hk (Renewal of Business Registration): l’avviso di pagamento arriva verso metà del mese che precede l’inizio del certificato rinnovato e, pagato, diventa il nuovo certificato; se non arriva, va chiesto entro un mese dalla scadenza del certificato in corso. ' +
      'Il giorno di scadenza (l’ultimo di validità del certificato annuale, il giorno prima dell’anniversario della costituzione) viene da fonti secondarie; per i certificati triennali la scadenza è ogni tre anni: non calcolato. ' +
      'Importo: diritto più contributo, cambiato spesso dalle leggi di bilancio (fonti secondarie tra HK$2.200 e HK$2.250 per un anno): non indicato.',
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
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: null,
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
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      'Verificato sull’avviso del Registrar su mbr.mt (25/3/2020): società private entro 10 mesi e 42 giorni dalla fine dell’esercizio (pubbliche 7 mesi e 42 giorni). ' +
      'Aritmetica di fine mese (31 dicembre → 31 ottobre, più 42 giorni = 12 dicembre) e spostamento per festivi: non verificati.',
    enabledByDefault: true,
  },
  {
    id: 'mt-income-tax-return',
    countryCode: 'MT',
    state: null,
    entityTypes: ['ltd'],
    name: 'Dichiarazione dei redditi della società',
    shortName: 'Tax return',
    description: 'Dichiarazione dei redditi e autoliquidazione al Commissioner for Tax and Customs: 9 mesi dopo la fine dell’esercizio, ma non prima del 31 marzo dell’anno seguente',
    anchor: { kind: 'financial-year-end' },
    offset: { ...months(9, 'month-end'), notBeforeNextYear: '03-31' },
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Commissioner for Tax and Customs',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://cfr.gov.mt/en/News/Pages/2025/Electronic-Filing-Extension-of-Corporate-Income-Tax-Returns-for-2025.aspx',
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      'Verificato sulle tabelle ufficiali di cfr.gov.mt (2024 e 2025): esercizi chiusi da gennaio a giugno 2024 → dichiarazione cartacea entro il 31/3/2025; luglio → 30/4/2025; agosto → 31/5/2025; settembre → 30/6/2025; ottobre → 31/7/2025; novembre → 31/8/2025 (una domenica, non spostata); dicembre → 30/9/2025. ' +
      'Il deposito elettronico ha ogni anno una proroga (es. 28/11/2025 per il 31/12/2024) che non vale per il pagamento dell’imposta: qui la scadenza di legge, valida anche per il pagamento. Sanzioni per ritardo: non indicate dalle fonti conservate.',
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
    firstDueWithinMonthsOfIncorporation: 18,
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Registrar of Companies and Intellectual Property',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.companies.gov.cy/en/business-entities/2-company/5-lifecycle/1-running-a-company/5-guidance/filing-annual-returns-and-accounts/how-do-i-file-an-annual-return',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: null,
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
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      'Abolita dal 2024 (Companies (Amendment) Law 2024, L.25(I)/2024, Gazzetta del 15/3/2024): restano dovute le annualità dal 2011 al 2023, con scadenza 30 giugno. ' +
      'Fonti secondarie concordi (annunci di studi legali del Registrar del 21/3/2024); il testo ufficiale di companies.gov.cy non è tra i documenti conservati.',
    enabledByDefault: true,
  },
  {
    id: 'cy-tax-return',
    countryCode: 'CY',
    state: null,
    entityTypes: ['ltd'],
    name: 'Dichiarazione dei redditi della società (IR4)',
    shortName: 'IR4',
    description: 'Dichiarazione dei redditi della società al Tax Department per l’anno fiscale (l’anno solare), entro la fine dell’anno seguente più 3 mesi per l’invio elettronico: il 31 marzo del secondo anno',
    anchor: { kind: 'fixed-date', monthDay: '12-31' },
    offset: months(15, 'month-end'),
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Tax Department (Τμήμα Φορολογίας)',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.mof.gov.cy/mof/tax/taxdep.nsf',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: €100, altri €200 se non presentata entro il termine del sollecito',
    note:
      'Assessment and Collection of Taxes Law, art. 5: la dichiarazione di un anno entro la fine dell’anno seguente, con 3 mesi in più per l’invio elettronico, ora obbligatorio (dichiarazione 2012 entro il 31/3/2014). ' +
      'Sanzioni automatiche dell’art. 50A: €100, poi €200. Fonti secondarie concordi (Mondaq, studi ciprioti); le pagine di mof.gov.cy non sono tra i documenti conservati. ' +
      'Il Tax Department proroga spesso il termine con un annuncio: non calcolato. Nessuno spostamento per festivi (non verificato).',
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
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: null,
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
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: $200 più interessi dell’1,5% al mese',
    note:
      '$300 entro il 1° giugno, per l’anno precedente (la prima per l’anno della costituzione): fonti secondarie concordi; il sito delaware.gov non è tra i documenti conservati. ' +
      'Una fonte secondaria fa pagare già il 1° giugno dell’anno di costituzione: non seguita. Mora di $200 più 1,5% al mese (fonti secondarie concordi, 2017-2025). Spostamento per festivi: non verificato (nessuno).',
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
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: $25.000 per ogni Form 5472 omesso o incompleto',
    note:
      'Riguarda solo la LLC unipersonale di un socio estero (disregarded entity, T.D. 9796, esercizi dal 1/1/2017): la scheda cliente lo dice con «LLC unipersonale con socio estero», vero salvo indicazione contraria, e la regola vale solo per quelle LLC. ' +
      'Scadenza del Form 1120 (15 aprile per l’anno solare), proroga con Form 7004; sanzione di $25.000 per omissione. Fonti secondarie concordi; le pagine irs.gov non sono tra i documenti conservati. ' +
      'Sabato, domenica o festivo federale o del District of Columbia: giorno lavorativo seguente (IRC §7503, non verificato sul testo). Emancipation Day del DC (16 aprile, il venerdì prima se sabato, il lunedì dopo se domenica: D.C. Code § 1-612.02): 15/4/2028 è sabato, il 17 è festivo, scadenza martedì 18/4/2028.',
    enabledByDefault: true,
  },
  {
    id: 'us-de-franchise-tax',
    countryCode: 'US',
    state: 'DE',
    entityTypes: ['corp-de'],
    name: 'Delaware Annual Franchise Tax Report',
    shortName: 'Franchise Tax',
    description: 'Relazione annuale e franchise tax della corporation del Delaware per l’anno precedente, entro il 1° marzo',
    // The report of year Y is due 1 March of Y + 1: 31 December + 2 months (month end) + 1 day.
    anchor: { kind: 'fixed-date', monthDay: '12-31' },
    offset: months(2, 'month-end', 1),
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Delaware Division of Corporations',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://corp.delaware.gov/paytaxes/',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: $200 più interessi dell’1,5% al mese',
    note:
      'Ogni corporation costituita in Delaware ed esistente al 31 dicembre deposita la relazione annuale e paga la franchise tax entro il 1° marzo dell’anno dopo (la prima per l’anno della costituzione). ' +
      'Importo: $50 di deposito più l’imposta, secondo le azioni autorizzate (minimo $175) o il capitale (minimo $400); chi deve $5.000 o più versa acconti il 1/6, 1/9 e 1/12: non calcolati. ' +
      'Mora: $200 più l’1,5% al mese (una fonte del 2016 indica $125). Fonti secondarie concordi (CSC, CT Corporation, Incserv); corp.delaware.gov non è tra i documenti conservati. Nessuno spostamento per festivi: il 1° marzo 2015, una domenica, restò la scadenza.',
    enabledByDefault: true,
  },
  {
    id: 'us-form-1065',
    countryCode: 'US',
    state: null,
    entityTypes: ['llc', 'llc-de'],
    requiresSeveralMembers: true,
    name: 'Dichiarazione della LLC con più soci (Form 1065)',
    shortName: 'Form 1065',
    description: 'Dichiarazione federale della LLC con più soci (partnership) all’IRS, con un Schedule K-1 per socio, entro il 15° giorno del 3° mese dopo la fine dell’esercizio (15 marzo)',
    anchor: { kind: 'financial-year-end' },
    offset: months(2, 'month-end', 15),
    holidayShift: 'next-working-day',
    // The 3rd month for tax years beginning after 31 December 2015 (before: the 4th).
    validFrom: '2016-01-01',
    validityJudgedOn: 'period-start',
    validTo: null,
    authority: 'Internal Revenue Service (IRS)',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-1065',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: $255 per socio per ogni mese o frazione di ritardo, fino a 12 mesi (dichiarazioni dovute nel 2026)',
    note:
      'Una LLC con più soci è tassata come partnership salvo scelta contraria (Treas. Reg. §301.7701-3): dichiarazione entro il 15° giorno del 3° mese dopo la fine dell’esercizio (IRC §6072(b), come modificato dal Surface Transportation Act del 2015 per gli esercizi iniziati dopo il 31/12/2015), proroga di 6 mesi con Form 7004. ' +
      'Con soci esteri servono anche i Form 8804 e 8805 se la LLC ha redditi effettivamente connessi: non calcolati. ' +
      'Sanzione IRC §6698: $245 per socio e mese per le dichiarazioni dovute nel 2025, $255 nel 2026 (fonti secondarie; importo adeguato ogni anno). Le pagine irs.gov non sono tra i documenti conservati. ' +
      'Sabato, domenica o festivo federale o del District of Columbia: giorno lavorativo seguente (IRC §7503).',
    enabledByDefault: true,
  },
  {
    id: 'us-form-1120',
    countryCode: 'US',
    state: null,
    entityTypes: ['corp-de', 'corp'],
    name: 'Dichiarazione dei redditi della corporation (Form 1120)',
    shortName: 'Form 1120',
    description: 'Dichiarazione federale dei redditi della C corporation all’IRS entro il 15° giorno del 4° mese dopo la fine dell’esercizio (15 aprile), con un Form 5472 per ogni parte correlata se un socio estero ne ha almeno il 25%',
    anchor: { kind: 'financial-year-end' },
    offset: months(3, 'month-end', 15),
    holidayShift: 'next-working-day',
    // Tax years beginning after 31 December 2015 (the 4th month); a 12-month year ends from 31 December 2016.
    validFrom: '2016-12-31',
    validTo: null,
    authority: 'Internal Revenue Service (IRS)',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.irs.gov/forms-pubs/about-form-1120',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: 5% dell’imposta non versata per mese di ritardo, fino al 25%; $25.000 per ogni Form 5472 omesso',
    note:
      'IRC §6072(b) come modificato nel 2015: 15° giorno del 4° mese dopo la fine dell’esercizio per gli esercizi iniziati dopo il 31/12/2015; proroga di 6 mesi con Form 7004. Le società con esercizio al 30 giugno restavano al 3° mese (15 settembre) per gli esercizi iniziati prima del 2026: dal 30/6/2027 il 15 ottobre, come qui. ' +
      'Se un socio estero ne possiede almeno il 25%, la corporation allega un Form 5472 per ogni parte correlata con cui ha avuto operazioni (IRC §6038A), con la stessa scadenza: $25.000 per modulo omesso. ' +
      'Sabato, domenica o festivo federale o del District of Columbia: giorno lavorativo seguente (IRC §7503). Fonti secondarie concordi; le pagine irs.gov non sono tra i documenti conservati.',
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
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      `Scadenza calcolata automaticamente: ${BOI_WINDOW_DAYS} giorni dalla data di costituzione (regola della specifica, mantenuta com’è). ` +
      'Con la interim final rule del FinCEN pubblicata il 26/3/2025 (90 FR 13688) le società costituite negli Stati Uniti sono esentate; ' +
      'solo le società estere registrate per operare in uno Stato depositano, entro 30 giorni dalla registrazione. ' +
      'Verificato sul testo del Federal Register conservato; fincen.gov non è tra i documenti conservati. ' +
      'Per questo la regola è spenta salvo scelta dello studio: l’obbligo reale è la regola «BOI Report (società estera registrata in uno Stato)».',
    enabledByDefault: false,
  },
  {
    id: 'us-boi-foreign-company',
    countryCode: 'US',
    state: null,
    entityTypes: [],
    bindsForeignRegistered: true,
    name: 'BOI Report (società estera registrata in uno Stato)',
    shortName: 'BOI estera',
    description: 'Deposito del Beneficial Ownership Information Report presso il FinCEN da parte di una società costituita fuori dagli Stati Uniti e registrata per operare in uno Stato',
    anchor: { kind: 'client-date', fact: 'usStateRegistrationDate', yearly: false },
    offset: { ...days(30), notBefore: '2025-04-25' },
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'FinCEN',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.federalregister.gov/d/2025-05199',
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: $500 per ogni giorno di ritardo, adeguati ogni anno all’inflazione, oltre a sanzioni penali',
    note:
      'Interim final rule del FinCEN (90 FR 13688, 26/3/2025; 31 CFR 1010.380): sono «reporting company» solo le società costituite all’estero e registrate per operare in uno Stato o territorio tribale. ' +
      'Registrate prima del 26/3/2025: entro il 25/4/2025; dal 26/3/2025: entro 30 giorni di calendario da quando la registrazione è efficace (si registra quel giorno). ' +
      'Esenti le società i cui titolari effettivi sono tutti cittadini o residenti statunitensi. Sanzione civile di $500 al giorno (31 U.S.C. 5336(h)(3)), adeguata ogni anno all’inflazione: l’importo aggiornato non è verificato. ' +
      'Letto sul testo del Federal Register conservato; fincen.gov non è tra i documenti conservati.',
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
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: AED 10.000',
    note:
      'FTA Decision No. 3 of 2024: società costituite dal 1/3/2024 (zone franche comprese) entro 3 mesi dalla costituzione; quelle precedenti avevano scadenze fisse nel 2024, non calcolate. ' +
      'Fonti secondarie concordi sul termine; sul giorno esatto una fonte indica, per una costituzione il 1° gennaio, il 31 marzo: adottato (il giorno prima del corrispondente). tax.gov.ae non è tra i documenti conservati. ' +
      'Sanzione per ritardo AED 10.000 (Cabinet Decision No. 75 of 2023, da fonti secondarie). Spostamento per festivi: non verificato (nessuno). ' +
      'Le società costituite prima del 1/3/2024 hanno la loro regola, con la tabella della FTA per mese di rilascio della licenza.',
    enabledByDefault: true,
  },
  {
    id: 'ae-ct-registration-2024',
    countryCode: 'AE',
    state: null,
    entityTypes: ['fz-llc', 'fze', 'llc'],
    name: 'Registrazione Corporate Tax (costituite prima del 1° marzo 2024)',
    shortName: 'Registrazione CT 2024',
    description: 'Domanda di registrazione alla Corporate Tax delle società costituite prima del 1° marzo 2024, alla data del 2024 fissata dalla FTA per il mese di rilascio della licenza',
    anchor: { kind: 'incorporation' },
    // FTA Decision No. 3 of 2024, art. 3(1): by month of licence issuance, whatever its year.
    offset: { ...days(0), byAnchorMonth: [onDate('2024-05-31'), onDate('2024-05-31'), onDate('2024-06-30'), onDate('2024-06-30'), onDate('2024-07-31'), onDate('2024-08-31'), onDate('2024-09-30'), onDate('2024-10-31'), onDate('2024-10-31'), onDate('2024-11-30'), onDate('2024-11-30'), onDate('2024-12-31')] },
    holidayShift: 'none',
    validFrom: null,
    validTo: '2024-02-29',
    authority: 'Federal Tax Authority',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://tax.gov.ae/en/taxes/corporate.tax.aspx',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: AED 10.000',
    note:
      'FTA Decision No. 3 of 2024 (22/2/2024, in vigore dal 1/3/2024), art. 3(1), per le persone giuridiche residenti costituite prima della sua entrata in vigore, secondo il mese di rilascio della licenza di qualunque anno: gennaio e febbraio → 31/5/2024; marzo e aprile → 30/6/2024; maggio → 31/7/2024; giugno → 31/8/2024; luglio → 30/9/2024; agosto e settembre → 31/10/2024; ottobre e novembre → 30/11/2024; dicembre → 31/12/2024. ' +
      'La scheda cliente non ha la data della licenza: si usa il mese della costituzione, che di solito coincide; con più licenze vale la più vecchia. Senza licenza al 1/3/2024: entro 3 mesi, il 31/5/2024 (non calcolato). ' +
      'Tabella letta in traduzioni e copie secondarie concordi della decisione; tax.gov.ae non è tra i documenti conservati. Sanzione per ritardo AED 10.000 (Cabinet Decision No. 75 of 2023), da fonti secondarie.',
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
    // Tax periods beginning on or after 1 June 2023: a first period begun before is none.
    validFrom: '2023-06-01',
    validityJudgedOn: 'period-start',
    validTo: null,
    authority: 'Federal Tax Authority',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://tax.gov.ae/en/taxes/corporate.tax.aspx',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: AED 500 al mese per i primi 12 mesi di ritardo, poi AED 1.000 al mese',
    note:
      'Federal Decree-Law No. 47 of 2022: periodi d’imposta iniziati dal 1/6/2023; dichiarazione entro 9 mesi dalla fine del periodo. Fonti secondarie concordi; tax.gov.ae non è tra i documenti conservati. ' +
      'Aritmetica di fine mese (31 dicembre → 30 settembre) e spostamento per festivi: non verificati. Sanzione per ritardo (AED 500 al mese per 12 mesi, poi AED 1.000) da fonti secondarie.',
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
    validFrom: '2023-06-01',
    validityJudgedOn: 'period-start',
    validTo: null,
    authority: 'Federal Tax Authority',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://tax.gov.ae/en/taxes/corporate.tax.aspx',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: 14% annuo sull’imposta non pagata, calcolato mese per mese',
    note: 'L’imposta si paga entro il termine della dichiarazione del periodo (9 mesi dalla fine): fonti secondarie concordi, testo ufficiale non conservato. Sanzione per ritardo: 14% annuo, calcolato mese per mese dal 14/4/2026 (fonti secondarie).',
    enabledByDefault: true,
  },
  {
    id: 'ae-trade-licence-renewal',
    countryCode: 'AE',
    state: null,
    entityTypes: ['fz-llc', 'fze', 'llc'],
    name: 'Rinnovo licenza commerciale',
    shortName: 'Licenza',
    description: 'Rinnovo della licenza commerciale presso l’autorità che l’ha rilasciata (Dipartimento dell’Economia dell’emirato o autorità della zona franca) entro la sua scadenza',
    anchor: { kind: 'client-date', fact: 'tradeLicenceExpiry', yearly: true },
    offset: days(0),
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Autorità di rilascio della licenza',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://dmcc.ae/revised-late-renewal-penalty-fee-faqs',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: nel mainland di Dubai AED 250 per ogni mese di ritardo; nella DMCC AED 2.500 dopo 30 giorni, AED 5.000 dopo 60, licenza revocata dopo 90',
    note:
      'La licenza si rinnova ogni anno entro la data di scadenza scritta sulla licenza: si registra quella data sul cliente e la scadenza si ripete a ogni suo anniversario; una licenza rinnovata per più anni si aggiorna con la nuova data. ' +
      'Sanzioni: DMCC dalla pagina dell’autorità conservata (nessuna nei primi 30 giorni, poi AED 2.500, AED 5.000, revoca oltre 90 giorni); mainland di Dubai AED 250 al mese da fonti secondarie; le altre zone franche hanno tabelle proprie (non verificate). ' +
      'Nessuno spostamento per festivi: si rinnova prima della scadenza.',
    enabledByDefault: true,
  },
  // Portugal
  {
    id: 'pt-modelo-22',
    countryCode: 'PT',
    state: null,
    entityTypes: ['lda', 'sa'],
    name: 'Dichiarazione IRC (Modelo 22)',
    shortName: 'Modelo 22',
    description: 'Dichiarazione periodica dei redditi IRC all’Autoridade Tributária, entro l’ultimo giorno del 5° mese dopo la fine del periodo d’imposta (31 maggio per l’anno solare), e pagamento dell’imposta nello stesso termine',
    anchor: { kind: 'financial-year-end' },
    offset: { ...months(5, 'month-end'), dayOfMonth: 'last' },
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Autoridade Tributária e Aduaneira',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://info.portaldasfinancas.gov.pt/pt/destaques/Paginas/Modelo_22_IRC_impresso_2023.aspx',
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      'Verificato su portaldasfinancas.gov.pt: chi ha il periodo d’imposta coincidente con l’anno solare consegna la dichiarazione «até ao fim do próximo mês de maio». ' +
      'Código do IRC, art. 120 (citato da fonti secondarie): «até ao último dia do mês de maio, independentemente de esse dia ser útil ou não útil», e per un periodo diverso dall’anno solare l’ultimo giorno del 5° mese dopo la sua fine; l’imposta si paga nello stesso termine (art. 104). ' +
      'Il governo proroga spesso il termine con un despacho (30/6/2026 per il 2025, 6/6/2023, 16/7/2021): non calcolato. Coima per ritardo: non indicata dalle fonti conservate.',
    enabledByDefault: true,
  },
  {
    id: 'pt-ies',
    countryCode: 'PT',
    state: null,
    entityTypes: ['lda', 'sa'],
    name: 'Informação Empresarial Simplificada (IES)',
    shortName: 'IES',
    description: 'Dichiarazione annuale di informazioni contabili, fiscali e statistiche (con il deposito dei conti), entro il 15 luglio per l’anno solare: il 15° giorno del 7° mese dopo la fine del periodo',
    anchor: { kind: 'financial-year-end' },
    offset: { ...months(7, 'month-end'), dayOfMonth: 15 },
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Autoridade Tributária e Aduaneira',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://info.portaldasfinancas.gov.pt/pt/apoio_contribuinte/IES/Pages/default.aspx',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      'Entro il 15 luglio dell’anno dopo per l’anno solare, il 15° giorno del 7° mese dopo la fine per un periodo diverso: fonti secondarie (stampa economica sulle proroghe: 22/7/2021); il testo ufficiale non è tra i documenti conservati. ' +
      'Proroghe per despacho non calcolate. Spostamento per festivi e coima: non verificati (nessuno spostamento).',
    enabledByDefault: true,
  },
  // Romania
  {
    id: 'ro-financial-statements',
    countryCode: 'RO',
    state: null,
    entityTypes: ['srl', 'sa'],
    name: 'Bilancio annuale (situații financiare anuale), fino al 2024',
    shortName: 'Bilancio',
    description: 'Deposito del bilancio annuale al Ministero delle Finanze (ANAF) entro 150 giorni dalla fine dell’esercizio',
    anchor: { kind: 'financial-year-end' },
    offset: days(150),
    holidayShift: 'none',
    validFrom: null,
    // Years ending before 31 December 2025; the 2025 statements follow the 31 May rule.
    validTo: '2025-12-30',
    authority: 'Ministerul Finanțelor (ANAF)',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.anaf.ro/',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: null,
    note:
      'Legea contabilității 82/1991, art. 36, e l’ordine annuale del Ministero: le società depositano entro 150 giorni dalla fine dell’esercizio (per il 2016: «până la 30 mai 2017», comunicato della AJFP Vaslui riportato dalla stampa). ' +
      'Fonti secondarie; anaf.ro non è tra i documenti conservati. Spostamento per festivi e sanzioni: non verificati.',
    enabledByDefault: true,
  },
  {
    id: 'ro-financial-statements-may',
    countryCode: 'RO',
    state: null,
    entityTypes: ['srl', 'sa'],
    name: 'Bilancio annuale (situații financiare anuale)',
    shortName: 'Bilancio',
    description: 'Deposito elettronico del bilancio annuale all’ANAF entro il 31 maggio dell’anno seguente; un termine che cade in un giorno non lavorativo passa al primo giorno lavorativo',
    anchor: { kind: 'financial-year-end' },
    offset: months(5, 'month-end'),
    holidayShift: 'next-working-day',
    validFrom: '2025-12-31',
    validTo: null,
    authority: 'Agenția Națională de Administrare Fiscală (ANAF)',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://www.anaf.ro/',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Rischio di inattività fiscale se non depositato entro 5 mesi dalla scadenza (Legge 239/2025)',
    note:
      'Ordine del Ministero delle Finanze pubblicato il 20/1/2026 (riportato da StartupCafe): il bilancio 2025 si deposita entro il 31 maggio 2026; il 31 maggio è domenica e il 1° giugno festivo, quindi martedì 2 giugno 2026. Fino al bilancio 2024 valeva il termine di 150 giorni (regola precedente). ' +
      'Legge 239/2025: dal 2026, chi non deposita entro 5 mesi dalla scadenza può essere dichiarato inattivo. Qui il 31 maggio si conta come 5 mesi dopo la fine dell’esercizio (esercizio solare). Fonti secondarie; anaf.ro e il Monitorul Oficial non sono tra i documenti conservati.',
    enabledByDefault: true,
  },
  // Ireland
  {
    id: 'ie-ct1',
    countryCode: 'IE',
    state: null,
    entityTypes: ['ltd', 'dac'],
    name: 'Dichiarazione CT1 e saldo della Corporation Tax',
    shortName: 'CT1',
    description: 'Dichiarazione CT1 online (ROS) e pagamento del saldo dell’imposta entro il 23° giorno del 9° mese dopo la fine del periodo contabile',
    anchor: { kind: 'financial-year-end' },
    offset: { ...months(9, 'month-end'), dayOfMonth: 23 },
    // An accounting period for Corporation Tax ends 12 months after it begins (TCA 1997 s.27(3)(a)).
    taxPeriods: 'due-after-tax-period',
    holidayShift: 'none',
    validFrom: null,
    validTo: null,
    authority: 'Revenue Commissioners',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://www.revenue.ie/en/companies-and-charities/corporation-tax-for-companies/corporation-tax-payment-and-filing/payment-and-filing.aspx',
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: maggiorazione del 5% dell’imposta (fino a €12.695) se presentata entro 2 mesi dal termine, del 10% (fino a €63.485) oltre; interessi dello 0,0219% al giorno',
    note:
      'Verificato su revenue.ie (Corporation Tax payment and filing): dichiarazione e imposta «nine months after the end of the accounting period … on, or before, the 23rd of the ninth month» con ROS, il 21 per chi non paga e presenta online (31 dicembre → 23 settembre). ' +
      'Sovrattassa per ritardo: 5% dell’imposta fino a €12.695 entro due mesi, 10% fino a €63.485 oltre; interessi dello 0,0219% al giorno. Acconti (preliminary tax) non calcolati. Spostamento per festivi: non verificato (nessuno).',
    enabledByDefault: true,
  },
  {
    id: 'ie-annual-return',
    countryCode: 'IE',
    state: null,
    entityTypes: ['ltd', 'dac'],
    name: 'Annual return (B1) al CRO',
    shortName: 'B1',
    description: 'Deposito della dichiarazione annuale B1, con il bilancio, al Companies Registration Office entro 56 giorni dalla data di riferimento (ARD)',
    anchor: { kind: 'anniversary', fromIncorporation: true },
    // The ARD falls 6 months after incorporation, then every 12 months: incorporation and each anniversary, + 6 months.
    offset: months(6, 'corresponding-day', 56),
    leapDayAnniversary: 'february-28',
    holidayShift: 'next-working-day',
    validFrom: null,
    validTo: null,
    authority: 'Companies Registration Office (CRO)',
    fee: { amount: 20, currency: 'EUR' },
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://cro.ie/annual-return/filing-an-annual-return/peak-filing/',
    evidence: 'official',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: €100 più €3 al giorno, fino a €1.200; perdita dell’esenzione dalla revisione per due anni',
    note:
      'Verificato su cro.ie: 56 giorni dalla data della dichiarazione (ARD del 30 settembre → 25 novembre); se il 56° giorno cade di sabato, domenica o festivo, il termine passa al giorno lavorativo seguente (festivi irlandesi). Diritto dell’e-B1 €20 (CRO ezine, 2015). ' +
      'L’ARD: il primo 6 mesi dopo la costituzione (senza bilancio), poi ogni 12 mesi; può essere anticipato o spostato (B73) per allinearlo all’esercizio: non calcolato. Da fonti secondarie, come la sanzione (€100 più €3 al giorno fino a €1.200).',
    enabledByDefault: true,
  },
  // Bulgaria
  {
    id: 'bg-corporate-tax-return',
    countryCode: 'BG',
    state: null,
    entityTypes: ['eood', 'ood', 'ad'],
    name: 'Dichiarazione annuale dell’imposta sulle società',
    shortName: 'Dichiarazione annuale',
    description: 'Dichiarazione annuale dell’imposta sulle società all’Agenzia nazionale delle entrate (NAP) e pagamento dell’imposta, entro il 30 giugno dell’anno seguente',
    anchor: { kind: 'fixed-date', monthDay: '12-31' },
    offset: months(6, 'month-end'),
    holidayShift: 'next-working-day',
    validFrom: null,
    validTo: null,
    authority: 'Agenzia nazionale delle entrate (NAP)',
    fee: null,
    category: 'Fiscale',
    owner: AUTO,
    sourceUrl: 'https://nra.bg/',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: da 500 leva per la società e 200 per l’amministratore, doppia se ripetuta',
    note:
      'Legge sull’imposta sulle società: dal 2021 entro il 30 giugno dell’anno seguente (prima il 31 marzo), per l’anno fiscale che è l’anno solare; una dichiarazione correttiva entro il 30 settembre. ' +
      'Un termine che cade di sabato, domenica o festivo passa al primo giorno lavorativo: la NAP spostò il 31/3/2018, sabato, a lunedì 2/4/2018 (Regfollower); festivi bulgari. ' +
      'Sanzione per la mancata dichiarazione: da 500 leva per la società e 200 per l’amministratore, doppia la seconda volta. Fonti secondarie concordi (studi bulgari); nap.bg non è tra i documenti conservati.',
    enabledByDefault: true,
  },
  {
    id: 'bg-financial-statements',
    countryCode: 'BG',
    state: null,
    entityTypes: ['eood', 'ood', 'ad'],
    name: 'Pubblicazione del bilancio nel Registro commerciale',
    shortName: 'Bilancio',
    description: 'Pubblicazione del bilancio annuale nel Registro commerciale entro il 30 settembre dell’anno seguente',
    anchor: { kind: 'fixed-date', monthDay: '12-31' },
    offset: months(9, 'month-end'),
    holidayShift: 'next-working-day',
    validFrom: null,
    validTo: null,
    authority: 'Agenzia delle iscrizioni (Registro commerciale)',
    fee: null,
    category: 'Compliance',
    owner: AUTO,
    sourceUrl: 'https://portal.registryagency.bg/',
    evidence: 'secondary',
    checkedOn: CHECKED_ON,
    penalty: 'Sanzione: da 1.500 a 3.000 leva',
    note:
      'Legge sulla contabilità, art. 38: pubblicazione entro il 30 settembre dell’anno seguente (il 30 giugno fino al 2020; le fonti più vecchie indicano ancora quella data). ' +
      'Sanzione per la società da 1.500 a 3.000 leva (fonte di studio legale, prima dell’euro). Fonti secondarie; il testo ufficiale non è tra i documenti conservati. ' +
      'Un termine che cade in un giorno non lavorativo passa al primo giorno lavorativo, come per la dichiarazione dei redditi (regola generale, non verificata per il Registro commerciale).',
    enabledByDefault: true,
  },
];

const BY_ID = new Map(COMPLIANCE_RULES.map((r) => [r.id, r]));

export function complianceRule(id: string): ComplianceRule | undefined {
  return BY_ID.get(id);
}
