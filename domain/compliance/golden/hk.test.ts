/** Hong Kong: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dueAfterIssue } from '../occurrences';
import { complianceRule } from '../rules';
import { dues } from './golden';

describe('HK annual return (NAR1)', () => {
  it('ordinary: 42 days after each anniversary of incorporation', () => {
    // Companies Ordinance Cap. 622 s.662(1), cr.gov.hk FAQ (42-day period): 10/3/2021 + 42 days = 21/04/2021 (Wednesday).
    expect(dues('hk-annual-return', { incorporationDate: '2020-03-10' }, '2021-01-01', '2021-12-31')).toEqual([['2021-03-10', '2021-04-21']]);
  });

  it('boundary: a 42nd day on a Sunday moves to the next day; on a Saturday it stays', () => {
    // cr.gov.hk FAQ Q3: 18/1/2026 + 42 = Sunday 01/03/2026 → Monday 02/03/2026.
    expect(dues('hk-annual-return', { incorporationDate: '2025-01-18' }, '2026-01-01', '2026-12-31')).toEqual([['2026-01-18', '2026-03-02']]);
    // FAQ Q4: 17/1/2026 + 42 = Saturday 28/02/2026, unchanged.
    expect(dues('hk-annual-return', { incorporationDate: '2019-01-17' }, '2026-01-01', '2026-12-31')).toEqual([['2026-01-17', '2026-02-28']]);
  });

  it('first period: none in the year of incorporation, the first on the first anniversary', () => {
    // s.662(1): incorporated 3/6/2024, first return 3/6/2025 + 42 = 15/07/2025 (Tuesday).
    expect(dues('hk-annual-return', { incorporationDate: '2024-06-03' }, '2024-01-01', '2025-12-31')).toEqual([['2025-06-03', '2025-07-15']]);
  });
});

describe('HK profits tax return (block extension defaults)', () => {
  it('ordinary: accounting date code D (December): 15 August of the next year', () => {
    // IRD Block Extension Scheme 2024/25: accounting date 1-31/12/2024 → 15/08/2025 (Friday).
    expect(dues('hk-profits-tax-return', { incorporationDate: '2020-01-02' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-08-15']]);
  });

  it('boundary: code M falls on Saturday 15 November 2025 → Monday 17; code N one month after the 1 April issue, past Labour Day', () => {
    // Block extension 2024/25: accounting date 1/1-31/3/2025 (code M) → 17/11/2025, the 15th being a Saturday.
    expect(dues('hk-profits-tax-return', { incorporationDate: '2020-01-02', financialYearEnd: '03-31' }, '2025-06-01', '2025-12-31')).toEqual([['2025-03-31', '2025-11-17']]);
    // Code N (30/6/2024): no block extension; one month after the bulk issue of 1/4/2025 is 1 May, Labour Day → Friday 02/05/2025.
    expect(dues('hk-profits-tax-return', { incorporationDate: '2020-01-02', financialYearEnd: '06-30' }, '2025-01-01', '2025-12-31')).toEqual([['2024-06-30', '2025-05-02']]);
  });

  it('first period: the return for the first year end, code D', () => {
    // Incorporated 2/1/2024, first accounts to 31/12/2024 (code D) → 15/08/2025.
    expect(dues('hk-profits-tax-return', { incorporationDate: '2024-01-02' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-08-15']]);
  });
});

describe('HK business registration renewal', () => {
  it('ordinary: by the last day of the one-year certificate', () => {
    // ird.gov.hk Renewal of Business Registration: certificate 10/3/2025-09/03/2026, the renewal starts 10/3/2026: pay by 09/03/2026.
    expect(dues('hk-business-registration', { incorporationDate: '2020-03-10' }, '2026-01-01', '2026-12-31')).toEqual([['2026-03-10', '2026-03-09']]);
  });

  it('boundary: incorporated on 29 February, and on 1 January', () => {
    // Certificate from 29/2/2024 for one year ends 28/02/2025.
    expect(dues('hk-business-registration', { incorporationDate: '2024-02-29' }, '2025-01-01', '2025-12-31')).toEqual([['2025-03-01', '2025-02-28']]);
    // Certificate 1/1/2025-31/12/2025: the year's last day.
    expect(dues('hk-business-registration', { incorporationDate: '2020-01-01' }, '2025-06-01', '2026-05-31')).toEqual([['2026-01-01', '2025-12-31']]);
  });

  it('first period: the first certificate, issued with incorporation, ends a year later', () => {
    // Incorporated 15/1/2025: first certificate to 14/01/2026.
    expect(dues('hk-business-registration', { incorporationDate: '2025-01-15' }, '2025-01-01', '2026-12-31')).toEqual([['2026-01-15', '2026-01-14']]);
  });
});

describe('HK profits tax return: due one month after the IRD issues it', () => {
  // IRD, Profits Tax Return: "file the return within one month from the date of issue"; a due date on a
  // Sunday or general holiday (General Holidays Ordinance, Cap. 149) moves to the next working day.
  const rule = complianceRule('hk-profits-tax-return')!;

  it('ordinary: issued Tuesday 14/04/2026 → Thursday 14/05/2026', () => {
    expect(dueAfterIssue(rule, '2026-04-14')).toBe('2026-05-14');
  });

  it('boundary: the bulk issue of Tuesday 1/4/2025 → 1/5/2025 is Labour Day → Friday 02/05/2025', () => {
    expect(dueAfterIssue(rule, '2025-04-01')).toBe('2025-05-02');
  });

  it('first return: issued 18 months after a 2/1/2025 incorporation, on Thursday 2/7/2026 → 02/08/2026 is a Sunday → Monday 03/08/2026', () => {
    expect(dueAfterIssue(rule, '2026-07-02')).toBe('2026-08-03');
  });
});
