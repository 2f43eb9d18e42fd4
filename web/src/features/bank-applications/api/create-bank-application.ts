import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBankApplicationInput } from '@domain/schemas/bank-applications';
import { api, unwrap } from '@web/lib/api';
import { bankApplicationKeys } from './keys';

export function createBankApplication(input: CreateBankApplicationInput) {
  return unwrap(api['bank-applications'].$post({ json: input }));
}

export function useCreateBankApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBankApplication, onSuccess: () => queryClient.invalidateQueries({ queryKey: bankApplicationKeys.all }) });
}
