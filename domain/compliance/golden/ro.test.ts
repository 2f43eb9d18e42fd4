/** Romania: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('RO annual financial statements', () => {
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
