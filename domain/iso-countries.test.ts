import { describe, expect, it } from 'vitest';
import { partyInputSchema } from './aml/file';
import { ISO_COUNTRY_CODES, isIsoCountry } from './iso-countries';

describe('ISO_COUNTRY_CODES', () => {
  it('holds the 249 codes ISO 3166-1 assigns, sorted, each once', () => {
    expect(ISO_COUNTRY_CODES.length).toBe(249);
    expect([...ISO_COUNTRY_CODES].sort()).toEqual([...ISO_COUNTRY_CODES]);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(ISO_COUNTRY_CODES.length);
    for (const code of ISO_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('has the countries and territories the firm works with, and not the codes ISO leaves unassigned', () => {
    for (const code of ['IT', 'AE', 'GB', 'HK', 'SC', 'VG', 'KY', 'GI', 'IM', 'JE', 'GG', 'MT', 'CY', 'BQ', 'SS', 'SX', 'CW']) expect(isIsoCountry(code)).toBe(true);
    // XK (Kosovo) is user-assigned; UK and EU are reserved; AN (Netherlands Antilles) was withdrawn in 2010.
    for (const code of ['XK', 'UK', 'EU', 'AN', 'ZZ', 'ae', '']) expect(isIsoCountry(code)).toBe(false);
  });

  it('names every code in Italian (each one a region the browser knows)', () => {
    const names = new Intl.DisplayNames(['it'], { type: 'region', fallback: 'none' });
    for (const code of ISO_COUNTRY_CODES) expect(names.of(code), code).toBeTruthy();
  });
});

describe("an AML file's person", () => {
  const person = { kind: 'natural', name: 'Mario Bianchi', pepSource: 'Dichiarazione del cliente' } as const;

  it('takes an assigned code for nationality and residence, and refuses any other with "Scegli un paese"', () => {
    expect(partyInputSchema.parse({ ...person, nationality: 'AE', residenceCountry: 'VG' })).toMatchObject({ nationality: 'AE', residenceCountry: 'VG' });
    const refused = partyInputSchema.safeParse({ ...person, nationality: 'XK', residenceCountry: 'UK' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nationality', 'Scegli un paese'],
      ['residenceCountry', 'Scegli un paese'],
    ]);
  });
});
