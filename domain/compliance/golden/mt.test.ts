/** Malta: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('MT annual return', () => {
  it('ordinary: 42 days after each anniversary of registration', () => {
    // mbr.mt, Registrar's notice of 25/3/2020: 10/5/2022 + 42 days = 21/06/2022.
    expect(dues('mt-annual-return', { incorporationDate: '2021-05-10' }, '2022-01-01', '2022-12-31')).toEqual([['2022-05-10', '2022-06-21']]);
  });

  it('boundary: an anniversary on 31 January runs into March', () => {
    // 31/1/2022 + 42 days = 14/03/2022.
    expect(dues('mt-annual-return', { incorporationDate: '2021-01-31' }, '2022-01-01', '2022-12-31')).toEqual([['2022-01-31', '2022-03-14']]);
  });

  it('first period: the first return on the first anniversary', () => {
    // Registered 2/9/2024: 2/9/2025 + 42 = 14/10/2025.
    expect(dues('mt-annual-return', { incorporationDate: '2024-09-02' }, '2024-01-01', '2025-12-31')).toEqual([['2025-09-02', '2025-10-14']]);
  });
});

describe('MT financial statements', () => {
  it('ordinary: 10 months and 42 days after the year end', () => {
    // mbr.mt notice of 25/3/2020 (private companies): 31/12/2024 + 10 months = 31/10/2025, + 42 days = 12/12/2025.
    expect(dues('mt-financial-statements', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-12-12']]);
  });

  it('boundary: a 30 June year end', () => {
    // 30/6/2024 + 10 months = 30/4/2025, + 42 days = 11/06/2025.
    expect(dues('mt-financial-statements', { incorporationDate: '2020-01-01', financialYearEnd: '06-30' }, '2025-01-01', '2025-12-31')).toEqual([['2024-06-30', '2025-06-11']]);
  });

  it('first period: a first accounting period of up to 18 months', () => {
    // Companies Act Cap. 386: incorporated 1/8/2024, first period to 31/12/2025 (17 months) → 31/10/2026 + 42 = 12/12/2026.
    expect(dues('mt-financial-statements', { incorporationDate: '2024-08-01' }, '2024-01-01', '2026-12-31')).toEqual([['2025-12-31', '2026-12-12']]);
  });
});

describe('MT income tax return', () => {
  it('ordinary: 9 months after a 31 December year end', () => {
    // cfr.gov.mt, 2025 filing table: financial year ending 31/12/2024 → manual return 30/09/2025.
    expect(dues('mt-income-tax-return', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-30']]);
  });

  it('boundary: year ends January-June by 31 March; a Sunday stays', () => {
    // cfr.gov.mt table: 29/02/2024 → 31/03/2025 (9 months would be 30/11/2024).
    expect(dues('mt-income-tax-return', { incorporationDate: '2020-01-01', financialYearEnd: '02-28' }, '2025-01-01', '2025-12-31')).toEqual([['2024-02-29', '2025-03-31']]);
    // Same table: 30/11/2024 → 31/08/2025, a Sunday, as listed.
    expect(dues('mt-income-tax-return', { incorporationDate: '2020-01-01', financialYearEnd: '11-30' }, '2025-01-01', '2025-12-31')).toEqual([['2024-11-30', '2025-08-31']]);
  });

  it('first period: the first year end', () => {
    // Incorporated 15/1/2024, first year to 31/12/2024: cfr.gov.mt table → 30/09/2025.
    expect(dues('mt-income-tax-return', { incorporationDate: '2024-01-15' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-30']]);
  });
});
