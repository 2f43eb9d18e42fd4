import { describe, expect, it } from 'vitest';
import { formatFee } from './fee';

describe('formatFee', () => {
  it('writes a fee in Italian with its currency, and "Nessun costo" when there is none', () => {
    expect(formatFee({ amount: 50, currency: 'GBP' })).toBe('50,00\u00a0£');
    expect(formatFee({ amount: 12.5, currency: 'EUR' })).toBe('12,50\u00a0€');
    expect(formatFee({ amount: 105, currency: 'HKD' })).toMatch(/^105,00\u00a0(HK\$|HKD)$/);
    expect(formatFee(null)).toBe('Nessun costo');
  });
});
