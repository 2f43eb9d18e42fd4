/** Bulgaria: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('BG annual corporate tax return', () => {
  it('ordinary: 30 June of the next year', () => {
    // Corporate Income Tax Act art. 92 (secondary): 2024 → 30/06/2025 (Monday).
    expect(dues('bg-corporate-tax-return', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024', '2025-06-30']]);
  });

  it('boundary: 30 June 2024 is a Sunday → Monday 1 July (as the NRA moved Saturday 31 March 2018 to Monday 2 April)', () => {
    expect(dues('bg-corporate-tax-return', { incorporationDate: '2020-01-01' }, '2024-01-01', '2024-12-31')).toEqual([['2023', '2024-07-01']]);
  });

  it('first period: the calendar year of incorporation', () => {
    // Incorporated 10/9/2024: tax year 2024 → 30/06/2025.
    expect(dues('bg-corporate-tax-return', { incorporationDate: '2024-09-10' }, '2024-01-01', '2025-12-31')).toEqual([['2024', '2025-06-30']]);
  });
});

describe('BG financial statements in the Commercial Register', () => {
  it('ordinary: 30 September of the next year', () => {
    // Accountancy Act art. 38 (secondary): 2024 → 30/09/2025 (Tuesday).
    expect(dues('bg-financial-statements', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024', '2025-09-30']]);
  });

  it('boundary: 30 September 2023 is a Saturday → Monday 2 October (a deadline on a closed day runs to the next working day)', () => {
    expect(dues('bg-financial-statements', { incorporationDate: '2020-01-01' }, '2023-01-01', '2023-12-31')).toEqual([['2022', '2023-10-02']]);
  });

  it('first period: the calendar year of incorporation', () => {
    expect(dues('bg-financial-statements', { incorporationDate: '2024-09-10' }, '2024-01-01', '2025-12-31')).toEqual([['2024', '2025-09-30']]);
  });
});
