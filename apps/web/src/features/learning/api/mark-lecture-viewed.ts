import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseProgressData, MarkLectureViewedInput, PurchasedProgress } from '@sewee/shared';
import { progressApi } from '@sewee/shared/api';
import { call, isApiError } from '../../../lib/api-client';
import { withOfflineEvents } from '../../../lib/offline/local-progress';
import { keepForLater } from '../../../lib/offline/offline';
import { courseProgressKey } from './get-course-progress';

export const markLectureViewed = (body: MarkLectureViewedInput) => call(progressApi.markViewed, { body });

/**
 * Records a finished lecture; the answer is the whole progress, which replaces the cached one (a
 * reload without a second round-trip). Without a connection the mark is kept for later (offline
 * progress) and the page shows it at once, the completion dialog included.
 */
export function useMarkLectureViewed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (vars: MarkLectureViewedInput): Promise<{ data: PurchasedProgress }> => {
      try {
        return await markLectureViewed(vars);
      } catch (e) {
        const cached = qc.getQueryData<CourseProgressData>(courseProgressKey(vars.userId, vars.courseId));
        if (!isApiError(e, 'NETWORK') || !cached?.isPurchased) throw e;
        await keepForLater({ ...vars, viewed: true });
        return { data: withOfflineEvents(cached, [{ ...vars, viewed: true }]) as PurchasedProgress };
      }
    },
    meta: { errorMessage: 'learning:courseProgress.markError' },
    onSuccess: (res, vars) => qc.setQueryData(courseProgressKey(vars.userId, vars.courseId), res.data),
  });
}
