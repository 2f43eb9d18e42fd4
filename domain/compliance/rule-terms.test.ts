import { describe, expect, it } from 'vitest';
import { holidayShiftText, jurisdictionStateName, ruleTermText, validityText } from './rule-terms';
import { COMPLIANCE_RULES, complianceRule, type ComplianceRule } from './rules';

const rule = (id: string) => complianceRule(id)!;
const days = (n: number) => ({ months: 0, days: n, arithmetic: 'corresponding-day' as const });

describe('ruleTermText', () => {
  it('says when each rule of the catalogue falls due', () => {
    expect(Object.fromEntries(COMPLIANCE_RULES.map((r) => [r.id, ruleTermText(r)]))).toEqual({
      'gb-confirmation-statement': '13 giorni dopo ogni anniversario della costituzione',
      'gb-annual-accounts':
        '9 mesi dopo la fine di ogni esercizio; un primo esercizio di oltre 12 mesi: il più tardi tra 21 mesi dalla costituzione e 3 mesi dalla sua fine',
      'gb-corporation-tax-payment': '9 mesi e 1 giorno dopo la fine di ogni esercizio',
      'gb-ct600': '12 mesi dopo la fine di ogni esercizio',
      'gb-identity-verification': '13 giorni dopo ogni anniversario della costituzione',
      'hk-annual-return': '42 giorni dopo ogni anniversario della costituzione',
      'hk-profits-tax-return': 'una data che dipende dal mese della fine di ogni esercizio (vedi la nota)',
      'hk-business-registration': '1 giorno prima di ogni anniversario della costituzione',
      'mt-annual-return': '42 giorni dopo ogni anniversario della costituzione',
      'mt-financial-statements': '10 mesi e 42 giorni dopo la fine di ogni esercizio',
      'mt-income-tax-return': '9 mesi dopo la fine di ogni esercizio, ma non prima del 31 marzo dell’anno seguente',
      'cy-annual-return': '12 mesi dopo la fine di ogni esercizio; il primo esercizio: non oltre 18 mesi dalla costituzione',
      'cy-annual-levy': 'il 30 giugno di ogni anno',
      'cy-tax-return': 'il 31 marzo di ogni anno, per l’anno precedente',
      'ee-annual-report': '6 mesi dopo la fine di ogni esercizio',
      'us-de-llc-annual-tax': 'il 1° giugno di ogni anno, per l’anno precedente',
      'us-form-5472': '3 mesi e 15 giorni dopo la fine di ogni esercizio',
      'us-form-1065': '2 mesi e 15 giorni dopo la fine di ogni esercizio',
      'us-de-franchise-tax': 'il 1° marzo di ogni anno, per l’anno precedente',
      'us-form-1120': '3 mesi e 15 giorni dopo la fine di ogni esercizio',
      'us-boi': '60 giorni dopo la costituzione',
      'us-boi-foreign-company': '30 giorni dopo la registrazione in uno Stato USA, ma non prima del 25/04/2025',
      'ae-ct-registration': '3 mesi dopo la costituzione, meno 1 giorno',
      'ae-ct-registration-2024': 'una data che dipende dal mese della costituzione (vedi la nota)',
      'ae-ct-return': '9 mesi dopo la fine di ogni esercizio',
      'ae-ct-payment': 'alla scadenza di «Dichiarazione Corporate Tax» dello stesso periodo',
      'ae-trade-licence-renewal': 'alla scadenza della licenza commerciale e a ogni suo anniversario',
      'pt-modelo-22': 'l’ultimo giorno del 5° mese dopo la fine di ogni esercizio',
      'pt-ies': 'il giorno 15 del 7° mese dopo la fine di ogni esercizio',
      'ro-financial-statements': '150 giorni dopo la fine di ogni esercizio',
      'ro-financial-statements-may': '5 mesi dopo la fine di ogni esercizio',
      'ie-ct1': 'il giorno 23 del 9° mese dopo la fine di ogni esercizio',
      'ie-annual-return': '6 mesi e 56 giorni dopo la costituzione e ogni suo anniversario',
      'bg-corporate-tax-return': 'il 30 giugno di ogni anno, per l’anno precedente',
      'bg-financial-statements': 'il 30 settembre di ogni anno, per l’anno precedente',
    });
  });

  it('reads any anchor with any offset: after, at, before, singular and plural', () => {
    const base = rule('hk-annual-return');
    const term = (anchor: ComplianceRule['anchor'], offset: ComplianceRule['offset']) => ruleTermText({ ...base, anchor, offset, longFirstPeriod: undefined });
    expect(term({ kind: 'anniversary' }, days(14))).toBe('14 giorni dopo ogni anniversario della costituzione');
    expect(term({ kind: 'anniversary' }, days(0))).toBe('a ogni anniversario della costituzione');
    expect(term({ kind: 'incorporation' }, days(1))).toBe('1 giorno dopo la costituzione');
    expect(term({ kind: 'incorporation' }, days(0))).toBe('alla costituzione');
    expect(term({ kind: 'incorporation' }, days(-10))).toBe('10 giorni prima della costituzione');
    expect(term({ kind: 'financial-year-end' }, { months: 1, days: 0, arithmetic: 'month-end' })).toBe('1 mese dopo la fine di ogni esercizio');
    expect(term({ kind: 'financial-year-end' }, { months: -2, days: -3, arithmetic: 'month-end' })).toBe('2 mesi e 3 giorni prima della fine di ogni esercizio');
    expect(term({ kind: 'financial-year-end' }, days(0))).toBe('alla fine di ogni esercizio');
    expect(term({ kind: 'obligation', ruleId: 'gb-ct600' }, days(7))).toBe('7 giorni dopo la scadenza di «Dichiarazione Corporation Tax (CT600)» dello stesso periodo');
    expect(term({ kind: 'fixed-date', monthDay: '01-31' }, days(0))).toBe('il 31 gennaio di ogni anno');
    expect(term({ kind: 'fixed-date', monthDay: '03-31' }, { months: 2, days: 0, arithmetic: 'month-end' })).toBe('il 31 maggio di ogni anno');
    expect(term({ kind: 'fixed-date', monthDay: '12-01' }, days(31))).toBe('il 1° gennaio di ogni anno, per l’anno precedente');
  });
});

describe('holidayShiftText', () => {
  it('says how a due date on a closed day moves', () => {
    expect(holidayShiftText('none')).toBe('Nessuno spostamento per sabati, domeniche o festivi');
    expect(holidayShiftText('next-working-day')).toBe('Di sabato, domenica o festivo: il primo giorno lavorativo seguente');
    expect(holidayShiftText('next-day-not-sunday-or-holiday')).toBe('Di domenica o festivo: il giorno seguente che non sia né domenica né festivo; il sabato resta');
    expect(holidayShiftText('previous-working-day')).toBe('Di sabato, domenica o festivo: l’ultimo giorno lavorativo precedente');
  });
});

describe('validityText', () => {
  it('gives the dates between which the rule is law, Italian style', () => {
    expect(validityText(null, null)).toBe('Senza limiti di data');
    expect(validityText('2016-06-30', null)).toBe('Dal 30/06/2016');
    expect(validityText(null, '2023-12-31')).toBe('Fino al 31/12/2023');
    expect(validityText('2011-01-01', '2023-12-31')).toBe('Dal 01/01/2011 al 31/12/2023');
  });
});

describe('jurisdictionStateName', () => {
  it('names the state of a state rule, nothing for a whole country', () => {
    expect(jurisdictionStateName('US', 'DE')).toBe('Delaware');
    expect(jurisdictionStateName('GB', null)).toBeNull();
    expect(jurisdictionStateName('US', 'WY')).toBe('WY');
  });
});
