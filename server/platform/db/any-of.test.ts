import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { anyOf } from './any-of';
import { countries } from './schema';

const t = await createTestApp();
afterAll(() => t.close());

describe('anyOf', () => {
  it('finds the rows whose column is one of the values, sent as one parameter of the column’s type', async () => {
    const found = t.ctx.db.select({ code: countries.isoCode }).from(countries).where(anyOf(countries.isoCode, ['GB', 'MT', 'XX'])).orderBy(countries.isoCode);
    expect(found.toSQL().params).toEqual([['GB', 'MT', 'XX']]);
    expect(found.toSQL().sql).toContain('= any($1::varchar(2)[])');
    expect((await found).map((c) => c.code)).toEqual(['GB', 'MT']);
  });

  it('finds nothing among no values, as inArray', async () => {
    expect(await t.ctx.db.select().from(countries).where(anyOf(countries.isoCode, []))).toEqual([]);
  });
});
