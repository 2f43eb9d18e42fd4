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
import { addDays, addMonths, daysInMonth, isIsoDate, isLeapYear, isoDate } from '../periods';
import { DEFAULT_FINANCIAL_YEAR_END, entityTypesOf, isFinancialYearEnd } from './entity-types';
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
  /** 'MM-DD'; null: the default 31 December. */
  financialYearEnd: string | null;
  /** For the BOI rule's name test on clients without a form. */
  companyName?: string | null;
  /**
   * False when the company is not a single-member LLC owned by one foreign person
   * (Form 5472); left out, it is one, as the column's default says.
   */
  singleForeignMember?: boolean;
}

export interface Occurrence {
  ruleId: string;
  clientId: string;
  /** Stable within the rule and client: 'YYYY-MM-DD' of the anchor, or 'YYYY' for a fixed date. */
  periodKey: string;
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
  if (offset.notBeforeNextYear) {
    const [m, day] = offset.notBeforeNextYear.split('-').map(Number) as [number, number];
    const floor = isoDate(Number(date.slice(0, 4)) + 1, m, day);
    if (d < floor) d = floor;
  }
  return d;
}

function isMonthEnd(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return d === daysInMonth(y, m);
}

function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return isoDate(y, m, daysInMonth(y, m));
}

/** The `year` anniversary of `date`; 29 February falls on 28 February or 1 March in other years. */
function anniversary(date: string, year: number, leapDay: ComplianceRule['leapDayAnniversary']): string {
  const md = date.slice(5);
  if (md === '02-29' && !isLeapYear(year)) return leapDay === 'march-1' ? isoDate(year, 3, 1) : isoDate(year, 2, 28);
  return `${String(year).padStart(4, '0')}${date.slice(4)}`;
}

/**
 * 'MM-DD' in `year`. A year end on 28 February is February's last day, so 29
 * February in leap years (entity-types.ts refuses '02-29': year ends are month ends).
 */
function dayOfYear(monthDay: string, year: number): string {
  const [m, d] = monthDay.split('-').map(Number) as [number, number];
  return isoDate(year, m, m === 2 && d >= 28 ? daysInMonth(year, 2) : Math.min(d, daysInMonth(year, m)));
}

/**
 * The first financial year end: the first on the client's 'MM-DD' at least 6
 * months after incorporation, so a first financial year lasts 6 to 18 months
 * (the UK's bounds, Companies Act 2006 s.391; the convention elsewhere).
 */
export function firstFinancialYearEnd(incorporationDate: string, financialYearEnd: string): string {
  const earliest = addMonths(incorporationDate, 6);
  const year = Number(earliest.slice(0, 4));
  const same = dayOfYear(financialYearEnd, year);
  return same >= earliest ? same : dayOfYear(financialYearEnd, year + 1);
}

interface Period {
  periodKey: string;
  anchorDate: string;
  unshiftedDueDate: string;
}

/** Whether the rule binds the client's country, form and ownership; 'unknown' when only the missing form could tell. */
function binds(rule: ComplianceRule, client: CompanyFacts): boolean | 'unknown' {
  if ((client.countryCode ?? '').toUpperCase() !== rule.countryCode) return false;
  if (rule.requiresSingleForeignMember && client.singleForeignMember === false) return false;
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

function needsFinancialYearEnd(rule: ComplianceRule, rules: ReadonlyMap<string, ComplianceRule>): boolean {
  if (rule.anchor.kind === 'financial-year-end') return true;
  if (rule.anchor.kind === 'obligation') {
    const base = baseRule(rule.anchor.ruleId, rules);
    return !!base && needsFinancialYearEnd(base, rules);
  }
  return false;
}

/**
 * The periods of `rule` whose due date can fall within the years
 * `fromYear`..`toYear`: anchors from two years before (no offset is longer) to
 * `toYear` (none is negative), in date order. `incorporationDate` is known and valid.
 */
function periodsOf(
  rule: ComplianceRule,
  incorporationDate: string,
  financialYearEnd: string,
  fromYear: number,
  toYear: number,
  rules: ReadonlyMap<string, ComplianceRule>,
): Period[] {
  const anchor = rule.anchor;
  if (anchor.kind === 'obligation') {
    const base = baseRule(anchor.ruleId, rules);
    if (!base) return [];
    return periodsOf(base, incorporationDate, financialYearEnd, fromYear, toYear, rules).map((p) => ({
      periodKey: p.periodKey,
      anchorDate: p.unshiftedDueDate,
      unshiftedDueDate: addOffset(p.unshiftedDueDate, rule.offset),
    }));
  }
  const incYear = Number(incorporationDate.slice(0, 4));
  // Offsets reach at most two years past their anchor.
  const firstYear = Math.max(incYear, fromYear - 2);
  const first = anchor.kind === 'financial-year-end' ? firstFinancialYearEnd(incorporationDate, financialYearEnd) : null;
  const anchors: { periodKey: string; anchorDate: string }[] = [];
  if (anchor.kind === 'incorporation') {
    anchors.push({ periodKey: incorporationDate, anchorDate: incorporationDate });
  } else if (anchor.kind === 'anniversary') {
    for (let y = Math.max(firstYear, incYear + 1); y <= toYear; y++) {
      const a = anniversary(incorporationDate, y, rule.leapDayAnniversary);
      anchors.push({ periodKey: a, anchorDate: a });
    }
  } else if (first) {
    for (let y = Math.max(firstYear, Number(first.slice(0, 4))); y <= toYear; y++) {
      const f = dayOfYear(financialYearEnd, y);
      if (f >= first) anchors.push({ periodKey: f, anchorDate: f });
    }
  } else if (anchor.kind === 'fixed-date') {
    for (let y = firstYear; y <= toYear; y++) {
      const f = dayOfYear(anchor.monthDay, y);
      if (f >= incorporationDate) anchors.push({ periodKey: String(y), anchorDate: f });
    }
  }
  return anchors.map(({ periodKey, anchorDate }) => {
    let due = addOffset(anchorDate, rule.offset);
    const long = rule.longFirstPeriod;
    // A first period longer than 12 months: the later of the two limits.
    if (long && anchorDate === first && anchorDate >= addMonths(incorporationDate, 12)) {
      const a = addMonths(incorporationDate, long.monthsAfterIncorporation);
      const b = addOffset(anchorDate, { months: long.monthsAfterPeriodEnd, days: 0, arithmetic: rule.offset.arithmetic });
      due = a > b ? a : b;
    }
    return { periodKey, anchorDate, unshiftedDueDate: due };
  });
}

function inValidity(rule: ComplianceRule, anchorDate: string): boolean {
  return (!rule.validFrom || anchorDate >= rule.validFrom) && (!rule.validTo || anchorDate <= rule.validTo);
}

/** Validity of an 'obligation' rule is judged on its base rule's anchor (the period), not on the base due date. */
function periodAnchor(rule: ComplianceRule, p: Period, rules: ReadonlyMap<string, ComplianceRule>): string {
  if (rule.anchor.kind !== 'obligation') return p.anchorDate;
  const base = baseRule(rule.anchor.ruleId, rules);
  if (!base) return p.anchorDate;
  return base.anchor.kind === 'fixed-date' ? dayOfYear(base.anchor.monthDay, Number(p.periodKey)) : p.periodKey;
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
  // No rule ended more than two years before the window can fall due in it (offsets are shorter).
  const endedBefore = addMonths(window.from, -24);
  for (const rule of rules) {
    if (rule.validTo && rule.validTo < endedBefore) continue;
    const bound = binds(rule, client);
    if (!bound) continue;
    const lacks: string[] = [];
    const inc = client.incorporationDate;
    if (!inc || !isIsoDate(inc)) lacks.push(MISSING_INCORPORATION_DATE);
    if (bound === 'unknown') lacks.push(MISSING_ENTITY_TYPE);
    const fye = client.financialYearEnd ?? DEFAULT_FINANCIAL_YEAR_END;
    if (needsFinancialYearEnd(rule, byId) && !isFinancialYearEnd(fye)) lacks.push(MISSING_FINANCIAL_YEAR_END);
    if (lacks.length) {
      missing.push({ ruleId: rule.id, clientId: client.id, missing: lacks });
      continue;
    }
    for (const p of periodsOf(rule, inc!, fye, fromYear, toYear, byId)) {
      if (!inValidity(rule, periodAnchor(rule, p, byId))) continue;
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
