import { useMutation } from '@tanstack/react-query';
import type { LedgerKind } from '@domain/schemas/money';
import { unwrap } from '@web/lib/api';
import { LEDGER_TEXTS } from '../components/ledger-texts';
import { ledgerClient } from './ledger-client';
import { LEDGER_WRITE_VIEWS } from './keys';

export function deleteEntry(kind: LedgerKind, id: string) {
  return unwrap(ledgerClient(kind)[':id'].$delete({ param: { id } }));
}

export function useDeleteEntry(kind: LedgerKind) {
  const texts = LEDGER_TEXTS[kind];
  return useMutation({
    mutationFn: (id: string) => deleteEntry(kind, id),
    meta: { invalidates: LEDGER_WRITE_VIEWS, success: texts.deleted, error: texts.deleteError },
  });
}
