/** United Kingdom: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('GB confirmation statement (CS01)', () => {
  it('ordinary: 14 days after the 12-month review period that starts at incorporation', () => {
    // gov.uk confirmation-statement-guidance: incorporated 1/1/2017, review period to 31/12/2017, due 31/12/2017 + 14 days = 14/01/2018.
    expect(dues('gb-confirmation-statement', { incorporationDate: '2017-01-01' }, '2018-01-01', '2018-12-31')).toEqual([['2018-01-01', '2018-01-14']]);
  });

  it('boundary: a review period ending on 30 January; a Saturday due date stays', () => {
    // Companies Act 2006 s.853A: incorporated 31/1/2021, period to 30/1/2022, + 14 days = 13/02/2022.
    expect(dues('gb-confirmation-statement', { incorporationDate: '2021-01-31' }, '2022-01-01', '2022-12-31')).toEqual([['2022-01-31', '2022-02-13']]);
    // s.853A gives no extension for a closed day: 31/12/2022 + 14 = Saturday 14/01/2023, unchanged.
    expect(dues('gb-confirmation-statement', { incorporationDate: '2022-01-01' }, '2023-01-01', '2023-12-31')).toEqual([['2023-01-01', '2023-01-14']]);
  });

  it('first period: the first review period is the 12 months from incorporation', () => {
    // gov.uk guidance: incorporated 15/3/2024, first period to 14/3/2025, + 14 days = 28/03/2025.
    expect(dues('gb-confirmation-statement', { incorporationDate: '2024-03-15' }, '2024-01-01', '2025-12-31')).toEqual([['2025-03-15', '2025-03-28']]);
  });
});

describe('GB annual accounts', () => {
  it('ordinary: 9 months after the accounting reference date', () => {
    // gov.uk prepare-file-annual-accounts-for-limited-company: 31/12/2022 + 9 months = 30/09/2023.
    expect(dues('gb-annual-accounts', { incorporationDate: '2020-01-10' }, '2023-01-01', '2023-12-31')).toEqual([['2022-12-31', '2023-09-30']]);
  });

  it('boundary: a month end leads to a month end (s.443), and a leap-year February', () => {
    // Companies Act 2006 s.443(3): 30/6/2022 + 9 months = 31/03/2023, not the 30th.
    expect(dues('gb-annual-accounts', { incorporationDate: '2020-01-10', financialYearEnd: '06-30' }, '2023-01-01', '2023-06-30')).toEqual([['2022-06-30', '2023-03-31']]);
    // s.443(3): a period ending 29/2/2024 + 9 months = 30/11/2024 (a Saturday: no extension in the Act).
    expect(dues('gb-annual-accounts', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' }, '2024-06-01', '2024-12-31')).toEqual([['2024-02-29', '2024-11-30']]);
  });

  it('first period longer than 12 months: the later of 21 months after incorporation and 3 months after the period', () => {
    // s.442(3): incorporated 15/1/2024, first period to 31/1/2025; 15/1/2024 + 21 months = 15/10/2025, 31/1/2025 + 3 months = 30/4/2025: 15/10/2025.
    expect(dues('gb-annual-accounts', { incorporationDate: '2024-01-15', financialYearEnd: '01-31' }, '2024-01-01', '2025-12-31')).toEqual([['2025-01-31', '2025-10-15']]);
  });
});

describe('GB Corporation Tax payment', () => {
  it('ordinary: 9 months and 1 day after the accounting period', () => {
    // HMRC CTM01800: period to 31/12/2024 → 01/10/2025 (Wednesday).
    expect(dues('gb-corporation-tax-payment', { incorporationDate: '2022-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-10-01']]);
  });

  it('boundary: a due date on a bank holiday must be met the last working day before', () => {
    // CTM01800: 31/3/2024 → 01/01/2025, New Year's Day; gov.uk pay-corporation-tax: the working day before, Tuesday 31/12/2024.
    expect(dues('gb-corporation-tax-payment', { incorporationDate: '2022-04-01', financialYearEnd: '03-31' }, '2024-06-01', '2025-03-31')).toEqual([['2024-03-31', '2024-12-31']]);
  });

  it('first period: 12 months from incorporation to the first year end', () => {
    // CTA 2009 s.9-10: incorporated 1/1/2023, first period to 31/12/2023; CTM01800: → 01/10/2024 (Tuesday).
    expect(dues('gb-corporation-tax-payment', { incorporationDate: '2023-01-01' }, '2023-01-01', '2024-12-31')).toEqual([['2023-12-31', '2024-10-01']]);
  });
});

describe('GB Company Tax Return (CT600)', () => {
  it('ordinary: 12 months after the end of the period', () => {
    // FA 1998 Sch.18 para 14(1)(a), HMRC COM130070: 31/12/2024 → last day of the twelfth following month, 31/12/2025.
    expect(dues('gb-ct600', { incorporationDate: '2022-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-12-31']]);
  });

  it('boundary: a period ending 29 February; a Saturday due date stays', () => {
    // COM130070: a month-end period end → last day of the twelfth month: 29/2/2024 → 28/02/2025.
    expect(dues('gb-ct600', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' }, '2025-01-01', '2025-12-31')).toEqual([['2024-02-29', '2025-02-28']]);
    // COM130070: 28/2/2027 is February's last day → last day of February 2028, 29/02/2028.
    expect(dues('gb-ct600', { incorporationDate: '2023-03-15', financialYearEnd: '02-28' }, '2028-01-01', '2028-12-31')).toEqual([['2027-02-28', '2028-02-29']]);
    // Para 14 gives no extension: 31/5/2024 → Saturday 31/05/2025.
    expect(dues('gb-ct600', { incorporationDate: '2023-09-01', financialYearEnd: '05-31' }, '2025-01-01', '2025-12-31')).toEqual([['2024-05-31', '2025-05-31']]);
  });

  it('first period: the first 12-month accounting period', () => {
    // Para 14(1)(a): incorporated 1/1/2024, period to 31/12/2024 → 31/12/2025.
    expect(dues('gb-ct600', { incorporationDate: '2024-01-01' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-12-31']]);
  });
});

describe('GB identity verification of directors and PSCs', () => {
  it('ordinary: with the first confirmation statement of the transition year', () => {
    // ECCTA 2023, Companies House transition from 18/11/2025: anniversary 1/12/2025, review period to 30/11/2025, statement due 14/12/2025.
    expect(dues('gb-identity-verification', { incorporationDate: '2020-12-01' }, '2025-01-01', '2027-12-31')).toEqual([['2025-12-01', '2025-12-14']]);
  });

  it('boundary: one statement per company, anniversaries from 18 November 2025 to 17 November 2026', () => {
    // Anniversary 18/11/2025, the regime's first day: review period to 17/11/2025, statement due 01/12/2025; none later.
    expect(dues('gb-identity-verification', { incorporationDate: '2019-11-18' }, '2025-01-01', '2027-12-31')).toEqual([['2025-11-18', '2025-12-01']]);
    // Anniversary 17/11/2025, the day before: the next statement, anniversary 17/11/2026, due 30/11/2026.
    expect(dues('gb-identity-verification', { incorporationDate: '2019-11-17' }, '2025-01-01', '2027-12-31')).toEqual([['2026-11-17', '2026-11-30']]);
  });

  it('first period: a company formed the day before the regime verifies with its first statement; one formed on 18 November 2025 at incorporation', () => {
    // Incorporated 17/11/2025: first review period to 16/11/2026, statement due 30/11/2026.
    expect(dues('gb-identity-verification', { incorporationDate: '2025-11-17' }, '2025-01-01', '2027-12-31')).toEqual([['2026-11-17', '2026-11-30']]);
    // Incorporated 18/11/2025: directors verified on incorporation, nothing due.
    expect(dues('gb-identity-verification', { incorporationDate: '2025-11-18' }, '2025-01-01', '2027-12-31')).toEqual([]);
  });
});
