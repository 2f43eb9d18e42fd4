import { describe, expect, it } from 'vitest';
import {
  HK_COMPANIES_REGISTRY_EXTRACT,
  IT_VISURA_CAMERALE,
  UK_CERTIFICATE_OF_INCORPORATION,
  UK_COMPANY_OVERVIEW,
} from '../server/seed/factories/company-documents';
import { acceptSuggestionsSchema, parseStatedDate, personName, suggestFromText, type FoundValue } from './client-suggestions';

const TODAY = '2026-11-24';
/** The text extraction gives one line per line of the page, pages one after the other. */
const textOf = (pages: string[][]) => pages.map((lines) => lines.join('\n')).join('\n');
const byField = (found: FoundValue[]) => Object.fromEntries(found.map((f) => [f.field, f.value]));

describe('suggestFromText', () => {
  it('reads an English certificate of incorporation: number, country and date, each with its line', () => {
    const found = suggestFromText(textOf(UK_CERTIFICATE_OF_INCORPORATION), TODAY);
    expect(found).toEqual([
      { field: 'countryCode', value: 'GB', sentence: 'The Registrar of Companies for England and Wales, hereby certifies that' },
      { field: 'incorporationDate', value: '2024-03-03', sentence: 'Given at Companies House, Cardiff, on 3rd March 2024' },
      { field: 'companyNumber', value: '12345678', sentence: 'Company Number 12345678' },
    ]);
  });

  it('reads a Companies House overview: the director, surname first, becomes "Name Surname"; the registered office is the address', () => {
    expect(byField(suggestFromText(textOf(UK_COMPANY_OVERVIEW), TODAY))).toEqual({
      fullName: 'John Robert Smith',
      countryCode: 'GB',
      incorporationDate: '2024-03-03',
      companyNumber: '12345678',
      companyAddress: '71-75 Shelton Street, Covent Garden, London, WC2H 9JQ',
    });
  });

  it('reads a Hong Kong Companies Registry extract', () => {
    const found = suggestFromText(textOf(HK_COMPANIES_REGISTRY_EXTRACT), TODAY);
    expect(byField(found)).toEqual({
      fullName: 'Chan Tai Man',
      countryCode: 'HK',
      incorporationDate: '2020-01-15',
      companyNumber: '2912345',
      companyAddress: 'FLAT A, 12/F, WING ON CENTRE, 111 CONNAUGHT ROAD CENTRAL, SHEUNG WAN, HONG KONG',
    });
    expect(found.find((f) => f.field === 'incorporationDate')!.sentence).toBe('Date of Incorporation: 15-JAN-2020');
  });

  it('reads an Italian visura camerale: sole director, registered seat, deed of incorporation, tax code as the number', () => {
    const found = suggestFromText(textOf(IT_VISURA_CAMERALE), TODAY);
    expect(byField(found)).toEqual({
      fullName: 'Mario Rossi',
      countryCode: 'IT',
      incorporationDate: '2019-05-12',
      companyNumber: '12345678901',
      companyAddress: 'MILANO (MI) VIA ROMA 1 CAP 20121',
    });
    expect(found.find((f) => f.field === 'fullName')!.sentence).toBe('Amministratore Unico: MARIO ROSSI nato a MILANO (MI) il 01/01/1980');
    expect(found.find((f) => f.field === 'incorporationDate')!.sentence).toBe('Data atto di costituzione: 12/05/2019');
  });

  it('takes the REA number when the visura gives no tax code, and a value on the line after its label', () => {
    const text = 'Numero REA: MI - 2634567\nData atto di costituzione\n12 maggio 2019';
    expect(suggestFromText(text, TODAY)).toEqual([
      { field: 'incorporationDate', value: '2019-05-12', sentence: 'Data atto di costituzione 12 maggio 2019' },
      { field: 'companyNumber', value: 'MI-2634567', sentence: 'Numero REA: MI - 2634567' },
    ]);
  });

  it('suggests nothing from a scanned PDF (no text) or from a text that states none of the fields', () => {
    expect(suggestFromText('', TODAY)).toEqual([]);
    expect(suggestFromText('Fattura n. 12 del 3 marzo 2024\nTotale: 1.200,00 EUR\nDirettore commerciale', TODAY)).toEqual([]);
  });

  it('does not take a jurisdiction for an address, a future date, or a phrase for a name', () => {
    const text = [
      'Registered office: in England and Wales',
      'Date of incorporation: 3 March 2099',
      'Director: of the Registry',
      'Sole Director: 12345',
    ].join('\n');
    expect(byField(suggestFromText(text, TODAY))).toEqual({ countryCode: 'GB' });
  });

  it('matches a country by its name in the countries table when no known jurisdiction is named', () => {
    const text = 'Place of incorporation: Seychelles';
    expect(suggestFromText(text, TODAY)).toEqual([]);
    expect(suggestFromText(text, TODAY, [{ isoCode: 'SC', name: 'Seychelles' }])).toEqual([{ field: 'countryCode', value: 'SC', sentence: text }]);
  });
});

describe('parseStatedDate', () => {
  it.each([
    ['on 3rd March 2024', '2024-03-03'],
    ['15-JAN-2020', '2020-01-15'],
    ['costituita il 1° luglio 2021', '2021-07-01'],
    ['12/05/2019', '2019-05-12'],
    ['2019-05-12', '2019-05-12'],
    ['31/02/2020', null],
    ['Companies Act 2006', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseStatedDate(text, TODAY)).toBe(expected);
  });
});

describe('personName', () => {
  it.each([
    ['MARIO ROSSI', 'Mario Rossi'],
    ["GIUSEPPE D'ANGELO nato a Napoli", "Giuseppe D'Angelo"],
    ['SMITH, John', 'John Smith'],
    ['Anna Maria Bianchi (dal 2020)', 'Anna Maria Bianchi'],
    ['Rossi', null],
    ['', null],
  ])('%s -> %s', (raw, expected) => {
    expect(personName(raw)).toBe(expected);
  });
});

describe('acceptSuggestionsSchema', () => {
  it('takes known fields only, at least one', () => {
    expect(acceptSuggestionsSchema.safeParse({ fields: ['fullName', 'countryCode'] }).success).toBe(true);
    expect(acceptSuggestionsSchema.safeParse({ fields: [] }).error?.issues[0]?.message).toBe('Scegli almeno un suggerimento');
    expect(acceptSuggestionsSchema.safeParse({ fields: ['email'] }).success).toBe(false);
  });
});
