import { useMutation } from '@tanstack/react-query';
import type { CreateBankApplicationInput } from '@domain/schemas/bank-applications';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

export function createBankApplication(input: CreateBankApplicationInput) {
  return unwrap(api['bank-applications'].$post({ json: input }));
}

/** A new application: the list and its counts, the dashboard's count and the activity log change (field errors go on the form's fields). */
export function useCreateBankApplication() {
  return useMutation({
    mutationFn: createBankApplication,
    meta: {
      invalidates: [queryRoots.bankApplications, queryRoots.dashboard, queryRoots.activity],
      success: 'Applicazione bancaria creata con successo',
    },
  });
}
