import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, accountGroupOf, formatAmount, formatEur, formatEurWhole, fromCents, groupByAccount, parseAmount, sumAmounts, subtractAmounts, toCents } from './money';

describe('parseAmount', () => {
  it('reads decimal text exactly and writes it with two decimals', () => {
    expect(parseAmount('12.5')).toEqual({ ok: true, value: '12.50' });
    expect(parseAmount('12,50')).toEqual({ ok: true, value: '12.50' });
    expect(parseAmount(' 0.1 ')).toEqual({ ok: true, value: '0.10' });
    expect(parseAmount('.5')).toEqual({ ok: true, value: '0.50' });
    expect(parseAmount('0')).toEqual({ ok: true, value: '0.00' });
    expect(parseAmount('1.50')).toEqual({ ok: true, value: '1.50' });
    expect(parseAmount('1234.500')).toEqual({ ok: true, value: '1234.50' });
    expect(parseAmount(0.1)).toEqual({ ok: true, value: '0.10' });
    expect(parseAmount('999999999.99')).toEqual({ ok: true, value: '999999999.99' });
  });

  it('refuses each bad amount with its Italian reason', () => {
    expect(parseAmount('')).toEqual({ ok: false, message: AMOUNT_MESSAGES.required });
    expect(parseAmount(undefined)).toEqual({ ok: false, message: AMOUNT_MESSAGES.required });
    expect(parseAmount('-5')).toEqual({ ok: false, message: AMOUNT_MESSAGES.negative });
    expect(parseAmount(-0.01)).toEqual({ ok: false, message: AMOUNT_MESSAGES.negative });
    expect(parseAmount('1,234')).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooManyDecimals });
    expect(parseAmount('0.125')).toEqual({ ok: false, message: AMOUNT_MESSAGES.tooManyDecimals });
    for (const bad of ['abc', '1e5', '1.2.3', '1.23.456', '12.50,00', '1,2,3', '01.000,50', 'NaN', 'Infinity', '12 €', true, {}]) {
      expect(parseAmount(bad)).toEqual({ ok: false, message: AMOUNT_MESSAGES.notANumber });
    }
    expect(parseAmount(Number.NaN)).toEqual({ ok: false, message: AMOUNT_MESSAGES.notANumber });
    expect(parseAmount('1000000000')).toEqual({ ok: false, message: "L'importo non può superare 999.999.999,99\u00a0€" });
    expect(parseAmount('99999999999999999999999')).toEqual({ ok: false, message: "L'importo non può superare 999.999.999,99\u00a0€" });
  });
});

describe('parseAmount and Italian thousands', () => {
  it('reads the grouping an Italian types, with or without decimals', () => {
    expect(parseAmount('1.250,50')).toEqual({ ok: true, value: '1250.50' });
    expect(parseAmount('1.000.000')).toEqual({ ok: true, value: '1000000.00' });
    expect(parseAmount('12.345.678,9')).toEqual({ ok: true, value: '12345678.90' });
    expect(parseAmount(1500)).toEqual({ ok: true, value: '1500.00' });
  });

  it('refuses one dot before three digits, never reading 1.500 as one and a half', () => {
    for (const ambiguous of ['1.500', '10.001', '250.000', '-1.500']) {
      expect(parseAmount(ambiguous)).toEqual({ ok: false, message: AMOUNT_MESSAGES.ambiguous });
    }
  });
});

describe('exact arithmetic', () => {
  it('0.1 + 0.2 is 0.30', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.30');
    expect(formatEur(sumAmounts(['0.10', '0.20']))).toBe('0,30\u00a0€');
  });

  it('keeps cents on large sums', () => {
    const many = Array.from({ length: 1000 }, () => '999999999.99');
    expect(sumAmounts(many)).toBe('999999999990.00');
    expect(subtractAmounts('10.00', '10.01')).toBe('-0.01');
    expect(toCents('-3.5')).toBe(-350n);
    expect(fromCents(5n)).toBe('0.05');
  });
});

describe('formats', () => {
  it('writes euro the Italian way', () => {
    expect(formatEur('1234.5')).toBe('1.234,50\u00a0€');
    expect(formatEur('-0.30')).toBe('-0,30\u00a0€');
    expect(formatAmount('1234567.8')).toBe('1.234.567,80');
    expect(formatEurWhole('250000.00')).toBe('250.000\u00a0€');
  });
});

describe('bank accounts', () => {
  it('puts a row on its firm account, anything else on Altri', () => {
    expect(accountGroupOf('Wise')).toBe('Wise');
    expect(accountGroupOf(' revolut  business ')).toBe('Revolut Business');
    expect(accountGroupOf('AIRWALLEX')).toBe('Airwallex');
    expect(accountGroupOf('Intesa')).toBe('Altri');
    expect(accountGroupOf(null)).toBe('Altri');
  });

  it('always shows the firm accounts, Altri only when it has rows', () => {
    const cards = groupByAccount([
      { bankAccount: 'Wise', kind: 'income', total: '100.10', count: 2 },
      { bankAccount: 'wise', kind: 'income', total: '0.20', count: 1 },
      { bankAccount: 'Wise', kind: 'expense', total: '150.00', count: 1 },
    ]);
    expect(cards.map((c) => c.account)).toEqual(['Airwallex', 'Wise', 'Revolut Business']);
    expect(cards[1]).toEqual({ account: 'Wise', income: '100.30', expenses: '150.00', balance: '-49.70', incomeCount: 3, expenseCount: 1 });
    expect(cards[0]).toEqual({ account: 'Airwallex', income: '0.00', expenses: '0.00', balance: '0.00', incomeCount: 0, expenseCount: 0 });

    const withOthers = groupByAccount([
      { bankAccount: null, kind: 'expense', total: '5.00', count: 1 },
      { bankAccount: 'Banca Sella', kind: 'income', total: '7.50', count: 1 },
    ]);
    expect(withOthers.at(-1)).toEqual({ account: 'Altri', income: '7.50', expenses: '5.00', balance: '2.50', incomeCount: 1, expenseCount: 1 });
  });
});
