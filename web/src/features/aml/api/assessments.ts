import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { assessmentDraftSchema } from '@domain/aml/file';
import { api, unwrap } from '@web/lib/api';
import { AML_VIEWS, amlKeys } from './keys';

type Draft = z.output<typeof assessmentDraftSchema>;

export function fetchAssessments(fileId: string) {
  return unwrap(api.aml.files[':id'].assessments.$get({ param: { id: fileId } }));
}

export type AmlAssessments = Awaited<ReturnType<typeof fetchAssessments>>;
export type AmlAssessment = AmlAssessments['versions'][number];

/** The file's assessments, newest version first, the ruleset's factors and what signing today computes with (`current`). */
export function useAssessments(fileId: string) {
  return useQuery({ queryKey: amlKeys.assessments(fileId), queryFn: () => fetchAssessments(fileId) });
}

/** Saves the draft: a new version when there is none (`draftId` null), the same draft otherwise. */
export function useSaveAssessment(fileId: string) {
  return useMutation({
    mutationFn: ({ draftId, input }: { draftId: string | null; input: Draft }) =>
      draftId ? unwrap(api.aml.assessments[':id'].$put({ param: { id: draftId }, json: input })) : unwrap(api.aml.files[':id'].assessments.$post({ param: { id: fileId }, json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Bozza della valutazione salvata' },
  });
}

export function useSignAssessment() {
  return useMutation({
    mutationFn: (id: string) => unwrap(api.aml.assessments[':id'].sign.$post({ param: { id } })),
    meta: { invalidates: AML_VIEWS, success: 'Valutazione firmata', error: 'Impossibile firmare la valutazione' },
  });
}
