import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicCourse } from '@sewee/shared';
import { applicationsApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { courseDetailsQuery } from './get-course-details';

export const applyForCourse = (courseId: string, body: { name: string; email: string }) =>
  call(applicationsApi.apply, { params: { courseId }, body });

/** Applies and shows the new 'pending' status at once (the details query then refreshes it). */
export function useApplyForCourse(courseId: string) {
  const qc = useQueryClient();
  const key = courseDetailsQuery(courseId).queryKey;
  return useMutation({
    mutationFn: (body: { name: string; email: string }) => applyForCourse(courseId, body),
    meta: { errorMessage: 'course:toasts.applyFailed' },
    onSuccess: () => {
      qc.setQueryData(key, (c: PublicCourse | undefined) => (c ? { ...c, applicationStatus: 'pending' as const } : c));
      void qc.invalidateQueries({ queryKey: key });
    },
  });
}
