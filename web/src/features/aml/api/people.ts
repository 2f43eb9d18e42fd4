import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { partyInputSchema, roleInputSchema } from '@domain/aml/file';
import { api, unwrap } from '@web/lib/api';
import { AML_VIEWS } from './keys';

type PartyOutput = z.output<typeof partyInputSchema>;
type RoleOutput = z.output<typeof roleInputSchema>;

export function useSaveParty(fileId: string) {
  return useMutation({
    mutationFn: ({ partyId, input }: { partyId: string | null; input: PartyOutput }) =>
      partyId ? unwrap(api.aml.parties[':partyId'].$put({ param: { partyId }, json: input })) : unwrap(api.aml.files[':id'].parties.$post({ param: { id: fileId }, json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Persona salvata' },
  });
}

export function useAddRole(fileId: string) {
  return useMutation({
    mutationFn: (input: RoleOutput) => unwrap(api.aml.files[':id'].roles.$post({ param: { id: fileId }, json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Ruolo aggiunto' },
  });
}

/** PUT /api/aml/roles/:roleId with an end day: the role is kept for the record and leaves the computation. */
export function useEndRole() {
  return useMutation({
    mutationFn: ({ roleId, input }: { roleId: string; input: RoleOutput }) => unwrap(api.aml.roles[':roleId'].$put({ param: { roleId }, json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Ruolo concluso', error: 'Impossibile concludere il ruolo' },
  });
}
