import { useMutation } from '@tanstack/react-query';
import { BANK_APPLICATION_STATUS_LABELS, type BankApplicationStatus } from '@domain/bank-applications';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

export function updateBankApplicationStatus(id: string, status: BankApplicationStatus) {
  return unwrap(api['bank-applications'][':id'].status.$patch({ param: { id }, json: { status } }));
}

/** Moves an application one step (proprietario and admin); the answer is the application moved. */
export function useUpdateBankApplicationStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BankApplicationStatus }) => updateBankApplicationStatus(id, status),
    meta: {
      invalidates: [queryRoots.bankApplications, queryRoots.activity],
      success: ({ bankName, status }: { bankName: string; status: BankApplicationStatus }) => `Applicazione ${bankName}: ${BANK_APPLICATION_STATUS_LABELS[status]}`,
      error: "Impossibile aggiornare l'applicazione",
    },
  });
}
