import { describe, expect, it } from 'vitest';
import {
  addDays, addMonths, bucketsOf, wholeMonthsOf, dayPeriod, daysInMonth, formatDateIt, granularityOf, isIsoDate, isLeapYear,
  monthPeriod, monthRangeLabel, periodLength, quickRangePeriod, rangePeriod, readDateIt, todayIso, yearPeriod,
} from './periods';

describe('calendar', () => {
  it('knows leap years, century rule included', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true]);
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('accepts only real days written as YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-1-1', '01/02/2024', '', '2024-02-30T00:00']) expect(isIsoDate(bad)).toBe(false);
  });
});

describe('periods', () => {
  it('a day is itself', () => {
    expect(dayPeriod('2024-03-15')).toEqual({ from: '2024-03-15', to: '2024-03-15' });
    expect(() => dayPeriod('2024-02-30')).toThrow();
  });

  it('a month runs from the 1st to its last day, February of leap years included', () => {
    expect(monthPeriod('2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthPeriod('2023-02-28')).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    expect(monthPeriod('2024-04-30')).toEqual({ from: '2024-04-01', to: '2024-04-30' });
    expect(monthPeriod('2024-12-31')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(monthPeriod('2024-01-01')).toEqual({ from: '2024-01-01', to: '2024-01-31' });
  });

  it('a year runs from 1 January to 31 December', () => {
    expect(yearPeriod('2024-06-15')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(yearPeriod('2023-12-31')).toEqual({ from: '2023-01-01', to: '2023-12-31' });
  });

  it('a range needs two dates in order', () => {
    expect(rangePeriod('2024-01-31', '2024-02-29')).toEqual({ from: '2024-01-31', to: '2024-02-29' });
    expect(rangePeriod('2024-03-01', '2024-03-01')).toEqual({ from: '2024-03-01', to: '2024-03-01' });
    expect(rangePeriod('2024-03-02', '2024-03-01')).toBeNull();
    expect(rangePeriod('2023-02-29', '2023-03-01')).toBeNull();
  });

  it('counts days with both ends included, across leap days', () => {
    expect(periodLength(yearPeriod('2024-01-01'))).toBe(366);
    expect(periodLength(yearPeriod('2023-01-01'))).toBe(365);
    expect(periodLength(monthPeriod('2024-02-01'))).toBe(29);
  });
});

describe('date arithmetic', () => {
  it('moves days across month and year ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('moves months clamping to the last day', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-01-15', -13)).toBe('2022-12-15');
    expect(addMonths('2026-03-10', 24)).toBe('2028-03-10');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('quick ranges end today and include it', () => {
    const today = '2024-03-31';
    expect(quickRangePeriod('7d', today)).toEqual({ from: '2024-03-25', to: today });
    expect(quickRangePeriod('30d', today)).toEqual({ from: '2024-03-02', to: today });
    expect(quickRangePeriod('3m', today)).toEqual({ from: '2024-01-01', to: today });
    expect(quickRangePeriod('6m', today)).toEqual({ from: '2023-10-01', to: today });
    expect(quickRangePeriod('1y', today)).toEqual({ from: '2023-04-01', to: today });
    expect(quickRangePeriod('1y', '2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
    expect(periodLength(quickRangePeriod('7d', today))).toBe(7);
    expect(periodLength(quickRangePeriod('30d', today))).toBe(30);
  });

  it('today is a date in the firm time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(todayIso(new Date('2023-12-31T23:30:00Z'))).toBe('2024-01-01');
    expect(todayIso(new Date('2024-07-01T10:00:00Z'))).toBe('2024-07-01');
  });
});

describe('chart buckets', () => {
  it('uses days up to two months and months beyond', () => {
    expect(granularityOf({ from: '2024-01-01', to: '2024-03-02' })).toBe('day');
    expect(granularityOf({ from: '2024-01-01', to: '2024-03-03' })).toBe('month');
    expect(bucketsOf({ from: '2024-02-27', to: '2024-03-01' }, 'day')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(bucketsOf({ from: '2023-11-15', to: '2024-02-10' }, 'month')).toEqual(['2023-11-01', '2023-12-01', '2024-01-01', '2024-02-01']);
  });
});

describe('labels', () => {
  it('writes dates the Italian way', () => {
    expect(formatDateIt('2024-03-05')).toBe('05/03/2024');
    expect(monthRangeLabel('2024-02-10')).toBe('1 - 29 Febbraio 2024');
    expect(monthRangeLabel('2023-02-10')).toBe('1 - 28 Febbraio 2023');
  });

  it('reads a date written the Italian way, with or without leading zeros', () => {
    for (const text of ['05/03/2024', '5/3/2024', ' 5/03/2024 ', '05.03.2024', '05-03-2024', '2024-03-05']) {
      expect(readDateIt(text), text).toEqual({ date: '2024-03-05' });
    }
    expect(readDateIt('29/02/2024')).toEqual({ date: '2024-02-29' });
  });

  it('tells a day that does not exist from a text that is not a date', () => {
    for (const text of ['31/02/2024', '29/02/2023', '00/03/2024', '05/13/2024', '2024-02-30']) expect(readDateIt(text), text).toEqual({ refused: 'impossible' });
    for (const text of ['', '05/03', '05/03/24', '05/03/20245', '05/03-2024', '5 marzo 2024', '050/3/2024']) expect(readDateIt(text), text).toEqual({ refused: 'shape' });
  });
});

describe('wholeMonthsOf', () => {
  it('finds the months lying wholly inside a period', () => {
    expect(wholeMonthsOf({ from: '2024-01-01', to: '2024-12-31' })).toEqual({ first: '2024-01-01', last: '2024-12-01' });
    expect(wholeMonthsOf({ from: '2024-01-15', to: '2024-04-10' })).toEqual({ first: '2024-02-01', last: '2024-03-01' });
    expect(wholeMonthsOf({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ first: '2024-02-01', last: '2024-02-01' });
    expect(wholeMonthsOf({ from: '2023-12-02', to: '2024-01-31' })).toEqual({ first: '2024-01-01', last: '2024-01-01' });
  });

  it('is null when no whole month fits', () => {
    expect(wholeMonthsOf({ from: '2024-02-01', to: '2024-02-28' })).toBeNull();
    expect(wholeMonthsOf({ from: '2024-01-15', to: '2024-02-20' })).toBeNull();
    expect(wholeMonthsOf({ from: '2024-03-05', to: '2024-03-05' })).toBeNull();
  });
});
