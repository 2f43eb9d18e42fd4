/**
 * Accounting periods worked by hand from the law, and properties that hold for
 * any incorporation date and any lawful change of year end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isoDate } from '../periods';
import { accountingPeriods, firstPeriodEnd, LONGEST_PERIOD_MONTHS, taxPeriodsOf, yearEndChangeProblem, type PeriodFacts, type YearEndChange } from './accounting-periods';
import { obligationsOf, type CompanyFacts } from './occurrences';
import { COMPLIANCE_RULES } from './rules';

const spans = (facts: PeriodFacts, until: string) => accountingPeriods(facts, until).map((p) => [p.start, p.end]);

/** [periodKey, dueDate] of one rule for a company, due between `from` and `to`. */
function dues(ruleId: string, company: Omit<CompanyFacts, 'id'>, from: string, to: string): [string, string][] {
  return obligationsOf({ id: 'c', ...company }, { from, to }, COMPLIANCE_RULES)
    .occurrences.filter((o) => o.ruleId === ruleId)
    .map((o) => [o.periodKey, o.dueDate]);
}

describe('the first period', () => {
  it('UK without a recorded year end: the last day of the month of the first anniversary (CA 2006 s.391(4))', () => {
    // Incorporated 15/3/2024: anniversary 15/3/2025, in March → accounting reference date 31 March.
    expect(spans({ countryCode: 'GB', incorporationDate: '2024-03-15', financialYearEnd: null }, '2026-12-31')).toEqual([
      ['2024-03-15', '2025-03-31'],
      ['2025-04-01', '2026-03-31'],
    ]);
    // Incorporated 31/1/2023 → 31 January; the first period is exactly 12 months and a day.
    expect(firstPeriodEnd('uk-ard', '2023-01-31', null)).toBe('2024-01-31');
  });

  it('UK accounts without a recorded year end are due 9 months after the ARD, not after 31 December', () => {
    // 15/3/2024 → periods ending 31/3/2025 (more than 12 months: later of 21 months from incorporation,
    // 15/12/2025, and 3 months after the ARD, 30/6/2025 → 15/12/2025) and 31/3/2026 (+9 months, month end → 31/12/2026).
    expect(dues('gb-annual-accounts', { countryCode: 'GB', entityType: 'ltd', incorporationDate: '2024-03-15', financialYearEnd: null }, '2025-01-01', '2026-12-31')).toEqual([
      ['2025-03-31', '2025-12-15'],
      ['2026-03-31', '2026-12-31'],
    ]);
  });

  it('UK first accounts: the 21 months count month end to month end (CA 2006 s.442(3), s.443)', () => {
    // Incorporated 30/6/2024 (a month end), ARD 30 June: first period 30/6/2024–30/6/2025, more than 12 months.
    // 21 months after 30/6/2024, month end to month end: 31/3/2026 (by corresponding day it would be 30/3/2026).
    expect(dues('gb-annual-accounts', { countryCode: 'GB', entityType: 'ltd', incorporationDate: '2024-06-30', financialYearEnd: null }, '2025-01-01', '2026-06-30')).toEqual([
      ['2025-06-30', '2026-03-31'],
    ]);
  });

  it('US: the first tax year ends at the first year end after formation, never past 12 months (IRC s.441)', () => {
    // An LLC formed 1/8/2025 with a calendar year: first tax year 1/8/2025–31/12/2025.
    expect(spans({ countryCode: 'US', incorporationDate: '2025-08-01', financialYearEnd: '12-31' }, '2026-12-31')).toEqual([
      ['2025-08-01', '2025-12-31'],
      ['2026-01-01', '2026-12-31'],
    ]);
    // Form 5472 with the pro-forma 1120: 15th day of the 4th month after the tax year → Wednesday 15/4/2026.
    expect(dues('us-form-5472', { countryCode: 'US', entityType: 'llc-de', incorporationDate: '2025-08-01', financialYearEnd: '12-31' }, '2026-01-01', '2026-12-31')).toEqual([
      ['2025-12-31', '2026-04-15'],
    ]);
  });

  it('elsewhere: the first year end at least 6 months after incorporation, a first year of 6 to 18 months', () => {
    expect(firstPeriodEnd('six-to-eighteen-months', '2024-08-01', '12-31')).toBe('2025-12-31');
    expect(firstPeriodEnd('six-to-eighteen-months', '2024-06-30', '12-31')).toBe('2024-12-31');
  });
});

describe('a period longer than 12 months for Corporation Tax (CTA 2009 s.10(1)(a))', () => {
  // Incorporated 15/1/2024, year end 31 January: period of account 15/1/2024–31/1/2025 (more than 12 months),
  // two accounting periods for Corporation Tax: 15/1/2024–14/1/2025 and 15/1/2025–31/1/2025.
  const company = { countryCode: 'GB', entityType: 'ltd', incorporationDate: '2024-01-15', financialYearEnd: '01-31' } as const;

  it('is cut into the first 12 months and the rest', () => {
    const [first] = accountingPeriods(company, '2025-12-31');
    expect(taxPeriodsOf(first!)).toEqual([
      { start: '2024-01-15', end: '2025-01-14' },
      { start: '2025-01-15', end: '2025-01-31' },
    ]);
  });

  it('has a payment for each, 9 months and 1 day after each (HMRC CTM01800)', () => {
    // 14/1/2025 + 9 months = 14/10/2025, + 1 day = Wednesday 15/10/2025.
    // 31/1/2025 (month end) + 9 months = 31/10/2025, + 1 day = Saturday 1/11/2025 → Friday 31/10/2025.
    expect(dues('gb-corporation-tax-payment', company, '2025-01-01', '2025-12-31')).toEqual([
      ['2025-01-14', '2025-10-15'],
      ['2025-01-31', '2025-10-31'],
    ]);
  });

  it('has a return for each, both 12 months after the period of account (FA 1998 Sch. 18 para. 14)', () => {
    expect(dues('gb-ct600', company, '2025-01-01', '2026-12-31')).toEqual([
      ['2025-01-14', '2026-01-31'],
      ['2025-01-31', '2026-01-31'],
    ]);
  });
});

describe('a change of year end (UK AA01, CA 2006 s.392)', () => {
  const base = { countryCode: 'GB', entityType: 'ltd', incorporationDate: '2024-03-15', financialYearEnd: '12-31' } as const;
  // Before the change the company closed on 31 March (ARD from incorporation).
  const shortened: YearEndChange = { periodStart: '2025-04-01', previousEnd: '2026-03-31', newEnd: '2025-12-31', notifiedOn: '2025-11-10' };

  it('shortens the period it names; the earlier period stays, the later ones follow the new year end', () => {
    expect(spans({ ...base, yearEndChanges: [shortened] }, '2027-12-31')).toEqual([
      ['2024-03-15', '2025-03-31'],
      ['2025-04-01', '2025-12-31'],
      ['2026-01-01', '2026-12-31'],
      ['2027-01-01', '2027-12-31'],
    ]);
  });

  it('the accounts of the shortened period: 9 months after its end, or 3 months after the notice if later (s.442(4))', () => {
    // 31/12/2025 + 9 months = 30/9/2026; 10/11/2025 + 3 months = 10/2/2026 → 30/9/2026. No accounts for 31/3/2026.
    expect(dues('gb-annual-accounts', { ...base, yearEndChanges: [shortened] }, '2026-01-01', '2027-12-31')).toEqual([
      ['2025-12-31', '2026-09-30'],
      ['2026-12-31', '2027-09-30'],
    ]);
    // Shortened to end 30/4/2025, notified 1/12/2025: 30/4/2025 + 9 months = 31/1/2026 (month end);
    // 1/12/2025 + 3 months = 1/3/2026, later → 1/3/2026.
    const late: YearEndChange = { periodStart: '2025-04-01', previousEnd: '2026-03-31', newEnd: '2025-04-30', notifiedOn: '2025-12-01' };
    expect(dues('gb-annual-accounts', { ...base, financialYearEnd: '04-30', yearEndChanges: [late] }, '2026-01-01', '2026-12-31')).toEqual([
      ['2025-04-30', '2026-03-01'],
    ]);
  });

  it('an extended period: 9 months after its new end, up to 18 months long (s.392(5))', () => {
    const extended: YearEndChange = { periodStart: '2025-04-01', previousEnd: '2026-03-31', newEnd: '2026-09-30', notifiedOn: '2026-01-20' };
    expect(spans({ ...base, financialYearEnd: '09-30', yearEndChanges: [extended] }, '2027-12-31')).toEqual([
      ['2024-03-15', '2025-03-31'],
      ['2025-04-01', '2026-09-30'],
      ['2026-10-01', '2027-09-30'],
    ]);
    // 30/9/2026 + 9 months = 30/6/2027.
    expect(dues('gb-annual-accounts', { ...base, financialYearEnd: '09-30', yearEndChanges: [extended] }, '2027-01-01', '2027-12-31')).toEqual([['2026-09-30', '2027-06-30']]);
  });

  it('refuses a new end past 18 months from the period\'s start, before its start, or equal to the old one', () => {
    const period = { start: '2025-04-01', end: '2026-03-31', first: false, change: null };
    expect(yearEndChangeProblem(period, '2026-09-30')).toBeNull();
    expect(yearEndChangeProblem(period, '2026-10-01')).toBe('Un periodo contabile non può superare 18 mesi: la nuova fine deve essere entro il 30/09/2026');
    expect(yearEndChangeProblem(period, '2025-03-31')).toBe('La nuova fine deve essere successiva all\'inizio del periodo');
    expect(yearEndChangeProblem(period, '2026-03-31')).toBe('La nuova fine coincide con quella attuale del periodo');
  });

  it('refuses a UK extension less than five years after the end of an earlier extended period (CA 2006 s.392(3))', () => {
    // The period 1/2/2020–31/1/2021 was extended to 30/6/2021: no new extension is effective if notified before 30/6/2026.
    const facts: PeriodFacts = {
      countryCode: 'GB',
      incorporationDate: '2015-01-10',
      financialYearEnd: '06-30',
      yearEndChanges: [{ periodStart: '2020-02-01', previousEnd: '2021-01-31', newEnd: '2021-06-30', notifiedOn: '2020-12-01' }],
    };
    const periods = accountingPeriods(facts, '2027-12-31');
    const current = periods.find((p) => p.start === '2025-07-01')!;
    expect(current.end).toBe('2026-06-30');
    expect(yearEndChangeProblem(current, '2026-09-30', { countryCode: 'GB', periods, notifiedOn: '2026-05-01' })).toBe(
      'Un periodo si può allungare solo una volta ogni 5 anni: quello chiuso il 30/06/2021 era già stato allungato (CA 2006 s.392(3)); di nuovo dal 30/06/2026',
    );
    // On the fifth anniversary of that end, or later, it may; shortening is never limited; nor is a Cypriot company.
    expect(yearEndChangeProblem(current, '2026-09-30', { countryCode: 'GB', periods, notifiedOn: '2026-06-30' })).toBeNull();
    expect(yearEndChangeProblem(current, '2026-03-31', { countryCode: 'GB', periods, notifiedOn: '2026-01-10' })).toBeNull();
    expect(yearEndChangeProblem(current, '2026-09-30', { countryCode: 'CY', periods, notifiedOn: '2026-05-01' })).toBeNull();
  });
});

describe('UAE Corporate Tax binds tax periods beginning on or after 1 June 2023 (Federal Decree-Law 47/2022, art. 70)', () => {
  it('a first period begun before is none; the next one is', () => {
    // Incorporated 1/1/2023, calendar year: 2023 began before 1/6/2023 → no return; 2024 → 30/9/2025.
    expect(dues('ae-ct-return', { countryCode: 'AE', entityType: 'fze', incorporationDate: '2023-01-01', financialYearEnd: '12-31' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-30']]);
    // Incorporated 1/1/2023, year end 30 June: first period 1/1/2023–30/6/2024 (18 months), begun before
    // 1/6/2023 → no return for it; the next, 1/7/2024–30/6/2025 → 30/6/2025 + 9 months = 31/3/2026.
    expect(dues('ae-ct-return', { countryCode: 'AE', entityType: 'fze', incorporationDate: '2023-01-01', financialYearEnd: '06-30' }, '2024-01-01', '2026-12-31')).toEqual([['2025-06-30', '2026-03-31']]);
  });

  it('a long first period begun after 1 June 2023 is one', () => {
    // Incorporated 15/7/2023: first year end at least 6 months later is 31/12/2024 → return by 30/9/2025.
    expect(dues('ae-ct-return', { countryCode: 'AE', entityType: 'fze', incorporationDate: '2023-07-15', financialYearEnd: '12-31' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-30']]);
  });
});

describe('properties', () => {
  const day = fc.integer({ min: Date.UTC(1995, 0, 1), max: Date.UTC(2040, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
  const yearEnd = fc.option(
    fc.integer({ min: 1, max: 12 }).chain((m) => fc.integer({ min: 1, max: [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]! }).map((d) => isoDate(2001, m, d).slice(5))),
    { nil: null },
  );
  const country = fc.constantFrom('GB', 'US', 'CY', 'EE', 'AE', 'MT', 'HK', 'PT');
  const longestFirst = (c: string) => (c === 'US' || c === 'PT' ? 12 : 18);

  it('periods follow one another from incorporation, none longer than its country allows, later ones a year each', () => {
    fc.assert(
      fc.property(country, day, yearEnd, (countryCode, incorporationDate, financialYearEnd) => {
        const periods = accountingPeriods({ countryCode, incorporationDate, financialYearEnd }, addMonths(incorporationDate, 60));
        expect(periods[0]!.start).toBe(incorporationDate);
        expect(periods[0]!.end <= addDays(addMonths(incorporationDate, longestFirst(countryCode)), -1)).toBe(true);
        for (let i = 1; i < periods.length; i++) {
          expect(periods[i]!.start).toBe(addDays(periods[i - 1]!.end, 1));
          expect(periods[i]!.end <= addMonths(periods[i]!.start, 12)).toBe(true);
          expect(periods[i]!.end >= addDays(addMonths(periods[i]!.start, 12), -4)).toBe(true);
        }
      }),
    );
  });

  it('a lawful change of year end keeps every earlier period and no period passes 18 months', () => {
    fc.assert(
      fc.property(country, day, yearEnd, fc.nat(3), fc.integer({ min: 0, max: 540 }), (countryCode, incorporationDate, financialYearEnd, which, days) => {
        const facts = { countryCode, incorporationDate, financialYearEnd };
        const before = accountingPeriods(facts, addMonths(incorporationDate, 96));
        const target = before[which]!;
        const newEnd = addDays(target.start, days);
        fc.pre(yearEndChangeProblem(target, newEnd) === null);
        const change = { periodStart: target.start, previousEnd: target.end, newEnd, notifiedOn: target.start };
        const after = accountingPeriods({ ...facts, yearEndChanges: [change] }, addMonths(incorporationDate, 96));
        expect(after.slice(0, which)).toEqual(before.slice(0, which));
        expect(after[which]).toMatchObject({ start: target.start, end: newEnd });
        for (const p of after) expect(p.end <= addDays(addMonths(p.start, LONGEST_PERIOD_MONTHS), -1) || p.first).toBe(true);
      }),
    );
  });

  it('no period rule falls due before its period ends', () => {
    const periodRules = COMPLIANCE_RULES.filter((r) => r.anchor.kind === 'financial-year-end');
    fc.assert(
      fc.property(day, yearEnd, (incorporationDate, financialYearEnd) => {
        for (const rule of periodRules) {
          const company = { id: 'c', countryCode: rule.countryCode, entityType: rule.entityTypes[0]!, incorporationDate, financialYearEnd };
          for (const o of obligationsOf(company, { from: incorporationDate, to: addMonths(incorporationDate, 48) }, [rule]).occurrences) {
            expect(o.dueDate > o.periodKey, `${rule.id} ${o.periodKey} → ${o.dueDate}`).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
