import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntryInput, LedgerKind } from '@domain/schemas/money';
import { unwrap } from '@web/lib/api';
import { ledgerClient } from './ledger-client';
import { moneyKeys } from './keys';

export function createEntry(kind: LedgerKind, input: LedgerEntryInput) {
  return unwrap(ledgerClient(kind).$post({ json: input }));
}

/** Nuova Spesa / Nuova Entrata. */
export function useCreateEntry(kind: LedgerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LedgerEntryInput) => createEntry(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
