import type { LedgerKind } from '@domain/schemas/money';
import { expenses, income } from '../../platform/db/schema';

/** The two books of a ledger, with what each calls its rows. */
export const BOOKS = {
  expense: {
    name: 'expense',
    table: expenses,
    date: expenses.expenseDate,
    noun: 'Spesa',
    notFound: 'Spesa non trovata',
  },
  income: {
    name: 'income',
    table: income,
    date: income.incomeDate,
    noun: 'Entrata',
    notFound: 'Entrata non trovata',
  },
} as const;

export type Book = (typeof BOOKS)[LedgerKind];
