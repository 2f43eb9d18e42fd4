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
