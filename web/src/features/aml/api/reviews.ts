import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { abstentionInputSchema, relationshipEndSchema, reviewInputSchema } from '@domain/aml/file';
import { api, unwrap } from '@web/lib/api';
import { AML_VIEWS, amlKeys } from './keys';

export function fetchReviews(fileId: string) {
  return unwrap(api.aml.files[':id'].reviews.$get({ param: { id: fileId } }));
}

export type AmlReview = Awaited<ReturnType<typeof fetchReviews>>[number];

export function useReviews(fileId: string) {
  return useQuery({ queryKey: amlKeys.reviews(fileId), queryFn: () => fetchReviews(fileId) });
}

export function useRecordReview(fileId: string) {
  return useMutation({
    mutationFn: (input: z.output<typeof reviewInputSchema>) => unwrap(api.aml.files[':id'].reviews.$post({ param: { id: fileId }, json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Revisione registrata' },
  });
}

export function useRecordAbstention(fileId: string) {
  return useMutation({
    mutationFn: (input: z.output<typeof abstentionInputSchema>) => unwrap(api.aml.files[':id'].abstention.$post({ param: { id: fileId }, json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Astensione registrata' },
  });
}

export function useEndRelationship(fileId: string) {
  return useMutation({
    mutationFn: (input: z.output<typeof relationshipEndSchema>) => unwrap(api.aml.files[':id'].end.$post({ param: { id: fileId }, json: input })),
    meta: { invalidates: AML_VIEWS, success: 'Fine del rapporto registrata' },
  });
}

/** GET /api/aml/files/:id/access-log: every line, and whether the chain of hashes is intact. */
export function useAccessLog(fileId: string) {
  return useQuery({ queryKey: amlKeys.accessLog(fileId), queryFn: () => unwrap(api.aml.files[':id']['access-log'].$get({ param: { id: fileId } })) });
}
