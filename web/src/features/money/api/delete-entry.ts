import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerKind } from '@domain/schemas/money';
import { unwrap } from '@web/lib/api';
import { ledgerClient } from './ledger-client';
import { moneyKeys } from './keys';

export function deleteEntry(kind: LedgerKind, id: string) {
  return unwrap(ledgerClient(kind)[':id'].$delete({ param: { id } }));
}

export function useDeleteEntry(kind: LedgerKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEntry(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
