import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instructorCoursesKey } from './get-instructor-courses';

/** DELETE /api/instructor/course/delete/:courseId (refused with 409 once students are enrolled). */
export const deleteCourse = (courseId: string) =>
  api.delete<{ success: true; message: string }>(`/instructor/course/delete/${encodeURIComponent(courseId)}`);

export function useDeleteCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => qc.invalidateQueries({ queryKey: instructorCoursesKey }),
  });
}
