import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pageItems', () => {
  it('shows up to 5 consecutive pages around the current one on desktop', () => {
    expect(pageItems(1, 3, false)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10, false)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(6, 10, false)).toEqual([4, 5, 6, 7, 8]);
    expect(pageItems(10, 10, false)).toEqual([6, 7, 8, 9, 10]);
  });
  it('shows first, current and last with ellipses on phones', () => {
    expect(pageItems(1, 10, true)).toEqual([1, 'gap-end', 10]);
    expect(pageItems(5, 10, true)).toEqual([1, 'gap-start', 5, 'gap-end', 10]);
    expect(pageItems(2, 3, true)).toEqual([1, 2, 3]);
    expect(pageItems(10, 10, true)).toEqual([1, 'gap-start', 10]);
  });
  it('is a single page when there is nothing to page through', () => {
    expect(pageItems(1, 0, false)).toEqual([1]);
  });
});
