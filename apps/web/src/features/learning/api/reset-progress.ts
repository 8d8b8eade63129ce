import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressChangeResponse, ResetProgressInput } from '@sewee/shared';
import { api } from '../../../lib/api-client';
import { courseProgressKey } from './get-course-progress';

export const resetProgress = (body: ResetProgressInput) =>
  api.post<ProgressChangeResponse>('/student/course-progress/reset-progress', body);

/** "Rewatch Course": clears the progress; the answer (now empty progress) replaces the cached one. */
export function useResetProgress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetProgress,
    onSuccess: (res, vars) => qc.setQueryData(courseProgressKey(vars.userId, vars.courseId), res.data),
  });
}
