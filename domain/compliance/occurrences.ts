/**
 * From one client and the enabled rules to dated occurrences: pure functions,
 * no storage. Each occurrence has a period key that is the same on every call
 * (the anniversary or financial year end it belongs to, the year of a fixed
 * date, the incorporation date of a one-off), so that storage can upsert it and
 * a completion can ask for the next. A client whose data are not enough for a
 * rule gets, instead, the list of what is missing.
 *
 * Imports the holiday calendars: the server's, not the web's.
 */
import { isLlcName } from '../deadlines';
import { addDays, addMonths, isIsoDate, isLeapYear, isoDate } from '../periods';
import { CLIENT_FIELDS } from '../schemas/clients';
import { accountingPeriods, isMonthEnd, monthEnd, taxPeriodsOf, yearEndIn, type AccountingPeriod, type YearEndChange } from './accounting-periods';
import { entityTypesOf, isFinancialYearEnd } from './entity-types';
import { shiftDueDate } from './holidays';
import { complianceRule, COMPLIANCE_RULES, type ComplianceRule, type Offset } from './rules';

const DEFAULT_RULES = COMPLIANCE_RULES.filter((r) => r.enabledByDefault);

/** What the rules need to know of a company. */
export interface CompanyFacts {
  id: string;
  /** ISO 3166 code of the country of incorporation. */
  countryCode: string | null;
  /** A form of entity-types.ts, or null when not recorded. */
  entityType: string | null;
  /** 'YYYY-MM-DD' or null. */
  incorporationDate: string | null;
  /** The year end in force, 'MM-DD'; null: none recorded (the country's default: accounting-periods.ts). */
  financialYearEnd: string | null;
  /** The recorded changes of year end, which shape the periods (accounting-periods.ts). */
  yearEndChanges?: readonly YearEndChange[];
  /** For the BOI rule's name test on clients without a form. */
  companyName?: string | null;
  /**
   * False when the company is not a single-member LLC owned by one foreign person
   * (Form 5472); left out, it is one, as the column's default says.
   */
  singleForeignMember?: boolean;
  /** A US LLC with more than one member (Form 1065); left out, it has one. */
  severalMembers?: boolean;
  /** 'YYYY-MM-DD' a company formed outside the US registered to do business in a US state, or null. */
  usStateRegistrationDate?: string | null;
  /** 'YYYY-MM-DD' the UAE trade licence expires, or null when not recorded. */
  tradeLicenceExpiry?: string | null;
}

export interface Occurrence {
  ruleId: string;
  clientId: string;
  /** Stable within the rule and client: 'YYYY-MM-DD' of the anchor (a period's end), or 'YYYY' for a fixed date. */
  periodKey: string;
  /** The first day of the accounting (or tax) period a period rule's occurrence is for; null for other rules. */
  periodStart: string | null;
  /** The date the offset counts from. */
  anchorDate: string;
  /** The due date the rule's offset gives, before any holiday shift. */
  unshiftedDueDate: string;
  /** The due date after the jurisdiction's holiday shift. */
  dueDate: string;
}

/** What a client lacks for a rule, as the 'Dati mancanti' list names it. */
export const MISSING_INCORPORATION_DATE = 'Data Costituzione';
export const MISSING_ENTITY_TYPE = 'Tipo di società';
export const MISSING_FINANCIAL_YEAR_END = 'Fine esercizio';

export interface MissingData {
  ruleId: string;
  clientId: string;
  missing: string[];
}

/** Inclusive bounds of due dates, 'YYYY-MM-DD'. */
export interface OccurrenceWindow {
  from: string;
  to: string;
}

/** Occurrences kept: overdue ones due since `overdueSince`, and those due within 12 months of `today`. */
export function occurrenceWindow(today: string, overdueSince: string): OccurrenceWindow {
  return { from: overdueSince, to: addMonths(today, 12) };
}

export function addOffset(date: string, offset: Offset): string {
  if (offset.byAnchorMonth) return addOffset(date, offset.byAnchorMonth[Number(date.slice(5, 7)) - 1]!);
  if (offset.fixedDate) return offset.fixedDate;
  let d = addMonths(date, offset.months);
  if (offset.arithmetic === 'month-end' && offset.months !== 0 && isMonthEnd(date)) d = monthEnd(d);
  if (offset.dayOfMonth !== undefined) {
    const last = monthEnd(d);
    const day = offset.dayOfMonth === 'last' ? Number(last.slice(8)) : Math.min(offset.dayOfMonth, Number(last.slice(8)));
    d = isoDate(Number(d.slice(0, 4)), Number(d.slice(5, 7)), day);
  }
  if (offset.days) d = addDays(d, offset.days);
  if (offset.notBefore && d < offset.notBefore) d = offset.notBefore;
  if (offset.notBeforeNextYear) {
    const [m, day] = offset.notBeforeNextYear.split('-').map(Number) as [number, number];
    const floor = isoDate(Number(date.slice(0, 4)) + 1, m, day);
    if (d < floor) d = floor;
  }
  return d;
}

/**
 * The `year` anniversary of `date`. A 29 February incorporation: 'february-28'
 * falls on February's last day; 'march-1' on 1 March every year, leap years
 * too, as periods of 12 months that begin on 1 March after the first (UK
 * review periods, Companies Act 2006 s.853A: 29/2/2024 → 28/2/2025, then
 * 1/3/2027 → 29/2/2028, each followed by the day that starts the next).
 */
function anniversary(date: string, year: number, leapDay: ComplianceRule['leapDayAnniversary']): string {
  if (date.slice(5) === '02-29') {
    if (leapDay === 'march-1') return isoDate(year, 3, 1);
    if (!isLeapYear(year)) return isoDate(year, 2, 28);
  }
  return `${String(year).padStart(4, '0')}${date.slice(4)}`;
}

interface Period {
  periodKey: string;
  periodStart: string | null;
  anchorDate: string;
  unshiftedDueDate: string;
}

/** Whether the rule binds the client's country, form and ownership; 'unknown' when only the missing form could tell. */
function binds(rule: ComplianceRule, client: CompanyFacts): boolean | 'unknown' {
  const country = (client.countryCode ?? '').toUpperCase();
  if (rule.bindsForeignRegistered) return country !== '' && country !== rule.countryCode && !!client.usStateRegistrationDate;
  if (country !== rule.countryCode) return false;
  if (rule.requiresSingleForeignMember && client.singleForeignMember === false) return false;
  if (rule.requiresSeveralMembers && !client.severalMembers) return false;
  if (client.entityType) return rule.entityTypes.includes(client.entityType);
  if (rule.matchesLlcName && isLlcName(client.companyName)) return true;
  // A country whose every form the rule binds needs no form to tell.
  if (entityTypesOf(rule.countryCode).every((t) => rule.entityTypes.includes(t.id))) return true;
  return 'unknown';
}

/** The rule an 'obligation' anchor refers to: from the given rules, else the catalogue (it may be switched off). */
function baseRule(ruleId: string, rules: ReadonlyMap<string, ComplianceRule>): ComplianceRule | undefined {
  return rules.get(ruleId) ?? complianceRule(ruleId);
}

/** Whether a rule's occurrences are those of the company's accounting periods (directly, or through the rule it follows). */
export function hangsOnPeriods(rule: ComplianceRule | undefined, rules: ReadonlyMap<string, ComplianceRule> = new Map()): boolean {
  if (!rule) return false;
  if (rule.anchor.kind === 'financial-year-end') return true;
  return rule.anchor.kind === 'obligation' && hangsOnPeriods(baseRule(rule.anchor.ruleId, rules), rules);
}

/**
 * The periods of `rule` whose due date can fall within the years
 * `fromYear`..`toYear`: anchors from two years before (no offset is longer) to
 * `toYear` (none is negative), in date order. The company's incorporation date
 * is known and valid.
 */
function periodsOf(
  rule: ComplianceRule,
  company: CompanyFacts,
  companyPeriods: () => readonly AccountingPeriod[],
  fromYear: number,
  toYear: number,
  rules: ReadonlyMap<string, ComplianceRule>,
): Period[] {
  const anchor = rule.anchor;
  if (anchor.kind === 'obligation') {
    const base = baseRule(anchor.ruleId, rules);
    if (!base) return [];
    return periodsOf(base, company, companyPeriods, fromYear, toYear, rules).map((p) => ({
      ...p,
      anchorDate: p.unshiftedDueDate,
      unshiftedDueDate: addOffset(p.unshiftedDueDate, rule.offset),
    }));
  }
  if (anchor.kind === 'client-date') return clientDatePeriods(rule, company[anchor.fact]!, anchor.yearly, toYear);
  // Checked by the caller for every other anchor.
  const incorporationDate = company.incorporationDate!;
  const incYear = Number(incorporationDate.slice(0, 4));
  // Offsets reach at most two years past their anchor.
  const firstYear = Math.max(incYear, fromYear - 2);
  if (anchor.kind === 'financial-year-end') return accountingPeriodsOf(rule, incorporationDate, companyPeriods(), firstYear);
  const anchors: string[] = [];
  if (anchor.kind === 'incorporation') {
    anchors.push(incorporationDate);
  } else if (anchor.kind === 'anniversary') {
    if (anchor.fromIncorporation && incYear >= firstYear) anchors.push(incorporationDate);
    for (let y = Math.max(firstYear, incYear + 1); y <= toYear; y++) anchors.push(anniversary(incorporationDate, y, rule.leapDayAnniversary));
  } else {
    for (let y = firstYear; y <= toYear; y++) {
      const f = yearEndIn(anchor.monthDay, y);
      if (f >= incorporationDate) anchors.push(f);
    }
  }
  return anchors.map((anchorDate) => ({
    periodKey: anchor.kind === 'fixed-date' ? anchorDate.slice(0, 4) : anchorDate,
    periodStart: null,
    anchorDate,
    unshiftedDueDate: addOffset(anchorDate, rule.offset),
  }));
}

/** A rule on a date of the client's: that day, and each anniversary of it to `toYear` when yearly. */
function clientDatePeriods(rule: ComplianceRule, date: string, yearly: boolean, toYear: number): Period[] {
  const anchors = [date];
  if (yearly) for (let y = Number(date.slice(0, 4)) + 1; y <= toYear; y++) anchors.push(anniversary(date, y, 'february-28'));
  return anchors.map((anchorDate) => ({ periodKey: anchorDate, periodStart: null, anchorDate, unshiftedDueDate: addOffset(anchorDate, rule.offset) }));
}

/** A period rule's occurrences: one per accounting period (or per tax period of one), keyed by its last day. */
function accountingPeriodsOf(rule: ComplianceRule, inc: string, periods: readonly AccountingPeriod[], firstYear: number): Period[] {
  const out: Period[] = [];
  for (const period of periods) {
    if (Number(period.end.slice(0, 4)) < firstYear) continue;
    let due = addOffset(period.end, rule.offset);
    const long = rule.longFirstPeriod;
    // A first period longer than 12 months: the later of the two limits, both counted month end to month end (CA 2006 s.443).
    if (long && period.first && period.end >= addMonths(inc, 12)) {
      const a = addOffset(inc, { months: long.monthsAfterIncorporation, days: 0, arithmetic: 'month-end' });
      const b = addOffset(period.end, { months: long.monthsAfterPeriodEnd, days: 0, arithmetic: 'month-end' });
      due = a > b ? a : b;
    }
    if (rule.firstDueWithinMonthsOfIncorporation && period.first) {
      const limit = addMonths(inc, rule.firstDueWithinMonthsOfIncorporation);
      if (limit < due) due = limit;
    }
    const change = period.change;
    if (rule.monthsAfterShorteningNotice && change && change.newEnd < change.previousEnd) {
      const afterNotice = addMonths(change.notifiedOn, rule.monthsAfterShorteningNotice);
      if (afterNotice > due) due = afterNotice;
    }
    if (!rule.taxPeriods) {
      out.push({ periodKey: period.end, periodStart: period.start, anchorDate: period.end, unshiftedDueDate: due });
      continue;
    }
    for (const part of taxPeriodsOf(period)) {
      const anchorDate = rule.taxPeriods === 'due-after-tax-period' ? part.end : period.end;
      out.push({ periodKey: part.end, periodStart: part.start, anchorDate, unshiftedDueDate: addOffset(anchorDate, rule.offset) });
    }
  }
  return out;
}

function inValidity(rule: ComplianceRule, date: string): boolean {
  return (!rule.validFrom || date >= rule.validFrom) && (!rule.validTo || date <= rule.validTo);
}

/**
 * The date a rule's validity is judged on: its anchor; an 'obligation' rule's,
 * its base rule's (the period, not the base due date); a rule of periods that
 * begin on or after a date, the period's first day.
 */
function validityDate(rule: ComplianceRule, p: Period, rules: ReadonlyMap<string, ComplianceRule>): string {
  if (rule.validityJudgedOn === 'period-start' && p.periodStart) return p.periodStart;
  if (rule.anchor.kind !== 'obligation') return p.anchorDate;
  const base = baseRule(rule.anchor.ruleId, rules);
  if (!base) return p.anchorDate;
  return base.anchor.kind === 'fixed-date' ? yearEndIn(base.anchor.monthDay, Number(p.periodKey)) : p.periodKey;
}

// The same rule list serves every client of a pass: its index is built once.
const indexes = new WeakMap<readonly ComplianceRule[], ReadonlyMap<string, ComplianceRule>>();
function rulesById(rules: readonly ComplianceRule[]): ReadonlyMap<string, ComplianceRule> {
  let index = indexes.get(rules);
  if (!index) {
    index = new Map(rules.map((r) => [r.id, r]));
    indexes.set(rules, index);
  }
  return index;
}

export interface ClientOccurrences {
  occurrences: Occurrence[];
  missing: MissingData[];
}

/**
 * The one entry point of the calendar: every occurrence of `rules` (default:
 * the catalogue's rules on by default) for `client` due within `window` (after
 * the holiday shift), soonest first, and for each rule that binds or may bind
 * the client but cannot be computed, what is missing. The server's refresh,
 * the feeds, the reminders and the golden tests all read dates through it.
 */
export function obligationsOf(
  client: CompanyFacts,
  window: OccurrenceWindow,
  rules: readonly ComplianceRule[] = DEFAULT_RULES,
): ClientOccurrences {
  const occurrences: Occurrence[] = [];
  const missing: MissingData[] = [];
  const byId = rulesById(rules);
  const fromYear = Number(window.from.slice(0, 4));
  const toYear = Number(window.to.slice(0, 4));
  // A due date can come before its anchor (the day before an anniversary, a shift back to the last
  // working day): the next year's anchors can fall due in the window too.
  const lastAnchorYear = toYear + 1;
  // No rule ended more than two years before the window can fall due in it (offsets are shorter).
  const endedBefore = addMonths(window.from, -24);
  const inc = client.incorporationDate;
  const company = inc && isIsoDate(inc) ? { ...client, incorporationDate: inc } : null;
  // The company's periods, computed once for all its period rules, and only if one binds it.
  let periods: AccountingPeriod[] | undefined;
  const companyPeriods = () => (periods ??= accountingPeriods(company!, isoDate(toYear, 12, 31)));
  for (const rule of rules) {
    if (rule.validTo && rule.validTo < endedBefore) continue;
    const bound = binds(rule, client);
    if (!bound) continue;
    const lacks: string[] = [];
    const dateFact = rule.anchor.kind === 'client-date' ? rule.anchor.fact : null;
    if (dateFact) {
      const date = client[dateFact];
      if (!date || !isIsoDate(date)) lacks.push(CLIENT_FIELDS[dateFact].label);
    } else if (!company) lacks.push(MISSING_INCORPORATION_DATE);
    if (bound === 'unknown') lacks.push(MISSING_ENTITY_TYPE);
    const fye = client.financialYearEnd;
    if (hangsOnPeriods(rule, byId) && fye !== null && !isFinancialYearEnd(fye)) lacks.push(MISSING_FINANCIAL_YEAR_END);
    if (lacks.length) {
      missing.push({ ruleId: rule.id, clientId: client.id, missing: lacks });
      continue;
    }
    for (const p of periodsOf(rule, company ?? client, companyPeriods, fromYear, lastAnchorYear, byId)) {
      if (!inValidity(rule, validityDate(rule, p, byId))) continue;
      const dueDate = shiftDueDate(p.unshiftedDueDate, rule.countryCode, rule.holidayShift);
      if (dueDate < window.from || dueDate > window.to) continue;
      occurrences.push({ ruleId: rule.id, clientId: client.id, ...p, dueDate });
    }
  }
  occurrences.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.ruleId < b.ruleId ? -1 : 1));
  return { occurrences, missing };
}

/**
 * The occurrence of `rule` that follows the period `periodKey` (what appears
 * once that one is completed), or null when the rule has no later period in
 * law (a one-off, or past its validity).
 */
export function nextOccurrence(client: CompanyFacts, rule: ComplianceRule, periodKey: string): Occurrence | null {
  const start = /^\d{4}$/.test(periodKey) ? `${periodKey}-01-01` : periodKey;
  const { occurrences } = obligationsOf(client, { from: start, to: addMonths(start, 36) }, [rule]);
  return occurrences.find((o) => o.periodKey > periodKey) ?? null;
}

/**
 * What the rules now say of a stored open obligation of `ruleId` for the period
 * `periodKey`, after the client's data or the rules changed: its occurrence, at
 * whatever date it now falls; 'period-gone' when the rule still binds the
 * client but a change of year end moved that period away (staff decide what
 * became of the filing); null when it is no longer owed (rule off, another
 * country or form).
 */
export function openObligationNow(client: CompanyFacts, ruleId: string, periodKey: string, rules: readonly ComplianceRule[]): Occurrence | 'period-gone' | null {
  const byId = rulesById(rules);
  const rule = byId.get(ruleId);
  if (!rule || binds(rule, client) !== true) return null;
  const start = /^\d{4}$/.test(periodKey) ? `${periodKey}-01-01` : periodKey;
  // Due dates follow their period (offsets are not negative; a holiday shift moves a few days at most) within four years.
  const { occurrences } = obligationsOf(client, { from: addDays(start, -31), to: addMonths(start, 48) }, [rule]);
  const now = occurrences.find((o) => o.periodKey === periodKey);
  if (now) return now;
  return hangsOnPeriods(rule, byId) ? 'period-gone' : null;
}

/** The due date of a return the authority issued on `issuedOn` (a rule with dueAfterIssue), after the holiday shift. */
export function dueAfterIssue(rule: ComplianceRule, issuedOn: string): string {
  return shiftDueDate(addOffset(issuedOn, rule.dueAfterIssue ?? rule.offset), rule.countryCode, rule.holidayShift);
}
