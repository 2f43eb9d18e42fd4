/**
 * Golden dates: each worked by hand from the rule as its source states it
 * (see each rule's note), weekdays and holidays checked on a calendar.
 */
import { describe, expect, it } from 'vitest';
import {
  addOffset,
  MISSING_ENTITY_TYPE,
  MISSING_FINANCIAL_YEAR_END,
  MISSING_INCORPORATION_DATE,
  nextOccurrence,
  obligationsOf,
  occurrenceWindow,
  type CompanyFacts,
} from './occurrences';
import { firstPeriodEnd } from './accounting-periods';
import { complianceRule, COMPLIANCE_RULES } from './rules';

function client(ruleId: string, over: Partial<CompanyFacts> = {}): CompanyFacts {
  const rule = complianceRule(ruleId)!;
  return {
    id: 'c1',
    countryCode: rule.countryCode,
    entityType: rule.entityTypes[0]!,
    incorporationDate: null,
    financialYearEnd: null,
    ...over,
  };
}

/** [periodKey, dueDate] of one rule's occurrences due between `from` and `to`. */
function dues(ruleId: string, over: Partial<CompanyFacts>, from = '1990-01-01', to = '2035-12-31'): [string, string][] {
  return obligationsOf(client(ruleId, over), { from, to }, COMPLIANCE_RULES)
    .occurrences.filter((o) => o.ruleId === ruleId)
    .map((o) => [o.periodKey, o.dueDate]);
}

const first = (ruleId: string, over: Partial<CompanyFacts>, from?: string, to?: string) => dues(ruleId, over, from, to)[0];

describe('month arithmetic', () => {
  it("follows HMRC's examples for 9 months and 1 day (CTM01800)", () => {
    const ct = { months: 9, days: 1, arithmetic: 'month-end' } as const;
    expect(addOffset('1999-03-31', ct)).toBe('2000-01-01');
    expect(addOffset('1999-07-01', ct)).toBe('2000-04-02');
    expect(addOffset('2000-02-28', ct)).toBe('2000-11-29');
    expect(addOffset('2000-02-29', ct)).toBe('2000-12-01');
    expect(addOffset('2000-05-28', ct)).toBe('2001-03-01');
    expect(addOffset('2000-05-29', ct)).toBe('2001-03-01');
    expect(addOffset('2000-05-30', ct)).toBe('2001-03-01');
    expect(addOffset('2000-05-31', ct)).toBe('2001-03-01');
    // "but if 2001 were a leap year the due date would be 29 February 2001": 2004 is one.
    expect(addOffset('2003-05-28', ct)).toBe('2004-02-29');
  });

  it('takes a month end to a month end, other days to the corresponding day or the month end', () => {
    expect(addOffset('2024-06-30', { months: 9, days: 0, arithmetic: 'month-end' })).toBe('2025-03-31');
    expect(addOffset('2024-06-30', { months: 9, days: 0, arithmetic: 'corresponding-day' })).toBe('2025-03-30');
    expect(addOffset('2024-05-31', { months: 9, days: 0, arithmetic: 'corresponding-day' })).toBe('2025-02-28');
  });

  it('ends the first financial year 6 to 18 months after incorporation', () => {
    expect(firstPeriodEnd('six-to-eighteen-months', '2024-01-01', '12-31')).toBe('2024-12-31');
    expect(firstPeriodEnd('six-to-eighteen-months', '2024-08-01', '12-31')).toBe('2025-12-31');
    expect(firstPeriodEnd('six-to-eighteen-months', '2024-01-15', '01-31')).toBe('2025-01-31');
    // A year end on 28 February is February's last day: 29 February in a leap year.
    expect(firstPeriodEnd('six-to-eighteen-months', '2023-03-15', '02-28')).toBe('2024-02-29');
  });
});

describe('UK confirmation statement', () => {
  it('is due 14 days after the 12-month review period that starts at incorporation (gov.uk example)', () => {
    expect(first('gb-confirmation-statement', { incorporationDate: '2017-01-01' })).toEqual(['2018-01-01', '2018-01-14']);
    expect(dues('gb-confirmation-statement', { incorporationDate: '2017-01-01' }, '2019-01-01', '2019-12-31')).toEqual([['2019-01-01', '2019-01-14']]);
  });

  it('incorporated on 29 February: each review period ends on February\'s last day, due 14 March, leap years too', () => {
    // CA 2006 s.853A: the first review period is the 12 months beginning with incorporation
    // (29/2/2024 → 28/2/2025); each next one begins the day after the last ends, so on 1 March:
    // 1/3/2027 → 29/2/2028. Due within 14 days after its end: 28/2/2025 + 14 = 14/3/2025; 29/2/2028 + 14 = 14/3/2028.
    const inc = { incorporationDate: '2024-02-29' };
    expect(dues('gb-confirmation-statement', inc, '2025-01-01', '2028-12-31')).toEqual([
      ['2025-03-01', '2025-03-14'],
      ['2026-03-01', '2026-03-14'],
      ['2027-03-01', '2027-03-14'],
      ['2028-03-01', '2028-03-14'],
    ]);
  });

  it('does not move for a weekend or a bank holiday', () => {
    // 14 January 2023 is a Saturday; 25 December 2021 a Saturday and Christmas Day.
    expect(first('gb-confirmation-statement', { incorporationDate: '2022-01-01' })).toEqual(['2023-01-01', '2023-01-14']);
    expect(first('gb-confirmation-statement', { incorporationDate: '2020-12-12' })).toEqual(['2021-12-12', '2021-12-25']);
  });

  it('binds review periods from 30 June 2016 (the annual return before)', () => {
    const inc = { incorporationDate: '2014-03-01' };
    expect(first('gb-confirmation-statement', inc)).toEqual(['2017-03-01', '2017-03-14']);
    expect(first('gb-confirmation-statement', { incorporationDate: '2014-07-01' })).toEqual(['2016-07-01', '2016-07-14']);
  });
});

describe('UK annual accounts', () => {
  it('first accounts of a period longer than 12 months: 21 months after incorporation; then 9 months after the year end', () => {
    expect(dues('gb-annual-accounts', { incorporationDate: '2024-01-15', financialYearEnd: '01-31' }, '2024-01-01', '2026-12-31')).toEqual([
      ['2025-01-31', '2025-10-15'],
      ['2026-01-31', '2026-10-31'],
    ]);
  });

  it('a first period of exactly 12 months follows the 9-month rule', () => {
    expect(first('gb-annual-accounts', { incorporationDate: '2024-01-01', financialYearEnd: '12-31' })).toEqual(['2024-12-31', '2025-09-30']);
  });

  it('9 months after 30 June is 31 March (month end to month end)', () => {
    expect(dues('gb-annual-accounts', { incorporationDate: '2020-01-10', financialYearEnd: '06-30' }, '2021-01-01', '2023-12-31')).toEqual([
      ['2021-06-30', '2021-10-10'],
      ['2022-06-30', '2023-03-31'],
    ]);
  });

  it('a February year end closes on 29 February in a leap year: due 30 November', () => {
    expect(dues('gb-annual-accounts', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' }, '2024-01-01', '2025-12-31')).toEqual([
      ['2024-02-29', '2024-11-30'],
      ['2025-02-28', '2025-11-30'],
    ]);
  });

  it('a due date on a weekend stays (30 November 2024 is a Saturday)', () => {
    expect(first('gb-annual-accounts', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' })![1]).toBe('2024-11-30');
  });
});

describe('UK Corporation Tax payment', () => {
  it('is due 9 months and 1 day after the accounting period', () => {
    expect(dues('gb-corporation-tax-payment', { incorporationDate: '2023-01-01', financialYearEnd: '12-31' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-10-01']]);
  });

  it('on a bank holiday or weekend the payment must reach HMRC the last working day before', () => {
    // 1 January 2025: New Year's Day (Wednesday) -> Tuesday 31 December 2024.
    expect(first('gb-corporation-tax-payment', { incorporationDate: '2023-05-01', financialYearEnd: '03-31' }, '2024-06-01')).toEqual(['2024-03-31', '2024-12-31']);
    // 1 April 2024: Easter Monday; 31 and 30 March a weekend, 29 March Good Friday -> Thursday 28 March.
    expect(first('gb-corporation-tax-payment', { incorporationDate: '2022-07-01', financialYearEnd: '06-30' }, '2024-01-01')).toEqual(['2023-06-30', '2024-03-28']);
    // 1 March 2025 is a Saturday -> Friday 28 February.
    expect(first('gb-corporation-tax-payment', { incorporationDate: '2023-09-01', financialYearEnd: '05-31' }, '2025-01-01')).toEqual(['2024-05-31', '2025-02-28']);
  });

  it('a period ending 29 February: 1 December (HMRC), a Sunday in 2024 -> Friday 29 November', () => {
    const [o] = obligationsOf(client('gb-corporation-tax-payment', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' }), { from: '2024-01-01', to: '2024-12-31' }, COMPLIANCE_RULES)
      .occurrences.filter((x) => x.ruleId === 'gb-corporation-tax-payment');
    expect(o).toMatchObject({ periodKey: '2024-02-29', unshiftedDueDate: '2024-12-01', dueDate: '2024-11-29' });
  });

  it('binds accounting periods ending from 1 July 1999 (self-assessment)', () => {
    const inc = { incorporationDate: '1990-01-01', financialYearEnd: '12-31' };
    expect(first('gb-corporation-tax-payment', inc, '1999-01-01')).toEqual(['1999-12-31', '2000-09-29']);
    expect(dues('gb-corporation-tax-payment', inc, '1999-01-01', '1999-12-31')).toEqual([]);
  });
});

describe('UK CT600', () => {
  it('is due 12 months after the accounting period', () => {
    expect(first('gb-ct600', { incorporationDate: '2024-01-01', financialYearEnd: '12-31' })).toEqual(['2024-12-31', '2025-12-31']);
  });

  it('a period ending 29 February is due 28 February of the next year', () => {
    expect(first('gb-ct600', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' })).toEqual(['2024-02-29', '2025-02-28']);
  });

  it('a due date on a Saturday stays (31 May 2025)', () => {
    expect(first('gb-ct600', { incorporationDate: '2023-09-01', financialYearEnd: '05-31' })).toEqual(['2024-05-31', '2025-05-31']);
  });

  it('binds periods ending from 1 July 1999', () => {
    expect(first('gb-ct600', { incorporationDate: '1990-01-01', financialYearEnd: '12-31' })).toEqual(['1999-12-31', '2000-12-31']);
  });
});

describe('Hong Kong annual return', () => {
  it('is due 42 days after each anniversary of incorporation', () => {
    expect(first('hk-annual-return', { incorporationDate: '2020-03-10' })).toEqual(['2021-03-10', '2021-04-21']);
  });

  it('a 42nd day on a Sunday moves to Monday; on a Saturday it stays', () => {
    // 1 March 2026 is a Sunday, 28 February 2026 a Saturday.
    expect(dues('hk-annual-return', { incorporationDate: '2025-01-18' }, '2026-01-01', '2026-12-31')).toEqual([['2026-01-18', '2026-03-02']]);
    expect(dues('hk-annual-return', { incorporationDate: '2019-01-17' }, '2026-01-01', '2026-12-31')).toEqual([['2026-01-17', '2026-02-28']]);
  });

  it('a 42nd day on a public holiday moves past it (Lunar New Year 17-19 February 2026)', () => {
    expect(dues('hk-annual-return', { incorporationDate: '2020-01-06' }, '2026-01-01', '2026-12-31')).toEqual([['2026-01-06', '2026-02-20']]);
  });

  it('incorporated on 29 February: the anniversary falls on 28 February', () => {
    expect(dues('hk-annual-return', { incorporationDate: '2020-02-29' }, '2023-01-01', '2024-12-31')).toEqual([
      ['2023-02-28', '2023-04-11'],
      ['2024-02-29', '2024-04-11'],
    ]);
  });

  it('binds return dates from 3 March 2014 (Cap. 622)', () => {
    expect(first('hk-annual-return', { incorporationDate: '2010-05-01' })).toEqual(['2014-05-01', '2014-06-12']);
  });
});

describe('Malta', () => {
  it('annual return: 42 days after each anniversary of registration', () => {
    expect(first('mt-annual-return', { incorporationDate: '2021-05-10' })).toEqual(['2022-05-10', '2022-06-21']);
  });

  it('annual return of a 29 February registration: 28 February + 42 days, a Sunday, unchanged', () => {
    expect(first('mt-annual-return', { incorporationDate: '2020-02-29' })).toEqual(['2021-02-28', '2021-04-11']);
  });

  it('financial statements: 10 months and 42 days after the year end', () => {
    expect(first('mt-financial-statements', { incorporationDate: '2024-01-01' })).toEqual(['2024-12-31', '2025-12-12']);
    expect(first('mt-financial-statements', { incorporationDate: '2023-11-01', financialYearEnd: '06-30' })).toEqual(['2024-06-30', '2025-06-11']);
  });

  it('financial statements of a year ending 29 February: 31 December + 42 days; a Saturday stays', () => {
    // 11 February 2025 is a Tuesday; 42 days after 31 October 2026 is Saturday 12 December 2026.
    expect(first('mt-financial-statements', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' })).toEqual(['2024-02-29', '2025-02-11']);
    expect(dues('mt-financial-statements', { incorporationDate: '2024-01-01' }, '2026-01-01', '2026-12-31')).toEqual([['2025-12-31', '2026-12-12']]);
  });
});

describe('Cyprus', () => {
  it('annual return with the previous year’s financial statements: within the next calendar year', () => {
    // The first statements within 18 months of incorporation (companies.gov.cy): 1/1/2024 → 01/07/2025, before 31/12/2025.
    expect(first('cy-annual-return', { incorporationDate: '2024-01-01' })).toEqual(['2024-12-31', '2025-07-01']);
    // 15/3/2023, first year to 29/2/2024: 15/09/2024 comes before 28/2/2025; the next year keeps 12 months.
    expect(first('cy-annual-return', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' })).toEqual(['2024-02-29', '2024-09-15']);
    expect(dues('cy-annual-return', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' }, '2026-01-01', '2026-12-31')).toEqual([['2025-02-28', '2026-02-28']]);
  });

  it('annual levy: €350 by 30 June for 2011-2023, none from 2024', () => {
    const inc = { incorporationDate: '2015-03-01' };
    expect(dues('cy-annual-levy', inc, '2023-01-01', '2025-12-31')).toEqual([['2023', '2023-06-30']]);
    expect(dues('cy-annual-levy', { incorporationDate: '2005-01-01' }, '2010-01-01', '2011-12-31')).toEqual([['2011', '2011-06-30']]);
  });

  it('annual levy: none for the year of a company registered after 30 June; a Saturday due date stays', () => {
    expect(first('cy-annual-levy', { incorporationDate: '2017-08-01' })).toEqual(['2018', '2018-06-30']);
  });

  it('annual levy of a company registered on 29 February 2012: from that year', () => {
    expect(first('cy-annual-levy', { incorporationDate: '2012-02-29' })).toEqual(['2012', '2012-06-30']);
  });
});

describe('Estonia annual report', () => {
  it('is due 6 months after the year end: 30 June for a calendar year (ariregister), a Sunday in 2024 unchanged', () => {
    expect(first('ee-annual-report', { incorporationDate: '2023-01-10' })).toEqual(['2023-12-31', '2024-06-30']);
    expect(first('ee-annual-report', { incorporationDate: '2023-01-10', financialYearEnd: '06-30' })).toEqual(['2024-06-30', '2024-12-31']);
  });

  it('a year ending 29 February: 31 August', () => {
    expect(first('ee-annual-report', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' })).toEqual(['2024-02-29', '2024-08-31']);
  });
});

describe('US Delaware LLC annual tax', () => {
  it('the tax of each year, from the year of formation, is due 1 June of the next', () => {
    expect(dues('us-de-llc-annual-tax', { incorporationDate: '2025-03-10' }, '2025-01-01', '2027-12-31')).toEqual([
      ['2025', '2026-06-01'],
      ['2026', '2027-06-01'],
    ]);
  });

  it('formed on 29 February 2024: first due 1 June 2025, a Sunday, unchanged', () => {
    expect(first('us-de-llc-annual-tax', { incorporationDate: '2024-02-29' })).toEqual(['2024', '2025-06-01']);
  });

  it('binds only Delaware LLCs', () => {
    expect(dues('us-de-llc-annual-tax', { incorporationDate: '2024-02-29', entityType: 'llc' })).toEqual([]);
    expect(dues('us-de-llc-annual-tax', { incorporationDate: '2024-02-29', entityType: 'corp-de' })).toEqual([]);
  });
});

describe('US Form 5472', () => {
  it('is due 15 April after a calendar year; a Saturday moves to the next working day', () => {
    expect(dues('us-form-5472', { incorporationDate: '2024-01-05' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-04-15']]);
    // 15 April 2028 is a Saturday; Monday 17 observes DC Emancipation Day (Sunday 16, D.C. Code § 1-612.02): Tuesday 18.
    expect(dues('us-form-5472', { incorporationDate: '2024-01-05' }, '2028-01-01', '2028-12-31')).toEqual([['2027-12-31', '2028-04-18']]);
  });

  it('15th day of the 4th month: a year ending 29 February is due 15 June, a Saturday in 2024 -> Monday 17', () => {
    expect(first('us-form-5472', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' })).toEqual(['2024-02-29', '2024-06-17']);
  });

  it('a due date on a federal holiday moves to the next working day', () => {
    // Year ending 30 September 2028: 15 January 2029, Martin Luther King Jr. Day (third Monday) -> Tuesday 16.
    expect(first('us-form-5472', { incorporationDate: '2027-06-05', financialYearEnd: '09-30' }, '2029-01-01')).toEqual(['2028-09-30', '2029-01-16']);
  });

  it('binds tax years from 2017 (T.D. 9796); 2018: Sunday 15 April, Emancipation Day on Monday 16 -> 17 April', () => {
    expect(first('us-form-5472', { incorporationDate: '2015-01-05' })).toEqual(['2017-12-31', '2018-04-17']);
  });

  it('binds only an LLC with one foreign member: another LLC owes nothing and lacks nothing', () => {
    const llc = { incorporationDate: '2024-01-05', singleForeignMember: true };
    expect(dues('us-form-5472', llc, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-04-15']]);
    expect(dues('us-form-5472', { ...llc, entityType: 'llc-de' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-04-15']]);
    const other = client('us-form-5472', { ...llc, singleForeignMember: false });
    expect(obligationsOf(other, { from: '2025-01-01', to: '2025-12-31' }, [complianceRule('us-form-5472')!])).toEqual({ occurrences: [], missing: [] });
    expect(obligationsOf({ ...other, entityType: null, incorporationDate: null }, { from: '2025-01-01', to: '2025-12-31' }, [complianceRule('us-form-5472')!])).toEqual({ occurrences: [], missing: [] });
    // The other US rules do not ask.
    expect(dues('us-de-llc-annual-tax', { entityType: 'llc-de', incorporationDate: '2024-01-05', singleForeignMember: false }, '2025-01-01', '2025-12-31')).toHaveLength(1);
  });
});

describe('US BOI (the spec’s rule)', () => {
  it('is due 60 days after incorporation, across month ends and leap years', () => {
    expect(first('us-boi', { incorporationDate: '2026-01-10' })).toEqual(['2026-01-10', '2026-03-11']);
    expect(first('us-boi', { incorporationDate: '2025-12-15' })).toEqual(['2025-12-15', '2026-02-13']);
    expect(first('us-boi', { incorporationDate: '2023-03-01' })).toEqual(['2023-03-01', '2023-04-30']);
    expect(first('us-boi', { incorporationDate: '2024-02-29' })).toEqual(['2024-02-29', '2024-04-29']);
  });

  it('does not move for a weekend (4 April 2026 is a Saturday)', () => {
    expect(first('us-boi', { incorporationDate: '2026-02-03' })).toEqual(['2026-02-03', '2026-04-04']);
  });

  it('binds a US LLC by form, or without a form by the name; a corporation never', () => {
    expect(first('us-boi', { incorporationDate: '2026-01-10', entityType: null, companyName: 'Acme LLC' })).toEqual(['2026-01-10', '2026-03-11']);
    expect(dues('us-boi', { incorporationDate: '2026-01-10', entityType: 'corp' })).toEqual([]);
    const r = obligationsOf(client('us-boi', { incorporationDate: '2026-01-10', entityType: null, companyName: 'Acme Inc' }), { from: '2026-01-01', to: '2026-12-31' }, [complianceRule('us-boi')!]);
    expect(r).toEqual({ occurrences: [], missing: [{ ruleId: 'us-boi', clientId: 'c1', missing: [MISSING_ENTITY_TYPE] }] });
  });

  it('is off by default (FinCEN interim final rule, 90 FR 13688: US companies are exempt) and keeps the spec’s cost and owner', () => {
    expect(complianceRule('us-boi')).toMatchObject({ enabledByDefault: false, fee: { amount: 75, currency: 'USD' }, owner: 'Sistema Automatico' });
  });
});

describe('UAE Corporate Tax', () => {
  it('registration: within 3 months of incorporation, from incorporations on 1 March 2024', () => {
    expect(first('ae-ct-registration', { incorporationDate: '2026-01-01' })).toEqual(['2026-01-01', '2026-03-31']);
    expect(first('ae-ct-registration', { incorporationDate: '2024-03-01' })).toEqual(['2024-03-01', '2024-05-31']);
    expect(dues('ae-ct-registration', { incorporationDate: '2024-02-29' })).toEqual([]);
  });

  it('registration of a company incorporated on 29 February 2028: 28 May; a due date on a Saturday stays', () => {
    expect(first('ae-ct-registration', { incorporationDate: '2028-02-29' })).toEqual(['2028-02-29', '2028-05-28']);
    // 30 August 2025 is a Saturday.
    expect(first('ae-ct-registration', { incorporationDate: '2025-05-31' })).toEqual(['2025-05-31', '2025-08-30']);
  });

  it('return and payment: 9 months after the tax period, periods beginning from 1 June 2023', () => {
    const inc = { incorporationDate: '2020-01-01' };
    expect(first('ae-ct-return', inc)).toEqual(['2024-12-31', '2025-09-30']);
    expect(first('ae-ct-payment', inc)).toEqual(['2024-12-31', '2025-09-30']);
    expect(first('ae-ct-return', { ...inc, financialYearEnd: '05-31' })).toEqual(['2024-05-31', '2025-02-28']);
    expect(first('ae-ct-payment', { ...inc, financialYearEnd: '05-31' })).toEqual(['2024-05-31', '2025-02-28']);
  });

  it('a tax period ending 29 February 2028 is due 30 November 2028', () => {
    expect(dues('ae-ct-return', { incorporationDate: '2020-01-01', financialYearEnd: '02-28' }, '2028-01-01', '2028-12-31')).toEqual([['2028-02-29', '2028-11-30']]);
  });
});

describe('the window', () => {
  const uk = client('gb-confirmation-statement', { incorporationDate: '2020-12-01', financialYearEnd: '12-31' });

  it('keeps overdue occurrences since the given start and those of the next 12 months', () => {
    const window = occurrenceWindow('2026-11-24', '2025-06-01');
    expect(window).toEqual({ from: '2025-06-01', to: '2027-11-24' });
    const { occurrences } = obligationsOf(uk, window, COMPLIANCE_RULES);
    expect(occurrences.map((o) => `${o.ruleId} ${o.dueDate}`)).toEqual([
      'gb-annual-accounts 2025-09-30',
      'gb-corporation-tax-payment 2025-10-01',
      'gb-confirmation-statement 2025-12-14',
      'gb-identity-verification 2025-12-14',
      'gb-ct600 2025-12-31',
      'gb-annual-accounts 2026-09-30',
      'gb-corporation-tax-payment 2026-10-01',
      'gb-confirmation-statement 2026-12-14',
      'gb-ct600 2026-12-31',
      'gb-annual-accounts 2027-09-30',
      'gb-corporation-tax-payment 2027-10-01',
    ]);
  });

  it('gives the same period keys on every call, whatever the window', () => {
    const a = obligationsOf(uk, { from: '2025-01-01', to: '2026-12-31' }, COMPLIANCE_RULES).occurrences;
    const b = obligationsOf(uk, { from: '2026-01-01', to: '2027-12-31' }, COMPLIANCE_RULES).occurrences;
    const key = (o: { ruleId: string; periodKey: string; dueDate: string }) => `${o.ruleId}|${o.periodKey}|${o.dueDate}`;
    const shared = a.map(key).filter((k) => b.map(key).includes(k));
    expect(shared).toEqual(a.filter((o) => o.dueDate >= '2026-01-01').map(key));
    expect(shared.length).toBeGreaterThan(0);
  });

  it('a payment anchored on a return still falls due when the return’s rule is switched off', () => {
    const payment = COMPLIANCE_RULES.filter((r) => r.id === 'ae-ct-payment');
    const ae = client('ae-ct-payment', { incorporationDate: '2020-01-01' });
    expect(obligationsOf(ae, { from: '2025-01-01', to: '2025-12-31' }, payment).occurrences).toMatchObject([{ ruleId: 'ae-ct-payment', periodKey: '2024-12-31', dueDate: '2025-09-30' }]);
  });

  it('keeps an occurrence due on the window’s last day whose anchor falls in the next year', () => {
    // Incorporated 1 January 2021: each one-year Business Registration certificate runs to the day before the
    // anniversary (ird.gov.hk, Renewal of Business Registration), so the one ending 1 January 2029 falls due on 31 December 2028.
    const hk = client('hk-business-registration', { incorporationDate: '2021-01-01' });
    expect(dues('hk-business-registration', { incorporationDate: '2021-01-01' }, '2028-01-01', '2028-12-31')).toEqual([['2029-01-01', '2028-12-31']]);
    expect(obligationsOf(hk, occurrenceWindow('2027-12-31', '2027-01-01'), COMPLIANCE_RULES).occurrences.filter((o) => o.ruleId === 'hk-business-registration').map((o) => o.dueDate)).toEqual(['2027-12-31', '2028-12-31']);
  });

  it('uses only the rules it is given (a rule switched off gives nothing)', () => {
    const onlyCs = COMPLIANCE_RULES.filter((r) => r.id === 'gb-confirmation-statement');
    const { occurrences } = obligationsOf(uk, { from: '2026-01-01', to: '2026-12-31' }, onlyCs);
    expect(occurrences.map((o) => o.ruleId)).toEqual(['gb-confirmation-statement']);
  });

  it('the next occurrence after a completed one is the following period', () => {
    const rule = complianceRule('gb-confirmation-statement')!;
    expect(nextOccurrence(uk, rule, '2025-12-01')).toMatchObject({ periodKey: '2026-12-01', dueDate: '2026-12-14' });
    expect(nextOccurrence(client('cy-annual-levy', { incorporationDate: '2015-01-01' }), complianceRule('cy-annual-levy')!, '2023')).toBeNull();
    expect(nextOccurrence(client('us-boi', { incorporationDate: '2026-01-10' }), complianceRule('us-boi')!, '2026-01-10')).toBeNull();
    const ae = client('ae-ct-payment', { incorporationDate: '2020-01-01' });
    expect(nextOccurrence(ae, complianceRule('ae-ct-payment')!, '2024-12-31')).toMatchObject({ periodKey: '2025-12-31', dueDate: '2026-09-30' });
  });
});

describe('missing data', () => {
  const window = { from: '2026-01-01', to: '2026-12-31' };

  it('names what a client lacks for each rule that binds or may bind it', () => {
    const { occurrences, missing } = obligationsOf({ id: 'x', countryCode: 'US', entityType: null, incorporationDate: null, financialYearEnd: null, companyName: 'Acme Inc' }, window, COMPLIANCE_RULES);
    expect(occurrences).toEqual([]);
    expect(missing).toEqual([
      { ruleId: 'us-de-llc-annual-tax', clientId: 'x', missing: [MISSING_INCORPORATION_DATE, MISSING_ENTITY_TYPE] },
      { ruleId: 'us-form-5472', clientId: 'x', missing: [MISSING_INCORPORATION_DATE, MISSING_ENTITY_TYPE] },
      { ruleId: 'us-de-franchise-tax', clientId: 'x', missing: [MISSING_INCORPORATION_DATE, MISSING_ENTITY_TYPE] },
      { ruleId: 'us-form-1120', clientId: 'x', missing: [MISSING_INCORPORATION_DATE, MISSING_ENTITY_TYPE] },
      { ruleId: 'us-boi', clientId: 'x', missing: [MISSING_INCORPORATION_DATE, MISSING_ENTITY_TYPE] },
    ]);
  });

  it('a country whose every form the rule binds needs no form; a bad year end is missing', () => {
    const { missing } = obligationsOf({ id: 'h', countryCode: 'HK', entityType: null, incorporationDate: '2020-01-01', financialYearEnd: '13-40' }, window, COMPLIANCE_RULES);
    expect(missing).toEqual([{ ruleId: 'hk-profits-tax-return', clientId: 'h', missing: [MISSING_FINANCIAL_YEAR_END] }]);
    const ee = obligationsOf({ id: 'e', countryCode: 'EE', entityType: 'ou', incorporationDate: '2020-01-01', financialYearEnd: '02-30' }, window, COMPLIANCE_RULES);
    expect(ee.missing).toEqual([{ ruleId: 'ee-annual-report', clientId: 'e', missing: [MISSING_FINANCIAL_YEAR_END] }]);
  });

  it('no year end recorded means 31 December', () => {
    expect(first('ee-annual-report', { incorporationDate: '2020-01-01', financialYearEnd: null }, '2026-01-01')).toEqual(['2025-12-31', '2026-06-30']);
  });

  it('a rule that ended long before the window asks for nothing (the Cyprus levy in 2026)', () => {
    const { missing } = obligationsOf({ id: 'c', countryCode: 'CY', entityType: 'ltd', incorporationDate: null, financialYearEnd: null }, window, COMPLIANCE_RULES);
    expect(missing.map((m) => m.ruleId)).toEqual(['cy-annual-return', 'cy-tax-return']);
  });

  it('a country without rules gives nothing', () => {
    expect(obligationsOf({ id: 'i', countryCode: 'IT', entityType: 'other', incorporationDate: null, financialYearEnd: null }, window, COMPLIANCE_RULES)).toEqual({ occurrences: [], missing: [] });
  });
});
