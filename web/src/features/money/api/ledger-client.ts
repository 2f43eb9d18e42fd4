import type { LedgerKind } from '@domain/schemas/money';
import { api } from '@web/lib/api';

/** The API of one book: /api/money/expenses or /api/money/income (same endpoints). */
export function ledgerClient(kind: LedgerKind) {
  return kind === 'expense' ? api.money.expenses : api.money.income;
}
