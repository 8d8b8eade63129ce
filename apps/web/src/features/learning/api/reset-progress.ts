import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetProgressInput } from '@sewee/shared';
import { progressApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { courseProgressKey } from './get-course-progress';

export const resetProgress = (body: ResetProgressInput) => call(progressApi.reset, { body });

/** "Rewatch Course": clears the progress; the answer (now empty progress) replaces the cached one. */
export function useResetProgress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetProgress,
    meta: { errorMessage: 'learning:courseProgress.resetError' },
    onSuccess: (res, vars) => qc.setQueryData(courseProgressKey(vars.userId, vars.courseId), res.data),
  });
}
