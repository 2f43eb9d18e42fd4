/** United States: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('US Delaware LLC annual tax', () => {
  it('ordinary: $300 for each year by 1 June of the next', () => {
    // 6 Del. C. §18-1107 (secondary sources): tax of 2025 → 01/06/2026 (Monday).
    expect(dues('us-de-llc-annual-tax', { incorporationDate: '2020-03-10' }, '2026-01-01', '2026-12-31')).toEqual([['2025', '2026-06-01']]);
  });

  it('boundary: 1 June 2025 is a Sunday and stays', () => {
    expect(dues('us-de-llc-annual-tax', { incorporationDate: '2020-03-10' }, '2025-01-01', '2025-12-31')).toEqual([['2024', '2025-06-01']]);
  });

  it('first period: the year of formation, even formed on 31 December', () => {
    // Formed 31/12/2025: the tax of 2025 → 01/06/2026.
    expect(dues('us-de-llc-annual-tax', { incorporationDate: '2025-12-31' }, '2025-01-01', '2026-12-31')).toEqual([['2025', '2026-06-01']]);
  });
});

describe('US Delaware annual franchise tax report (corporations)', () => {
  it('ordinary: the report of each year by 1 March of the next; 1 March 2028 after a leap February', () => {
    // Delaware Division of Corporations (secondary): report of 2027 → 01/03/2028 (Wednesday).
    expect(dues('us-de-franchise-tax', { entityType: 'corp-de', incorporationDate: '2020-03-10' }, '2028-01-01', '2028-12-31')).toEqual([['2027', '2028-03-01']]);
  });

  it('boundary: 1 March 2026 is a Sunday and stays (as Sunday 1 March 2015 did)', () => {
    expect(dues('us-de-franchise-tax', { entityType: 'corp-de', incorporationDate: '2020-03-10' }, '2026-01-01', '2026-12-31')).toEqual([['2025', '2026-03-01']]);
  });

  it('first period: a corporation existing on 31 December of its year of incorporation', () => {
    // Incorporated 20/11/2025: report of 2025 → 01/03/2026.
    expect(dues('us-de-franchise-tax', { entityType: 'corp-de', incorporationDate: '2025-11-20' }, '2025-01-01', '2026-12-31')).toEqual([['2025', '2026-03-01']]);
  });
});

describe('US Form 1120 (corporations)', () => {
  it('ordinary: 15th day of the 4th month after the year end', () => {
    // IRC §6072(b): year ending 31/12/2024 → 15/04/2025 (Tuesday).
    expect(dues('us-form-1120', { entityType: 'corp', incorporationDate: '2020-01-05' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-04-15']]);
  });

  it('boundary: Saturday 15 April 2028, DC Emancipation Day observed Monday 17 → Tuesday 18; a federal holiday', () => {
    // IRC §7503 with D.C. Code §1-612.02: 16/4/2028 is a Sunday, observed 17/4; → 18/04/2028.
    expect(dues('us-form-1120', { entityType: 'corp-de', incorporationDate: '2020-01-05' }, '2028-01-01', '2028-12-31')).toEqual([['2027-12-31', '2028-04-18']]);
    // Year ending 30/9/2028 → 15/01/2029, Martin Luther King Jr. Day (third Monday) → Tuesday 16/01/2029.
    expect(dues('us-form-1120', { entityType: 'corp', incorporationDate: '2020-01-05', financialYearEnd: '09-30' }, '2029-01-01', '2029-12-31')).toEqual([['2028-09-30', '2029-01-16']]);
  });

  // Treas. Reg. §1.441-1: a corporation formed 1/8/2024 on the calendar year has a first, short, tax year to 31/12/2024: due 15/04/2025.
  it('first period: formed 1/8/2024, short first tax year to 31/12/2024, Form 1120 due 15/04/2025', () => {
    expect(dues('us-form-1120', { entityType: 'corp', incorporationDate: '2024-08-01' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-04-15']]);
  });
});

describe('US Form 5472 with a pro forma Form 1120', () => {
  it('ordinary: 15 April after a calendar year', () => {
    // Form 5472 instructions, due with Form 1120, IRC §6072(b): 31/12/2024 → 15/04/2025.
    expect(dues('us-form-5472', { incorporationDate: '2020-01-05' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-04-15']]);
  });

  it('boundary: 15 April 2022 was DC Emancipation Day observed (16 April a Saturday) → Monday 18', () => {
    // D.C. Code §1-612.02; IRC §7503: → 18/04/2022.
    expect(dues('us-form-5472', { incorporationDate: '2020-01-05' }, '2022-01-01', '2022-12-31')).toEqual([['2021-12-31', '2022-04-18']]);
  });

  // T.D. 9796: a foreign-owned LLC formed 1/8/2024 has a short first tax year to 31/12/2024: due 15/04/2025.
  it('first period: formed 1/8/2024, short first tax year to 31/12/2024, Form 5472 due 15/04/2025', () => {
    expect(dues('us-form-5472', { incorporationDate: '2024-08-01' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-04-15']]);
  });
});

describe('US BOI report (the spec’s rule)', () => {
  it('ordinary: 60 days after incorporation', () => {
    // The spec's rule (decision 080): 10/1/2026 + 60 days = 11/03/2026.
    expect(dues('us-boi', { incorporationDate: '2026-01-10' }, '2026-01-01', '2026-12-31')).toEqual([['2026-01-10', '2026-03-11']]);
  });

  it('boundary: across a leap February; a Saturday stays', () => {
    // 29/2/2024 + 60 = 29/04/2024; 3/2/2026 + 60 = Saturday 04/04/2026, unchanged.
    expect(dues('us-boi', { incorporationDate: '2024-02-29' }, '2024-01-01', '2024-12-31')).toEqual([['2024-02-29', '2024-04-29']]);
    expect(dues('us-boi', { incorporationDate: '2026-02-03' }, '2026-01-01', '2026-12-31')).toEqual([['2026-02-03', '2026-04-04']]);
  });

  it('first period: a one-off, nothing after the first', () => {
    expect(dues('us-boi', { incorporationDate: '2025-12-15' }, '2025-01-01', '2030-12-31')).toEqual([['2025-12-15', '2026-02-13']]);
  });
});

describe('US BOI report of a company formed abroad and registered in a state (90 FR 13688, 26/3/2025)', () => {
  // 31 CFR 1010.380(a)(1)(iii) as amended by the interim final rule: registered on or after 26/3/2025,
  // 30 calendar days from the registration's effect; registered before, by 25/4/2025.
  const uk = { countryCode: 'GB', entityType: 'ltd', incorporationDate: '2020-05-04' };

  it('ordinary: a UK company registered in Delaware on 10/2/2026 reports within 30 days: 12/03/2026', () => {
    // 10/2 + 18 days = 28/2 (2026 is not a leap year), + 12 = 12/3.
    expect(dues('us-boi-foreign-company', { ...uk, usStateRegistrationDate: '2026-02-10' }, '2026-01-01', '2026-12-31')).toEqual([['2026-02-10', '2026-03-12']]);
  });

  it('boundary: registered the day before publication → 25/04/2025; on it → 25/04/2025; the day after → Saturday 26/04/2025, unchanged', () => {
    expect(dues('us-boi-foreign-company', { ...uk, usStateRegistrationDate: '2025-03-25' }, '2025-01-01', '2025-12-31')).toEqual([['2025-03-25', '2025-04-25']]);
    expect(dues('us-boi-foreign-company', { ...uk, usStateRegistrationDate: '2025-03-26' }, '2025-01-01', '2025-12-31')).toEqual([['2025-03-26', '2025-04-25']]);
    expect(dues('us-boi-foreign-company', { ...uk, usStateRegistrationDate: '2025-03-27' }, '2025-01-01', '2025-12-31')).toEqual([['2025-03-27', '2025-04-26']]);
    // Registered in 2019, long before the rule: the same 25/04/2025.
    expect(dues('us-boi-foreign-company', { ...uk, usStateRegistrationDate: '2019-06-01' }, '2025-01-01', '2025-12-31')).toEqual([['2019-06-01', '2025-04-25']]);
  });

  it('first period: a one-off; nothing for a company formed in the US, nor for one not registered in a state', () => {
    expect(dues('us-boi-foreign-company', { ...uk, usStateRegistrationDate: '2026-01-05' }, '2025-01-01', '2030-12-31')).toEqual([['2026-01-05', '2026-02-04']]);
    expect(dues('us-boi-foreign-company', { countryCode: 'US', entityType: 'llc', incorporationDate: '2025-06-01', usStateRegistrationDate: '2025-06-01' }, '2025-01-01', '2030-12-31')).toEqual([]);
    expect(dues('us-boi-foreign-company', { ...uk, usStateRegistrationDate: null }, '2025-01-01', '2030-12-31')).toEqual([]);
  });
});

describe('US Form 1065 of an LLC with several members', () => {
  // IRC §6072(b) as amended by the Surface Transportation Act of 2015, §2006 (tax years beginning after
  // 31/12/2015): the 15th day of the 3rd month after the end of the tax year; IRC §7503 for closed days.
  const several = { singleForeignMember: false, severalMembers: true };

  it('ordinary: a calendar year → 15 March; none for a one-member LLC', () => {
    // 15/3/2027 is a Monday.
    expect(dues('us-form-1065', { ...several, incorporationDate: '2020-02-03' }, '2027-01-01', '2027-12-31')).toEqual([['2026-12-31', '2027-03-15']]);
    expect(dues('us-form-1065', { incorporationDate: '2020-02-03' }, '2027-01-01', '2027-12-31')).toEqual([]);
  });

  it('boundary: 15/3/2026 is a Sunday → Monday 16/03/2026; a year ending 30 June → 15 September; the 4th month before 2016', () => {
    expect(dues('us-form-1065', { ...several, incorporationDate: '2020-02-03' }, '2026-01-01', '2026-12-31')).toEqual([['2025-12-31', '2026-03-16']]);
    // 30/6/2025 → 15/9/2025, a Monday.
    expect(dues('us-form-1065', { ...several, incorporationDate: '2020-02-03', financialYearEnd: '06-30' }, '2025-07-01', '2026-06-30')).toEqual([['2025-06-30', '2025-09-15']]);
    // The tax year 2015 began before 1/1/2016: its return followed the old rule, not this one.
    expect(dues('us-form-1065', { ...several, incorporationDate: '2014-01-10' }, '2016-01-01', '2016-12-31')).toEqual([]);
  });

  it('first period: formed 1/8/2025, a short first tax year to 31/12/2025 → 16/03/2026', () => {
    expect(dues('us-form-1065', { ...several, incorporationDate: '2025-08-01' }, '2025-01-01', '2026-12-31')).toEqual([['2025-12-31', '2026-03-16']]);
  });
});
