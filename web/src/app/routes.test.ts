import { describe, expect, it } from 'vitest';
import { PAGES } from '@domain/policy';
import { PAGE_COMPONENTS } from './routes';

describe('route table', () => {
  it('has a component for every page of the policy, and no other', () => {
    expect(Object.keys(PAGE_COMPONENTS).sort()).toEqual(PAGES.map((p) => p.path).sort());
  });
});
