/** Romania: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('RO annual financial statements until the 2024 ones (150 days)', () => {
  it('ordinary: 150 days after the year end', () => {
    // Legea 82/1991 art. 36, the Ministry's 2016 terms: 31/12/2016 + 150 days = 30/05/2017 («până la 30 mai 2017»).
    expect(dues('ro-financial-statements', { incorporationDate: '2010-01-01' }, '2017-01-01', '2017-12-31')).toEqual([['2016-12-31', '2017-05-30']]);
  });

  it('boundary: a leap year moves it a day (31/12/2023 + 150 = 29/05/2024)', () => {
    // January 31 + February 29 + March 31 + April 30 = 121 days to 30 April; 29 more: 29/05/2024.
    expect(dues('ro-financial-statements', { incorporationDate: '2010-01-01' }, '2024-01-01', '2024-12-31')).toEqual([['2023-12-31', '2024-05-29']]);
  });

  it('first period: from incorporation to 31 December', () => {
    // Legea 82/1991 art. 27: incorporated 10/3/2024, first year to 31/12/2024 → 30/05/2025.
    expect(dues('ro-financial-statements', { incorporationDate: '2024-03-10' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-05-30']]);
  });

  // Legea 82/1991 art. 27: the financial year is the calendar year, the first from incorporation: 1/8/2024 → 31/12/2024 → 30/05/2025.
  it('first period of 5 months: incorporated 1/8/2024, year to 31/12/2024, statements due 30/05/2025', () => {
    expect(dues('ro-financial-statements', { incorporationDate: '2024-08-01' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-05-30']]);
  });
});

describe('RO annual financial statements from the 2025 ones (31 May)', () => {
  it('ordinary: 31 May of the next year', () => {
    // Ministry of Finance order of January 2026 (secondary: StartupCafe): 31 May of the following year; 2026 → Monday 31/05/2027.
    expect(dues('ro-financial-statements-may', { incorporationDate: '2010-01-01' }, '2027-01-01', '2027-12-31')).toEqual([['2026-12-31', '2027-05-31']]);
  });

  it('boundary: 31 May 2026 is a Sunday and 1 June a public holiday → Tuesday 2 June; the 2024 statements keep the 150 days', () => {
    expect(dues('ro-financial-statements-may', { incorporationDate: '2010-01-01' }, '2025-01-01', '2026-12-31')).toEqual([['2025-12-31', '2026-06-02']]);
    expect(dues('ro-financial-statements', { incorporationDate: '2010-01-01' }, '2025-01-01', '2026-12-31')).toEqual([['2024-12-31', '2025-05-30']]);
  });

  it('first period: incorporated 1/8/2025, first year to 31/12/2025 → 02/06/2026', () => {
    expect(dues('ro-financial-statements-may', { incorporationDate: '2025-08-01' }, '2025-01-01', '2026-12-31')).toEqual([['2025-12-31', '2026-06-02']]);
  });
});
