import { describe, expect, it } from 'vitest';
import { isPublicHoliday, shiftDueDate } from './holidays';

describe('public holidays and due date shifts', () => {
  it('knows the bank holidays of England and Wales, Hong Kong general holidays and US federal and DC holidays', () => {
    expect(isPublicHoliday('GB', '2026-08-31')).toBe(true); // Summer bank holiday (England and Wales)
    expect(isPublicHoliday('GB', '2026-03-15')).toBe(false); // Mother's Day: an observance
    expect(isPublicHoliday('HK', '2026-02-17')).toBe(true); // Lunar New Year
    expect(isPublicHoliday('US', '2026-07-03')).toBe(true); // Independence Day, observed
    expect(isPublicHoliday('US', '2018-04-16')).toBe(true); // Emancipation Day (DC)
  });

  it('observes DC Emancipation Day on the Friday before a Saturday 16 April and the Monday after a Sunday one (D.C. Code § 1-612.02)', () => {
    expect(isPublicHoliday('US', '2022-04-15')).toBe(true); // 16 April 2022: Saturday
    expect(isPublicHoliday('US', '2023-04-17')).toBe(true); // 16 April 2023: Sunday
    expect(isPublicHoliday('US', '2028-04-17')).toBe(true); // 16 April 2028: Sunday
    expect(isPublicHoliday('US', '2027-04-15')).toBe(false); // 16 April 2027: Friday, observed that day
    // IRS due dates of those years (IRC § 7503): 15 April 2022 observed → Monday 18; 15 April 2028 Saturday, 17 observed → Tuesday 18.
    expect(shiftDueDate('2022-04-15', 'US', 'next-working-day')).toBe('2022-04-18');
    expect(shiftDueDate('2028-04-15', 'US', 'next-working-day')).toBe('2028-04-18');
  });

  it('moves each way the rules ask', () => {
    // Sunday 1 March 2026 and Saturday 28 February 2026 in Hong Kong.
    expect(shiftDueDate('2026-03-01', 'HK', 'next-day-not-sunday-or-holiday')).toBe('2026-03-02');
    expect(shiftDueDate('2026-02-28', 'HK', 'next-day-not-sunday-or-holiday')).toBe('2026-02-28');
    expect(shiftDueDate('2026-02-28', 'US', 'next-working-day')).toBe('2026-03-02');
    // Christmas Day 2026 is a Friday, Boxing Day's substitute Monday 28: next working day Tuesday 29.
    expect(shiftDueDate('2026-12-25', 'GB', 'next-working-day')).toBe('2026-12-29');
    expect(shiftDueDate('2026-12-28', 'GB', 'previous-working-day')).toBe('2026-12-24');
    expect(shiftDueDate('2026-12-27', 'GB', 'none')).toBe('2026-12-27');
  });
});
