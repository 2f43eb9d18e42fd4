import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankApplicationStatus } from '@domain/bank-applications';
import { api, unwrap } from '@web/lib/api';
import { bankApplicationKeys } from './keys';

export function updateBankApplicationStatus(id: string, status: BankApplicationStatus) {
  return unwrap(api['bank-applications'][':id'].status.$patch({ param: { id }, json: { status } }));
}

/** Moves an application one step (proprietario and admin). */
export function useUpdateBankApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BankApplicationStatus }) => updateBankApplicationStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankApplicationKeys.all }),
  });
}
