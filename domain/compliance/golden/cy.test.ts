/** Cyprus: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('CY annual return (HE32) with the financial statements', () => {
  it('ordinary: within the calendar year after the financial year', () => {
    // companies.gov.cy: one return each calendar year with the previous year's statements: 31/12/2024 → 31/12/2025.
    expect(dues('cy-annual-return', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-12-31']]);
  });

  it('boundary: a year ending 29 February', () => {
    // 12 months after 29/2/2024, month end to month end: 28/02/2025.
    expect(dues('cy-annual-return', { incorporationDate: '2020-01-01', financialYearEnd: '02-28' }, '2025-01-01', '2025-12-31')).toEqual([['2024-02-29', '2025-02-28']]);
  });

  it('first period: registered 1/3/2024, first HE32 with statements by 01/09/2025 (18 months), not 31/12/2025', () => {
    // companies.gov.cy: the first financial statements within 18 months of incorporation: registered 1/3/2024 → by 01/09/2025.
    expect(dues('cy-annual-return', { incorporationDate: '2024-03-01' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-01']]);
    // A later year keeps the ordinary date: 31/12/2025 → 31/12/2026.
    expect(dues('cy-annual-return', { incorporationDate: '2024-03-01' }, '2026-01-01', '2026-12-31')).toEqual([['2025-12-31', '2026-12-31']]);
  });
});

describe('CY annual levy', () => {
  it('ordinary: €350 by 30 June', () => {
    // Companies Law Cap. 113 s.391 (levy 2011-2023): 2023 → 30/06/2023.
    expect(dues('cy-annual-levy', { incorporationDate: '2015-03-01' }, '2023-01-01', '2023-12-31')).toEqual([['2023', '2023-06-30']]);
  });

  it('boundary: abolished from 2024 (L.25(I)/2024)', () => {
    expect(dues('cy-annual-levy', { incorporationDate: '2015-03-01' }, '2024-01-01', '2025-12-31')).toEqual([]);
  });

  it('first period: a company registered after 30 June pays from the next year', () => {
    // Registered 1/8/2017: first levy 30/06/2018.
    expect(dues('cy-annual-levy', { incorporationDate: '2017-08-01' }, '2017-01-01', '2018-12-31')).toEqual([['2018', '2018-06-30']]);
  });
});

describe('CY company tax return (IR4)', () => {
  it('ordinary: 31 March of the second year after the tax year', () => {
    // Assessment and Collection of Taxes Law art. 5: end of the next year + 3 months for e-filing: tax year 2024 → 31/03/2026.
    expect(dues('cy-tax-return', { incorporationDate: '2020-01-01' }, '2026-01-01', '2026-12-31')).toEqual([['2024', '2026-03-31']]);
  });

  it('boundary: a Sunday due date stays', () => {
    // Tax year 2022 → Sunday 31/03/2024, unchanged (the law gives no extension).
    expect(dues('cy-tax-return', { incorporationDate: '2020-01-01' }, '2024-01-01', '2024-12-31')).toEqual([['2022', '2024-03-31']]);
  });

  it('first period: the tax year of incorporation', () => {
    // Incorporated 10/6/2024: tax year 2024 → 31/03/2026.
    expect(dues('cy-tax-return', { incorporationDate: '2024-06-10' }, '2024-01-01', '2026-12-31')).toEqual([['2024', '2026-03-31']]);
  });
});
