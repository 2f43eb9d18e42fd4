import { useMutation } from '@tanstack/react-query';
import { formatAmount } from '@domain/money';
import type { LedgerEntryInput, LedgerKind } from '@domain/schemas/money';
import { unwrap } from '@web/lib/api';
import { LEDGER_TEXTS } from '../components/ledger-texts';
import { ledgerClient } from './ledger-client';
import { LEDGER_WRITE_VIEWS } from './keys';

export function createEntry(kind: LedgerKind, input: LedgerEntryInput) {
  return unwrap(ledgerClient(kind).$post({ json: input }));
}

/** Nuova Spesa / Nuova Entrata (its field errors go on the form's fields: no error toast here). */
export function useCreateEntry(kind: LedgerKind) {
  return useMutation({
    mutationFn: (input: LedgerEntryInput) => createEntry(kind, input),
    meta: { invalidates: LEDGER_WRITE_VIEWS, success: ({ amount }: { amount: string }) => LEDGER_TEXTS[kind].created(formatAmount(amount)) },
  });
}
