import { describe, expect, it } from 'vitest';
import { FLAG_EMOJI, WHITE_FLAG, flagEmoji } from './flags';

describe('flag emoji', () => {
  it('covers the fifteen countries of the spec', () => {
    expect(Object.keys(FLAG_EMOJI).sort()).toEqual(['AE', 'BG', 'CY', 'CZ', 'EE', 'GB', 'HK', 'IE', 'LT', 'MT', 'PL', 'PT', 'RO', 'SK', 'US']);
    expect(flagEmoji('MT')).toBe('🇲🇹');
    expect(flagEmoji('us')).toBe('🇺🇸');
  });

  it('falls back to a white flag', () => {
    expect(flagEmoji('CH')).toBe(WHITE_FLAG);
    expect(flagEmoji(null)).toBe(WHITE_FLAG);
    expect(flagEmoji('')).toBe(WHITE_FLAG);
  });
});
