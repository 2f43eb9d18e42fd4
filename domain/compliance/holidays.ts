/**
 * Working days per jurisdiction, from the public holidays of `date-holidays`
 * (offline data). Only the occurrence computation imports this module, never
 * the web: the library and its data stay out of the browser bundle.
 *
 * Only holidays of type 'public' count ('bank' and 'observance' do not): in the
 * library's data the United Kingdom's bank holidays are of type 'public', as are
 * Hong Kong's general holidays (substitute days included) and the US federal and District of Columbia holidays.
 */
import Holidays from 'date-holidays';
import { addDays } from '../periods';
import type { HolidayShift } from './rules';

/**
 * The region whose calendar a country's deadlines follow: England and Wales for
 * the United Kingdom; for the United States the District of Columbia, whose legal
 * holidays (Emancipation Day, 16 April) move IRS due dates besides the federal ones.
 */
const REGION: Readonly<Record<string, [string, string?]>> = { GB: ['GB', 'ENG'], US: ['US', 'DC'] };

const calendars = new Map<string, Holidays>();
const holidayYears = new Map<string, ReadonlySet<string>>();

function holidaysOf(countryCode: string, year: number): ReadonlySet<string> {
  const key = `${countryCode}:${year}`;
  let set = holidayYears.get(key);
  if (!set) {
    let calendar = calendars.get(countryCode);
    if (!calendar) {
      const [country, state] = REGION[countryCode] ?? [countryCode];
      calendar = state ? new Holidays(country, state) : new Holidays(country);
      calendars.set(countryCode, calendar);
    }
    const list = calendar.getHolidays(year) || [];
    const days = list.filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10));
    if (countryCode === 'US') days.push(emancipationDayObserved(year));
    set = new Set(days);
    holidayYears.set(key, set);
  }
  return set;
}

/**
 * The day DC observes Emancipation Day, which the library lists on 16 April
 * only: 16 April, the Friday before when it is a Saturday, the Monday after
 * when it is a Sunday (D.C. Code § 1-612.02). So 2022's federal due date was
 * 18 April (the 15th observed) and 2028's is Tuesday 18 April (the 17th observed).
 */
function emancipationDayObserved(year: number): string {
  const day = `${String(year).padStart(4, '0')}-04-16`;
  const w = weekday(day);
  return w === 6 ? addDays(day, -1) : w === 0 ? addDays(day, 1) : day;
}

export function isPublicHoliday(countryCode: string, date: string): boolean {
  return holidaysOf(countryCode, Number(date.slice(0, 4))).has(date);
}

/** 0 Sunday ... 6 Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Shifted due dates already worked out: a firm's clients share a few thousand of them. */
const shifted = new Map<string, string>();

export function shiftDueDate(date: string, countryCode: string, shift: HolidayShift): string {
  if (shift === 'none') return date;
  const key = `${countryCode}|${shift}|${date}`;
  let due = shifted.get(key);
  if (due === undefined) shifted.set(key, (due = nextOpenDay(date, countryCode, shift)));
  return due;
}

function nextOpenDay(date: string, countryCode: string, shift: Exclude<HolidayShift, 'none'>): string {
  const closed = (d: string) => {
    const w = weekday(d);
    return w === 0 || (w === 6 && shift !== 'next-day-not-sunday-or-holiday') || isPublicHoliday(countryCode, d);
  };
  const step = shift === 'previous-working-day' ? -1 : 1;
  let d = date;
  while (closed(d)) d = addDays(d, step);
  return d;
}
