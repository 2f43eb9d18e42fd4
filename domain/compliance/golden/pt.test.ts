/** Portugal: golden dates worked by hand from the texts cited in each case. */
import { describe, expect, it } from 'vitest';
import { dues } from './golden';

describe('PT Modelo 22 (IRC)', () => {
  it('ordinary: the last day of May, a Saturday in 2025 included', () => {
    // portaldasfinancas.gov.pt: «até ao fim do próximo mês de maio»; CIRC art. 120(1), «independentemente de esse dia ser útil ou não útil»: 2024 → Saturday 31/05/2025.
    expect(dues('pt-modelo-22', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-05-31']]);
  });

  it('boundary: another period ends → last day of the 5th month, 29 February in a leap year', () => {
    // CIRC art. 120(2): period ending 30/9/2024 → 28/02/2025; ending 30/9/2027 → 29/02/2028.
    expect(dues('pt-modelo-22', { incorporationDate: '2020-01-01', financialYearEnd: '09-30' }, '2025-01-01', '2025-12-31')).toEqual([['2024-09-30', '2025-02-28']]);
    expect(dues('pt-modelo-22', { incorporationDate: '2020-01-01', financialYearEnd: '09-30' }, '2028-01-01', '2028-12-31')).toEqual([['2027-09-30', '2028-02-29']]);
  });

  it('first period: from incorporation to 31 December', () => {
    // CIRC art. 8(4): incorporated 10/3/2024, first period to 31/12/2024 → 31/05/2025.
    expect(dues('pt-modelo-22', { incorporationDate: '2024-03-10' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-05-31']]);
  });

  // CIRC art. 8(4): incorporated 1/8/2024, a short first period to 31/12/2024 → 31/05/2025.
  it('first period of 5 months: incorporated 1/8/2024, period to 31/12/2024, Modelo 22 due 31/05/2025', () => {
    expect(dues('pt-modelo-22', { incorporationDate: '2024-08-01' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-05-31']]);
  });
});

describe('PT IES', () => {
  it('ordinary: 15 July', () => {
    // 2024 → 15/07/2025 (Tuesday).
    expect(dues('pt-ies', { incorporationDate: '2020-01-01' }, '2025-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-07-15']]);
  });

  it('boundary: the 15th of the 7th month after another period end; a Saturday stays', () => {
    // 30/9/2024 → 15/04/2025; 2022 → Saturday 15/07/2023, unchanged.
    expect(dues('pt-ies', { incorporationDate: '2020-01-01', financialYearEnd: '09-30' }, '2025-01-01', '2025-12-31')).toEqual([['2024-09-30', '2025-04-15']]);
    expect(dues('pt-ies', { incorporationDate: '2020-01-01' }, '2023-01-01', '2023-12-31')).toEqual([['2022-12-31', '2023-07-15']]);
  });

  it('first period: the first year to 31 December', () => {
    expect(dues('pt-ies', { incorporationDate: '2024-03-10' }, '2024-01-01', '2025-12-31')).toEqual([['2024-12-31', '2025-07-15']]);
  });
});
