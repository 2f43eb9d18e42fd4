/** United Arab Emirates: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { obligationsOf } from '../occurrences';
import { complianceRule } from '../rules';
import { dues } from './golden';

describe('AE Corporate Tax registration (incorporated from 1 March 2024)', () => {
  it('ordinary: within 3 months of incorporation', () => {
    // FTA Decision No. 3 of 2024 art. 3(3): incorporated 1/1/2026 → 3 months ending 31/03/2026.
    expect(dues('ae-ct-registration', { incorporationDate: '2026-01-01' }, '2026-01-01', '2026-12-31')).toEqual([['2026-01-01', '2026-03-31']]);
  });

  it('boundary: from incorporations on 1 March 2024; a Saturday stays', () => {
    expect(dues('ae-ct-registration', { incorporationDate: '2024-03-01' }, '2024-01-01', '2024-12-31')).toEqual([['2024-03-01', '2024-05-31']]);
    expect(dues('ae-ct-registration', { incorporationDate: '2024-02-29' }, '2024-01-01', '2024-12-31')).toEqual([]);
    // 31/5/2025 + 3 months - 1 day = Saturday 30/08/2025, unchanged.
    expect(dues('ae-ct-registration', { incorporationDate: '2025-05-31' }, '2025-01-01', '2025-12-31')).toEqual([['2025-05-31', '2025-08-30']]);
  });

  it('first period: a one-off at incorporation', () => {
    expect(dues('ae-ct-registration', { incorporationDate: '2025-10-15' }, '2025-01-01', '2030-12-31')).toEqual([['2025-10-15', '2026-01-14']]);
  });
});

describe('AE Corporate Tax registration (incorporated before 1 March 2024)', () => {
  it('ordinary: the 2024 date of the licence month, whatever its year', () => {
    // FTA Decision No. 3 of 2024 art. 3(1) table: licence of January (2015) → 31/05/2024.
    expect(dues('ae-ct-registration-2024', { incorporationDate: '2015-01-10' }, '2024-01-01', '2024-12-31')).toEqual([['2015-01-10', '2024-05-31']]);
  });

  it('boundary: a 29 February licence, the last day before the new regime, and the months sharing a date', () => {
    // 1-28/29 February → 31/05/2024; 29/2/2024 is the last incorporation before the Decision took effect.
    expect(dues('ae-ct-registration-2024', { incorporationDate: '2024-02-29' }, '2024-01-01', '2024-12-31')).toEqual([['2024-02-29', '2024-05-31']]);
    expect(dues('ae-ct-registration-2024', { incorporationDate: '2024-03-01' }, '2024-01-01', '2024-12-31')).toEqual([]);
    // 1-30 September → 31/10/2024; 1-31 December → 31/12/2024.
    expect(dues('ae-ct-registration-2024', { incorporationDate: '2018-09-30' }, '2024-01-01', '2024-12-31')).toEqual([['2018-09-30', '2024-10-31']]);
    expect(dues('ae-ct-registration-2024', { incorporationDate: '2010-12-31' }, '2024-01-01', '2024-12-31')).toEqual([['2010-12-31', '2024-12-31']]);
  });

  it('first period: a one-off, licence of June 2023 → 31/08/2024', () => {
    expect(dues('ae-ct-registration-2024', { incorporationDate: '2023-06-15' }, '2023-01-01', '2030-12-31')).toEqual([['2023-06-15', '2024-08-31']]);
  });
});

describe('AE Corporate Tax return and payment', () => {
  it('ordinary: 9 months after the tax period', () => {
    // Federal Decree-Law No. 47 of 2022 art. 53(1): 31/12/2024 → 30/09/2025; payment by the same day (art. 48(2)).
    expect(dues('ae-ct-return', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-30']]);
    expect(dues('ae-ct-payment', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-30']]);
  });

  it('boundary: 31 May + 9 months is February’s last day; periods beginning from 1 June 2023 only', () => {
    // 31/5/2025 → 28/02/2026 (month end to month end).
    expect(dues('ae-ct-return', { incorporationDate: '2020-01-01', financialYearEnd: '05-31' }, '2026-01-01', '2026-12-31')).toEqual([['2025-05-31', '2026-02-28']]);
    // Art. 70: the period 1/1/2023-31/12/2023 began before 1/6/2023, no return; the first is 2024's.
    expect(dues('ae-ct-return', { incorporationDate: '2020-01-01' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-30']]);
  });

  it('first period: from incorporation to the first year end', () => {
    // Incorporated 15/3/2024, first tax period to 31/12/2024 → 30/09/2025.
    expect(dues('ae-ct-return', { incorporationDate: '2024-03-15' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-30']]);
    expect(dues('ae-ct-payment', { incorporationDate: '2024-03-15' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-09-30']]);
  });
});

describe('AE trade licence renewal', () => {
  // The licence states its expiry; it is renewed by then, each year (DMCC, Revised Late Renewal Penalty Fee FAQs: penalties run from expiry).
  it('ordinary: by the expiry written on the licence, then each year', () => {
    expect(dues('ae-trade-licence-renewal', { incorporationDate: '2022-03-11', tradeLicenceExpiry: '2026-03-10' }, '2026-01-01', '2027-12-31')).toEqual([
      ['2026-03-10', '2026-03-10'],
      ['2027-03-10', '2027-03-10'],
    ]);
  });

  it('boundary: a licence expiring on 29 February expires on 28 February in other years; a Friday or Saturday stays', () => {
    expect(dues('ae-trade-licence-renewal', { tradeLicenceExpiry: '2024-02-29' }, '2025-01-01', '2028-12-31')).toEqual([
      ['2025-02-28', '2025-02-28'],
      ['2026-02-28', '2026-02-28'],
      ['2027-02-28', '2027-02-28'],
      ['2028-02-29', '2028-02-29'],
    ]);
    // 16/10/2026 is a Friday, 17/10/2026 a Saturday: renewals fall due before expiry, so nothing moves.
    expect(dues('ae-trade-licence-renewal', { tradeLicenceExpiry: '2026-10-17' }, '2026-01-01', '2026-12-31')).toEqual([['2026-10-17', '2026-10-17']]);
  });

  it('first period: the recorded expiry is the first; without it the client lacks the date, not the incorporation', () => {
    expect(dues('ae-trade-licence-renewal', { incorporationDate: '2026-05-02', tradeLicenceExpiry: '2027-05-01' }, '2026-01-01', '2027-12-31')).toEqual([['2027-05-01', '2027-05-01']]);
    const { missing } = obligationsOf({ id: 'x', countryCode: 'AE', entityType: 'fze', incorporationDate: null, financialYearEnd: '12-31' }, { from: '2026-01-01', to: '2026-12-31' }, [complianceRule('ae-trade-licence-renewal')!]);
    expect(missing).toEqual([{ ruleId: 'ae-trade-licence-renewal', clientId: 'x', missing: ['Scadenza licenza commerciale'] }]);
  });
});
