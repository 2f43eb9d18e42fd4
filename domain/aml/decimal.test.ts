import { describe, expect, it } from 'vitest';
import { compareDec, dec, decOfInt, decText, decTextIt, meanOf, parseDec, weightedSum } from './decimal';

describe('exact decimals for the scores', () => {
  it('0.3 × 3 + 0.7 × 1.2 is exactly 1.74', () => {
    expect(decText(weightedSum([[30, decOfInt(3)], [70, dec('1.2')]]))).toBe('1.74');
  });

  it('0.3 × 3 + 0.7 × 1 is exactly 1.6, where binary floats fall below it', () => {
    // The case the module exists for: in floats the sum is 1.5999999999999999, under the 1.6 boundary.
    expect(0.3 * 3 + 0.7 * 1).toBeLessThan(1.6);
    const exact = weightedSum([[30, decOfInt(3)], [70, decOfInt(1)]]);
    expect(exact).toBe(dec('1.6'));
    expect(compareDec(exact, dec('1.6'))).toBe(0);
  });

  it('0.3 × 4 + 0.7 × 2 is exactly 2.6 (floats: 2.5999999999999996)', () => {
    expect(0.3 * 4 + 0.7 * 2).toBeLessThan(2.6);
    expect(weightedSum([[30, decOfInt(4)], [70, decOfInt(2)]])).toBe(dec('2.6'));
  });

  it('0.4 × inherent + 0.6 × vulnerability is exact too', () => {
    expect(decText(weightedSum([[40, dec('2.25')], [60, dec('1.75')]]))).toBe('1.95');
  });

  it('reads a dot or an Italian comma, at most four decimals', () => {
    expect(parseDec('1,6')).toBe(dec('1.6'));
    expect(parseDec(' 3 ')).toBe(decOfInt(3));
    expect(parseDec('33.3333')).toBe(333_333);
    expect(parseDec('1.23456')).toBeNull();
    expect(parseDec('-1')).toBeNull();
    expect(parseDec('')).toBeNull();
  });

  it('a mean of ten grades is exact; a mean of three is rounded half up and says so', () => {
    expect(meanOf([1, 2, 2, 1, 1, 2, 1, 1, 1, 2].map(decOfInt), 2)).toEqual({ value: dec('1.4'), exact: true });
    // (1 + 2 + 2) / 3 = 1.666… → 1.67
    expect(meanOf([1, 2, 2].map(decOfInt), 2)).toEqual({ value: dec('1.67'), exact: false });
    // (1 + 1 + 2) / 3 = 1.333… → 1.33
    expect(meanOf([1, 1, 2].map(decOfInt), 2)).toEqual({ value: dec('1.33'), exact: false });
    // 1.125 → 1.13 (half up)
    expect(meanOf([dec('1.12'), dec('1.13')], 2)).toEqual({ value: dec('1.13'), exact: false });
  });

  it('prints the exact value, never a rounded one', () => {
    expect(decText(dec('1.605'))).toBe('1.605');
    expect(decText(decOfInt(3))).toBe('3');
    expect(decTextIt(dec('1.74'))).toBe('1,74');
  });
});
