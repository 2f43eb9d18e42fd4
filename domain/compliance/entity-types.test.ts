import { describe, expect, it } from 'vitest';
import { entityTypeLabel, entityTypesOf, formatFinancialYearEnd, isEntityTypeOf, isFinancialYearEnd } from './entity-types';

describe('legal forms per country', () => {
  it('lists a country\'s forms, and "Altro" for any other country or none', () => {
    expect(entityTypesOf('US').map((t) => t.id)).toEqual(['llc-de', 'llc', 'corp-de', 'corp']);
    expect(entityTypesOf('ee').map((t) => t.id)).toEqual(['ou', 'as']);
    expect(entityTypesOf('PT').map((t) => t.id)).toEqual(['lda', 'sa']);
    expect(entityTypesOf('RO').map((t) => t.id)).toEqual(['srl', 'sa']);
    expect(entityTypesOf('IE').map((t) => t.id)).toEqual(['ltd', 'dac']);
    expect(entityTypesOf('BG').map((t) => t.id)).toEqual(['eood', 'ood', 'ad']);
    expect(entityTypesOf('IT')).toEqual([{ id: 'other', label: 'Altro' }]);
    expect(entityTypesOf(null)).toEqual([{ id: 'other', label: 'Altro' }]);
  });

  it('knows which form belongs to which country, with its Italian label', () => {
    expect(isEntityTypeOf('US', 'ou')).toBe(false);
    expect(isEntityTypeOf('AE', 'llc')).toBe(true);
    expect(entityTypeLabel('AE', 'llc')).toBe('LLC (mainland)');
    expect(entityTypeLabel('US', 'llc')).toBe('LLC (altro Stato)');
    expect(entityTypeLabel('GB', 'ou')).toBeNull();
    expect(entityTypeLabel('GB', null)).toBeNull();
  });
});

describe('financial year end', () => {
  it('is a real day of every year: 29 February and impossible days refused', () => {
    for (const ok of ['12-31', '03-31', '06-30', '02-28', '01-01']) expect(isFinancialYearEnd(ok), ok).toBe(true);
    for (const bad of ['02-29', '02-30', '04-31', '13-01', '00-10', '12-00', '1-31', '31/12', '']) expect(isFinancialYearEnd(bad), bad).toBe(false);
  });

  it('is shown as dd/MM, 31/12 when none', () => {
    expect(formatFinancialYearEnd('06-30')).toBe('30/06');
    expect(formatFinancialYearEnd(null)).toBe('31/12');
  });
});
