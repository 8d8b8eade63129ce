import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Verdict } from '@sewee/shared';
import { practiceApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { reviewsKey } from './get-reviews';

/** POST /api/admin/practice/submissions/:submissionId/review: Passed or Needs work (with a comment). */
export const reviewSubmission = (v: { submissionId: string; verdict: Verdict; comment: string }) =>
  call(practiceApi.review, { params: { submissionId: v.submissionId }, body: { verdict: v.verdict, comment: v.comment } });

/** Saves a verdict, then refetches the queue (and its waiting count). */
export function useReviewSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewSubmission,
    meta: { errorMessage: 'reviews:reviews.reviewError' },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewsKey }),
  });
}
