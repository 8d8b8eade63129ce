import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { courseDetailsQuery } from './get-course-details';

/** The student gives up their seat or waitlist place in an intake; the course page then shows the new status. */
export function useDeclineApplication(courseId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => call(applicationsApi.decline, { params: { applicationId } }),
    meta: { errorMessage: 'course:toasts.giveUpFailed' },
    onSuccess: () => void qc.invalidateQueries({ queryKey: courseDetailsQuery(courseId).queryKey }),
  });
}
