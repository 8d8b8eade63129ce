import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { instructorCoursesKey } from '../../../lib/instructor-courses';

/** DELETE /api/instructor/course/delete/:courseId (refused with 409 once students are enrolled). */
export const deleteCourse = (courseId: string) => call(coursesApi.remove, { params: { courseId } });

export function useDeleteCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    meta: { errorMessage: 'course-authoring:courses.deleteError' },
    onSuccess: () => qc.invalidateQueries({ queryKey: instructorCoursesKey }),
  });
}
