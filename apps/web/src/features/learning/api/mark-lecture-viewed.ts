import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkLectureViewedInput, ProgressChangeResponse } from '@sewee/shared';
import { api } from '../../../lib/api-client';
import { courseProgressKey } from './get-course-progress';

export const markLectureViewed = (body: MarkLectureViewedInput) =>
  api.post<ProgressChangeResponse>('/student/course-progress/mark-lecture-viewed', body);

/** Records a finished lecture; the answer is the whole progress, which replaces the cached one (a reload without a second round-trip). */
export function useMarkLectureViewed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markLectureViewed,
    onSuccess: (res, vars) => qc.setQueryData(courseProgressKey(vars.userId, vars.courseId), res.data),
  });
}
