import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { engagementInputSchema } from '@domain/aml/file';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';
import { AML_VIEWS } from './keys';

export function useOpenEngagement(fileId: string) {
  return useMutation({
    mutationFn: (input: z.output<typeof engagementInputSchema>) => unwrap(api.aml.files[':id'].engagements.$post({ param: { id: fileId }, json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Incarico registrato' },
  });
}

/** POST /api/aml/engagements/:id/declaration-request: a document request for the client's AV.4 declaration. */
export function useRequestDeclaration() {
  return useMutation({
    mutationFn: (engagementId: string) => unwrap(api.aml.engagements[':id']['declaration-request'].$post({ param: { id: engagementId } })),
    meta: { invalidates: [...AML_VIEWS, queryRoots.requests], success: 'Dichiarazione AV.4 richiesta al cliente', error: 'Impossibile richiedere la dichiarazione' },
  });
}
