import { describe, expect, it } from 'vitest';
import { COUNT_CAP, pagedUpToCap } from './list-query';

describe('a page whose total was counted up to COUNT_CAP past its start', () => {
  const query = { page: 3, pageSize: 20 }; // starts at 40

  it('shows the count when counting stopped before the cap', () => {
    expect(pagedUpToCap(['a'], 40 + COUNT_CAP, query)).toEqual({ items: ['a'], total: 40 + COUNT_CAP, page: 3, pageSize: 20 });
  });

  it('shows the cap, and that there are more, when one more was counted', () => {
    expect(pagedUpToCap(['a'], 40 + COUNT_CAP + 1, query)).toEqual({ items: ['a'], total: 40 + COUNT_CAP, page: 3, pageSize: 20, totalCapped: true });
  });
});
