/**
 * Calendar periods for the money pages: day, month, year and custom range,
 * always as inclusive bounds of 'YYYY-MM-DD' strings (the DATE columns' form).
 * Pure calendar arithmetic on the date's own digits: no time zone can shift a day.
 */

/** An inclusive period: `from` and `to` are 'YYYY-MM-DD'. */
export interface Period {
  from: string;
  to: string;
}

export const MONTH_NAMES_IT = [
  'Gennaio', 'Febbraio', 'Marzo', 'Aprile', 'Maggio', 'Giugno',
  'Luglio', 'Agosto', 'Settembre', 'Ottobre', 'Novembre', 'Dicembre',
] as const;

/** The time zone of the firm: "today" is today in Rome, on the server and in the browser alike. */
export const FIRM_TIME_ZONE = 'Europe/Rome';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** A real calendar day written as 'YYYY-MM-DD' (2023-02-29 is not one). */
export function isIsoDate(value: string): boolean {
  return datePartsOf(value) !== null;
}

/** The numbers of a real calendar day written as 'YYYY-MM-DD', read once (the calendar's hot path). */
function datePartsOf(value: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null;
}

function parts(value: string): { year: number; month: number; day: number } {
  const found = datePartsOf(value);
  if (!found) throw new RangeError(`Data non valida: ${value}`);
  return found;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

// Building an Intl formatter costs far more than using one: one per time zone, kept.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date in `timeZone` (the firm's by default), as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date(), timeZone: string = FIRM_TIME_ZONE): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

export function dayPeriod(date: string): Period {
  parts(date);
  return { from: date, to: date };
}

export function monthPeriod(date: string): Period {
  const { year, month } = parts(date);
  return { from: isoDate(year, month, 1), to: isoDate(year, month, daysInMonth(year, month)) };
}

export function yearPeriod(date: string): Period {
  const { year } = parts(date);
  return { from: isoDate(year, 1, 1), to: isoDate(year, 12, 31) };
}

/** A custom range; null when either end is not a date or the start is after the end. */
export function rangePeriod(from: string, to: string): Period | null {
  if (!isIsoDate(from) || !isIsoDate(to) || from > to) return null;
  return { from, to };
}

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parts(date);
  const t = Date.UTC(year, month - 1, day) + days * 86_400_000;
  const d = new Date(t);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** `date` moved by `months`, clamped to the last day of the target month (31 March - 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return isoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/**
 * The calendar months lying wholly inside a period: the first day of the first and of
 * the last of them, or null when no month fits (monthly totals serve those months,
 * daily totals the days around them).
 */
export function wholeMonthsOf(period: Period): { first: string; last: string } | null {
  const first = period.from.endsWith('-01') ? period.from : addMonths(monthPeriod(period.from).from, 1);
  const lastMonth = monthPeriod(period.to);
  const last = period.to === lastMonth.to ? lastMonth.from : addMonths(lastMonth.from, -1);
  return first <= last ? { first, last } : null;
}

/** Number of days in a period, both ends included. */
export function periodLength(period: Period): number {
  const a = parts(period.from);
  const b = parts(period.to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000) + 1;
}

export const QUICK_RANGES = [
  { key: '7d', label: 'Ultimi 7 giorni' },
  { key: '30d', label: 'Ultimi 30 giorni' },
  { key: '3m', label: 'Ultimi 3 mesi' },
  { key: '6m', label: 'Ultimi 6 mesi' },
  { key: '1y', label: 'Ultimo anno' },
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number]['key'];

/** The quick range ending on `today` (included): 7 days = today and the 6 days before. */
export function quickRangePeriod(range: QuickRange, today: string): Period {
  switch (range) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '3m':
      return { from: addDays(addMonths(today, -3), 1), to: today };
    case '6m':
      return { from: addDays(addMonths(today, -6), 1), to: today };
    case '1y':
      return { from: addDays(addMonths(today, -12), 1), to: today };
  }
}

/** How a chart over `period` groups its points: by day up to two months, by month beyond. */
export type Granularity = 'day' | 'month';
export function granularityOf(period: Period): Granularity {
  return periodLength(period) <= 62 ? 'day' : 'month';
}

/** Every bucket start of `period` at `granularity`, in order (days, or the first day of each month). */
export function bucketsOf(period: Period, granularity: Granularity): string[] {
  const out: string[] = [];
  if (granularity === 'day') {
    for (let d = period.from; d <= period.to; d = addDays(d, 1)) out.push(d);
    return out;
  }
  for (let d = monthPeriod(period.from).from; d <= period.to; d = addMonths(d, 1)) out.push(d);
  return out;
}

/** "dd/mm/yyyy" from 'YYYY-MM-DD'. */
export function formatDateIt(date: string): string {
  const { year, month, day } = parts(date);
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** Day, month and a four-digit year, split by one kind of mark: '5/3/2024', '05.03.2024', '05-03-2024'. */
const IT_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const ISO_SHAPE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A date as a person typed it, read as 'YYYY-MM-DD'; a 'YYYY-MM-DD' pasted from elsewhere is read
 * too. Refused: 'shape' when it is not written as a date, 'impossible' when the day does not exist (31/02/2024).
 */
export function readDateIt(text: string): { date: string } | { refused: 'shape' | 'impossible' } {
  const trimmed = text.trim();
  const it = IT_DATE.exec(trimmed);
  const iso = it ? null : ISO_SHAPE.exec(trimmed);
  if (!it && !iso) return { refused: 'shape' };
  const [year, month, day] = it ? [Number(it[4]), Number(it[3]), Number(it[1])] : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  const date = isoDate(year, month, day);
  return isIsoDate(date) ? { date } : { refused: 'impossible' };
}

/** "Marzo 2024" */
export function monthLabel(date: string): string {
  const { year, month } = parts(date);
  return `${MONTH_NAMES_IT[month - 1]} ${year}`;
}

/** "1 - 31 Marzo 2024": the month with its day range. */
export function monthRangeLabel(date: string): string {
  const { year, month } = parts(date);
  return `1 - ${daysInMonth(year, month)} ${MONTH_NAMES_IT[month - 1]} ${year}`;
}
