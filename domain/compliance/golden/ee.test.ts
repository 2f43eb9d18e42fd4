/** Estonia: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('EE annual report (majandusaasta aruanne)', () => {
  it('ordinary: a calendar year is reported by 30 June, a Sunday in 2024 unchanged', () => {
    // ariregister.rik.ee (annual reports): year ending 31/12/2023 → last day of June 2024, 30/06/2024.
    expect(dues('ee-annual-report', { incorporationDate: '2020-01-10' }, '2024-01-01', '2024-12-31')).toEqual([['2023-12-31', '2024-06-30']]);
  });

  it('boundary: 6 months from a month end is a month end (29 February → 31 August)', () => {
    // Commercial Code §332(1), six months after the year end: 29/2/2024 → 31/08/2024.
    expect(dues('ee-annual-report', { incorporationDate: '2020-01-10', financialYearEnd: '02-28' }, '2024-01-01', '2024-12-31')).toEqual([['2024-02-29', '2024-08-31']]);
  });

  it('first period: the first financial year, up to 18 months', () => {
    // Accounting Act §13: incorporated 10/1/2023, first year to 31/12/2023 → 30/06/2024.
    expect(dues('ee-annual-report', { incorporationDate: '2023-01-10' }, '2023-01-01', '2024-12-31')).toEqual([['2023-12-31', '2024-06-30']]);
  });
});
