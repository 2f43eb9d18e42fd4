/**
 * A company's accounting periods: the first from incorporation, as each
 * country bounds it, then one a year, each ending on the year end; a recorded
 * change of year end (UK form AA01) shortens or extends the period it names,
 * and the periods after it follow the new year end. Obligations hang on these
 * periods, never on a year-end day alone, so a change keeps the periods that
 * really closed. Pure date arithmetic on 'YYYY-MM-DD' strings.
 */
import { addDays, addMonths, daysInMonth, formatDateIt, isoDate } from '../periods';
import { DEFAULT_FINANCIAL_YEAR_END } from './entity-types';

export interface AccountingPeriod {
  /** First day, 'YYYY-MM-DD'. */
  start: string;
  /** Last day, 'YYYY-MM-DD'. */
  end: string;
  /** The period that begins at incorporation. */
  first: boolean;
  /** The change of year end that shortened or extended it, or null. */
  change: YearEndChange | null;
}

/** A change of year end, as notified (UK AA01): the period beginning on `periodStart` now ends on `newEnd`. */
export interface YearEndChange {
  periodStart: string;
  /** The period's end before the change: the year end that applied until then. */
  previousEnd: string;
  newEnd: string;
  /** The day the change was notified to the registry (UK s.442(4) counts from it). */
  notifiedOn: string;
}

/**
 * How a country bounds the first period:
 * - 'uk-ard': the accounting reference date; without a recorded year end, the last day of the
 *   month of the first anniversary of incorporation (Companies Act 2006 s.391(4)); a recorded one
 *   ends the first period 6 to 18 months after incorporation (s.391(5));
 * - 'calendar-or-first-year-end': the first year end on or after incorporation, so the first tax
 *   year is never longer than 12 months (US, IRC s.441 and Treas. Reg. 1.441-1; Portugal, Romania,
 *   Bulgaria: the first period ends on 31 December of the year of incorporation);
 * - 'six-to-eighteen-months': the first year end at least 6 months after incorporation (the
 *   convention elsewhere: a first year of 6 to 18 months, as Estonia and Malta allow).
 */
export type FirstPeriodRule = 'uk-ard' | 'calendar-or-first-year-end' | 'six-to-eighteen-months';

const FIRST_PERIOD_RULES: Readonly<Record<string, FirstPeriodRule>> = {
  GB: 'uk-ard',
  US: 'calendar-or-first-year-end',
  PT: 'calendar-or-first-year-end',
  RO: 'calendar-or-first-year-end',
  BG: 'calendar-or-first-year-end',
};

export function firstPeriodRule(countryCode: string | null | undefined): FirstPeriodRule {
  return FIRST_PERIOD_RULES[(countryCode ?? '').toUpperCase()] ?? 'six-to-eighteen-months';
}

/**
 * The year end a company has when none was recorded, as its registry sets it:
 * UK, the last day of the month of the incorporation's anniversary (s.391(4));
 * elsewhere 31 December.
 */
export function defaultYearEnd(countryCode: string | null | undefined, incorporationDate: string | null | undefined): string {
  if (firstPeriodRule(countryCode) === 'uk-ard' && incorporationDate) {
    const end = monthEnd(incorporationDate).slice(5);
    return end === '02-29' ? '02-28' : end;
  }
  return DEFAULT_FINANCIAL_YEAR_END;
}

/** Where the default year end of a country comes from, in Italian, for the form. */
export function defaultYearEndSource(countryCode: string | null | undefined): string {
  return firstPeriodRule(countryCode) === 'uk-ard'
    ? 'Se non indicata: l\'ultimo giorno del mese di costituzione, come la fissa Companies House'
    : 'Se non indicata: 31 dicembre';
}

/** The longest a period may last, in months, after a change of year end (UK s.392(5): 18). */
export const LONGEST_PERIOD_MONTHS = 18;

/** What facts the periods come from. */
export interface PeriodFacts {
  countryCode: string | null;
  incorporationDate: string;
  /** The current year end 'MM-DD', or null when none was recorded. */
  financialYearEnd: string | null;
  /** Recorded changes, any order. */
  yearEndChanges?: readonly YearEndChange[];
}

export const isMonthEnd = (date: string) => Number(date.slice(8)) === daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

/** The last day of `date`'s month. */
export function monthEnd(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return isoDate(y, m, daysInMonth(y, m));
}

/**
 * 'MM-DD' in `year`. A year end on 28 February is February's last day, so 29
 * February in leap years (entity-types.ts refuses '02-29': year ends are month ends).
 */
export function yearEndIn(monthDay: string, year: number): string {
  const [m, d] = monthDay.split('-').map(Number) as [number, number];
  return isoDate(year, m, m === 2 && d >= 28 ? daysInMonth(year, 2) : Math.min(d, daysInMonth(year, m)));
}

/** The same year end a year later: a month end stays a month end (28 → 29 February in a leap year). */
export function nextYearEnd(end: string): string {
  const next = addMonths(end, 12);
  return isMonthEnd(end) ? monthEnd(next) : next;
}

/** The end of the first period under `rule`, from the year end in force at incorporation. */
export function firstPeriodEnd(rule: FirstPeriodRule, incorporationDate: string, yearEnd: string | null): string {
  if (rule === 'uk-ard' && yearEnd === null) return monthEnd(addMonths(incorporationDate, 12));
  const monthDay = yearEnd ?? DEFAULT_FINANCIAL_YEAR_END;
  const earliest = rule === 'calendar-or-first-year-end' ? incorporationDate : addMonths(incorporationDate, 6);
  const year = Number(earliest.slice(0, 4));
  const same = yearEndIn(monthDay, year);
  return same >= earliest ? same : yearEndIn(monthDay, year + 1);
}

/**
 * The periods of a company that end on or before `until`, in order. The year
 * end in force at incorporation is the one the first recorded change replaced
 * (its `previousEnd`), or the current one when there was no change.
 */
export function accountingPeriods(facts: PeriodFacts, until: string): AccountingPeriod[] {
  const changes = [...(facts.yearEndChanges ?? [])].sort((a, b) => (a.periodStart < b.periodStart ? -1 : 1));
  const original = changes[0] ? changes[0].previousEnd.slice(5) : facts.financialYearEnd;
  const byStart = new Map(changes.map((c) => [c.periodStart, c]));
  const periods: AccountingPeriod[] = [];
  let start = facts.incorporationDate;
  let end = firstPeriodEnd(firstPeriodRule(facts.countryCode), start, original);
  while (true) {
    const change = byStart.get(start);
    if (change) end = change.newEnd;
    if (end > until) break;
    periods.push({ start, end, first: periods.length === 0, change: change ?? null });
    start = addDays(end, 1);
    end = nextYearEnd(end);
  }
  return periods;
}

/**
 * The periods of at most 12 months a longer period is cut into for tax (UK
 * Corporation Tax: CTA 2009 s.10(1)(a), an accounting period ends 12 months
 * after it began; the rest of the period of account is a second one).
 */
export function taxPeriodsOf(period: AccountingPeriod): { start: string; end: string }[] {
  const parts: { start: string; end: string }[] = [];
  let start = period.start;
  while (addDays(addMonths(start, 12), -1) < period.end) {
    const end = addDays(addMonths(start, 12), -1);
    parts.push({ start, end });
    start = addDays(end, 1);
  }
  parts.push({ start, end: period.end });
  return parts;
}

/**
 * Why a change of year end is refused, in Italian; null when the law allows it. With the
 * company's `history` (its country, periods and the day of the notice), a UK extension less
 * than five years after the end of an earlier extended period is refused (CA 2006 s.392(3);
 * its exceptions, group alignment and administration, are for staff to handle by hand).
 */
export function yearEndChangeProblem(
  period: AccountingPeriod,
  newEnd: string,
  history?: { countryCode: string | null; periods: readonly AccountingPeriod[]; notifiedOn: string },
): string | null {
  if (newEnd === period.end) return 'La nuova fine coincide con quella attuale del periodo';
  if (newEnd < period.start) return 'La nuova fine deve essere successiva all\'inizio del periodo';
  const latest = addDays(addMonths(period.start, LONGEST_PERIOD_MONTHS), -1);
  if (newEnd > latest) return `Un periodo contabile non può superare ${LONGEST_PERIOD_MONTHS} mesi: la nuova fine deve essere entro il ${formatDateIt(latest)}`;
  if (history && newEnd > period.end && firstPeriodRule(history.countryCode) === 'uk-ard') {
    const extended = history.periods.filter((p) => p.change && p.change.newEnd > p.change.previousEnd && p.end < period.start);
    const last = extended.at(-1);
    if (last && history.notifiedOn < addMonths(last.end, 60)) {
      return `Un periodo si può allungare solo una volta ogni 5 anni: quello chiuso il ${formatDateIt(last.end)} era già stato allungato (CA 2006 s.392(3)); di nuovo dal ${formatDateIt(addMonths(last.end, 60))}`;
    }
  }
  return null;
}
