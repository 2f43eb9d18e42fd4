import { describe, expect, it } from 'vitest';
import '../zod';
import { addDays, todayIso } from '../periods';
import { DATE_MESSAGES, ledgerEntrySchema, ledgerListQuerySchema, periodQuerySchema } from './money';

const valid = { amount: '12.50', description: 'Affitto ufficio', sender: '', bankAccount: '  ', date: '2024-02-29' };
const messageOf = (input: unknown) => {
  const r = ledgerEntrySchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('ledgerEntrySchema', () => {
  it('stores empty sender and account as null and the amount as exact text', () => {
    expect(ledgerEntrySchema.parse(valid)).toEqual({ amount: '12.50', description: 'Affitto ufficio', sender: null, bankAccount: null, date: '2024-02-29' });
    expect(ledgerEntrySchema.parse({ ...valid, sender: ' Cliente SRL ', bankAccount: 'Wise' })).toMatchObject({ sender: 'Cliente SRL', bankAccount: 'Wise' });
  });

  it('gives each Italian message', () => {
    expect(messageOf({ ...valid, amount: '' })).toBe("L'importo è obbligatorio");
    expect(messageOf({ ...valid, amount: undefined })).toBe("L'importo è obbligatorio");
    expect(messageOf({ ...valid, amount: '-1' })).toBe("L'importo non può essere negativo");
    expect(messageOf({ ...valid, amount: '1,005' })).toBe("L'importo può avere al massimo 2 decimali");
    expect(messageOf({ ...valid, amount: 'dieci' })).toBe("L'importo deve essere un numero valido");
    expect(messageOf({ ...valid, amount: '1e9' })).toBe("L'importo deve essere un numero valido");
    expect(messageOf({ ...valid, amount: '5000000000' })).toBe("L'importo non può superare 999.999.999,99\u00a0€");
    expect(messageOf({ ...valid, description: '   ' })).toBe('La causale è obbligatoria');
    expect(messageOf({ ...valid, description: undefined })).toBe('La causale è obbligatoria');
    expect(messageOf({ ...valid, date: undefined })).toBe(DATE_MESSAGES.required);
    expect(messageOf({ ...valid, date: '2023-02-29' })).toBe(DATE_MESSAGES.invalid);
    expect(messageOf({ ...valid, date: addDays(todayIso(), 1) })).toBe('La data non può essere successiva a oggi');
    expect(messageOf({ ...valid, date: todayIso() })).toBeNull();
  });
});

describe('period queries', () => {
  it('needs the start not after the end', () => {
    expect(periodQuerySchema.safeParse({ from: '2024-03-01', to: '2024-02-29' }).error?.issues[0]?.message).toBe(DATE_MESSAGES.order);
    expect(periodQuerySchema.parse({ from: '2024-02-29', to: '2024-02-29' })).toEqual({ from: '2024-02-29', to: '2024-02-29' });
    expect(periodQuerySchema.safeParse({ from: '2000-01-01', to: '2024-01-01' }).error?.issues[0]?.message).toBe(DATE_MESSAGES.tooLong);
  });

  it('pages the list with defaults', () => {
    expect(ledgerListQuerySchema.parse({})).toEqual({ dir: 'asc', page: 1, pageSize: 20 });
    expect(ledgerListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
  });
});
