import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkLectureViewedInput } from '@sewee/shared';
import { progressApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { courseProgressKey } from './get-course-progress';

export const markLectureViewed = (body: MarkLectureViewedInput) => call(progressApi.markViewed, { body });

/** Records a finished lecture; the answer is the whole progress, which replaces the cached one (a reload without a second round-trip). */
export function useMarkLectureViewed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markLectureViewed,
    meta: { errorMessage: 'learning:courseProgress.markError' },
    onSuccess: (res, vars) => qc.setQueryData(courseProgressKey(vars.userId, vars.courseId), res.data),
  });
}
