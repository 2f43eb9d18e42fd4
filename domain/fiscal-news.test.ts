import { describe, expect, it } from 'vitest';
import { isIsoDate } from './periods';
import { FISCAL_NEWS, fiscalNewsCounters } from './fiscal-news';

describe('fiscal news', () => {
  it('holds the five items of the spec, each with every field', () => {
    expect(FISCAL_NEWS.map((n) => n.titolo)).toEqual([
      expect.stringContaining('Pillar Two'),
      expect.stringContaining('Malta'),
      expect.stringContaining('Cipro'),
      expect.stringContaining('DAC8'),
      expect.stringContaining('CRS'),
    ]);
    for (const n of FISCAL_NEWS) {
      for (const value of Object.values(n)) expect(String(value).trim()).not.toBe('');
      expect(isIsoDate(n.dataPublicazione) && isIsoDate(n.dataEffettiva)).toBe(true);
      expect(n.link).toMatch(/^https:\/\//);
    }
    expect(new Set(FISCAL_NEWS.map((n) => n.id)).size).toBe(5);
  });

  it('counts total, high priority, in force and fiscal items', () => {
    expect(fiscalNewsCounters(FISCAL_NEWS)).toEqual({ total: 5, highPriority: 3, inForce: 2, fiscal: 3 });
  });
});
