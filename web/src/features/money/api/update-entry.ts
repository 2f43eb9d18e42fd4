import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntryInput, LedgerKind } from '@domain/schemas/money';
import { unwrap } from '@web/lib/api';
import { ledgerClient } from './ledger-client';
import { moneyKeys } from './keys';

export function updateEntry(kind: LedgerKind, id: string, input: LedgerEntryInput) {
  return unwrap(ledgerClient(kind)[':id'].$put({ param: { id }, json: input }));
}

export function useUpdateEntry(kind: LedgerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LedgerEntryInput }) => updateEntry(kind, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
