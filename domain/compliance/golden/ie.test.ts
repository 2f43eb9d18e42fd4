/** Ireland: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('IE CT1 and balance of Corporation Tax', () => {
  it('ordinary: the 23rd day of the 9th month after the period', () => {
    // TCA 1997 s.959I, ROS filers (secondary): 31/12/2024 → 23/09/2025.
    expect(dues('ie-ct1', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-23']]);
  });

  it('boundary: a period ending 29 February; a Saturday stays', () => {
    // 29/2/2024 → 9th month November: Saturday 23/11/2024, unchanged.
    expect(dues('ie-ct1', { incorporationDate: '2020-01-01', financialYearEnd: '02-28' }, '2024-06-01', '2024-12-31')).toEqual([['2024-02-29', '2024-11-23']]);
  });

  it('first period: from incorporation to the first accounts date', () => {
    // TCA 1997 s.27: incorporated 1/3/2024, first period to 31/12/2024 → 23/09/2025.
    expect(dues('ie-ct1', { incorporationDate: '2024-03-01' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-23']]);
  });

  it('first period of 17 months: two accounting periods for Corporation Tax, one return each', () => {
    // Companies Act 2014 s.288: incorporated 1/8/2024, the first financial year runs to 31/12/2025 (at least 6 months).
    // TCA 1997 s.27(3)(a): an accounting period ends 12 months after it begins → 1/8/2024–31/7/2025 and 1/8/2025–31/12/2025;
    // s.959I: the 23rd day of the 9th month after each → 23/04/2026 and 23/09/2026.
    expect(dues('ie-ct1', { incorporationDate: '2024-08-01' }, '2024-01-01', '2026-12-31')).toEqual([
      ['2025-07-31', '2026-04-23'],
      ['2025-12-31', '2026-09-23'],
    ]);
  });

  it('first period shortened by the company to 31/12/2024: its CT1 is due 23/09/2025', () => {
    // The change of year end recorded on the first period (accounting-periods.ts); s.959I as above.
    const yearEndChanges = [{ periodStart: '2024-08-01', previousEnd: '2025-12-31', newEnd: '2024-12-31', notifiedOn: '2024-11-04' }];
    expect(dues('ie-ct1', { incorporationDate: '2024-08-01', yearEndChanges }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-23']]);
  });
});

describe('IE CRO annual return (B1)', () => {
  it('ordinary: 56 days after the annual return date (cro.ie: ARD 30 September → 25 November)', () => {
    // cro.ie peak filing: ARD 30/9/2025 + 56 days = 25/11/2025 (Tuesday).
    expect(dues('ie-annual-return', { incorporationDate: '2019-03-30' }, '2025-01-01', '2025-12-31')).toEqual([['2025-03-30', '2025-11-25']]);
  });

  it('boundary: a 56th day on a Saturday runs to the next working day', () => {
    // cro.ie: «Where the 56 day filing period expires on a Saturday, Sunday or public holiday … extended to the next working day»: 25/11/2023 Saturday → Monday 27/11/2023.
    expect(dues('ie-annual-return', { incorporationDate: '2019-03-30' }, '2023-01-01', '2023-12-31')).toEqual([['2023-03-30', '2023-11-27']]);
  });

  it('first period: incorporated 15/3/2024, first ARD 15/09/2024, B1 due 11/11/2024 (the 56th day a Sunday)', () => {
    // Companies Act 2014 s.345: the first ARD is 6 months after incorporation: 15/3/2024 → 15/9/2024 + 56 = Sunday 10/11/2024 → Monday 11/11/2024.
    expect(dues('ie-annual-return', { incorporationDate: '2024-03-15' }, '2024-01-01', '2024-12-31')).toEqual([['2024-03-15', '2024-11-11']]);
  });

  it('the second return, 18 months after incorporation', () => {
    // 15/3/2024 → second ARD 15/9/2025 + 56 = 10/11/2025 (Monday).
    expect(dues('ie-annual-return', { incorporationDate: '2024-03-15' }, '2025-01-01', '2025-12-31')).toEqual([['2025-03-15', '2025-11-10']]);
  });
});
