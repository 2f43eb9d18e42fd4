import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { selfAssessmentDraftSchema, trainingInputSchema } from '@domain/aml/file';
import { api, unwrap } from '@web/lib/api';
import { AML_VIEWS, amlKeys } from './keys';

type SelfAssessmentDraft = z.output<typeof selfAssessmentDraftSchema>;

export function fetchFirm() {
  return unwrap(api.aml.firm.$get());
}

export type AmlFirm = Awaited<ReturnType<typeof fetchFirm>>;
export type AmlSelfAssessment = AmlFirm['versions'][number];
export type AmlTraining = AmlFirm['trainings'][number];

/** GET /api/aml/firm: the self-assessments (RT1) newest first, the next one's due day, the training register. */
export function useFirm() {
  return useQuery({ queryKey: amlKeys.firm, queryFn: fetchFirm });
}

export function useSaveSelfAssessment() {
  return useMutation({
    mutationFn: ({ draftId, input }: { draftId: string | null; input: SelfAssessmentDraft }) =>
      draftId ? unwrap(api.aml.firm['self-assessments'][':id'].$put({ param: { id: draftId }, json: input })) : unwrap(api.aml.firm['self-assessments'].$post({ json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Bozza dell’autovalutazione salvata' },
  });
}

export function useSignSelfAssessment() {
  return useMutation({
    mutationFn: (id: string) => unwrap(api.aml.firm['self-assessments'][':id'].sign.$post({ param: { id } })),
    meta: { invalidates: AML_VIEWS, success: 'Autovalutazione firmata', error: 'Impossibile firmare l’autovalutazione' },
  });
}

export function useAddTraining() {
  return useMutation({
    mutationFn: (input: z.output<typeof trainingInputSchema>) => unwrap(api.aml.firm.trainings.$post({ json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Formazione registrata' },
  });
}

/** The staff, to choose who attended a training. */
export function useStaffChoices(enabled: boolean) {
  return useQuery({
    queryKey: amlKeys.staff,
    queryFn: async () => (await unwrap(api.staff.$get({ query: { pageSize: '100' } }))).items.map((s) => ({ id: s.id, name: s.fullName })),
    enabled,
    staleTime: 60_000,
  });
}
