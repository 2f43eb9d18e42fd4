import { describe, expect, it } from 'vitest';
import { formatBytes, quotaPercent } from './file-size';

describe('formatBytes', () => {
  it('uses Bytes, KB, MB and GB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(10 * 1024 ** 3)).toBe('10 GB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3072 GB');
  });
  it('rounds to 2 decimals', () => {
    expect(formatBytes(1234567)).toBe('1,18 MB');
  });
  it('treats nonsense as zero', () => {
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });
});

describe('quotaPercent', () => {
  it('is bounded to 0..100', () => {
    expect(quotaPercent(0, 100)).toBe(0);
    expect(quotaPercent(50, 100)).toBe(50);
    expect(quotaPercent(500, 100)).toBe(100);
    expect(quotaPercent(5, 0)).toBe(0);
  });
});

describe('formatBytes in a long table', () => {
  it('builds one number formatter per number of decimals, not one per size', () => {
    formatBytes(1536);
    const Real = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built++;
      }
    } as typeof Real;
    try {
      for (let i = 1; i <= 100; i++) formatBytes(i * 1536);
    } finally {
      Intl.NumberFormat = Real;
    }
    expect(built).toBe(0);
  });
});
