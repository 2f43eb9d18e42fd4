import { useMutation } from '@tanstack/react-query';
import type { LedgerEntryInput, LedgerKind } from '@domain/schemas/money';
import { unwrap } from '@web/lib/api';
import { LEDGER_TEXTS } from '../components/ledger-texts';
import { ledgerClient } from './ledger-client';
import { LEDGER_WRITE_VIEWS } from './keys';

export function updateEntry(kind: LedgerKind, id: string, input: LedgerEntryInput) {
  return unwrap(ledgerClient(kind)[':id'].$put({ param: { id }, json: input }));
}

/** The edit of a row (its field errors go on the form's fields: no error toast here). */
export function useUpdateEntry(kind: LedgerKind) {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LedgerEntryInput }) => updateEntry(kind, id, input),
    meta: { invalidates: LEDGER_WRITE_VIEWS, success: LEDGER_TEXTS[kind].updated },
  });
}
