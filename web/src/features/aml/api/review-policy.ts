import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReviewMonths } from '@domain/aml/review-policy';
import { api, unwrap } from '@web/lib/api';
import { queryRoots } from '@web/lib/query-keys';

const reviewPolicyKey = [...queryRoots.aml, 'review-policy'] as const;

export function fetchReviewPolicy() {
  return unwrap(api.aml.firm['review-policy'].$get());
}

export type AmlReviewPolicy = Awaited<ReturnType<typeof fetchReviewPolicy>>;

/** GET /api/aml/firm/review-policy: the months in force by level, the ruleset's defaults, whether the firm set them. */
export function useReviewPolicy() {
  return useQuery({ queryKey: reviewPolicyKey, queryFn: fetchReviewPolicy });
}

/** PUT /api/aml/firm/review-policy: the firm's months (a draft assessment's preview uses them; reviews already scheduled do not move). */
export function useSaveReviewPolicy() {
  return useMutation({
    mutationFn: (input: ReviewMonths) => unwrap(api.aml.firm['review-policy'].$put({ json: input })),
    meta: { invalidates: [queryRoots.aml, queryRoots.activity], success: 'Intervalli di revisione salvati' },
  });
}
