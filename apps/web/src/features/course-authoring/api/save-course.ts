import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParsedCourseInput } from '@sewee/shared';
import { coursesApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { instructorCoursesKey } from '../../../lib/instructor-courses';

/** A body that passed CourseInputSchema (the form validates before sending). */
export type CourseBody = ParsedCourseInput;

/** POST /api/instructor/course/add */
export const createCourse = (body: CourseBody) => call(coursesApi.create, { body });

/** PUT /api/instructor/course/update/:courseId (lectures keep their `_id`). */
export const updateCourse = (courseId: string, body: CourseBody) => call(coursesApi.update, { params: { courseId }, body });

/** Creates, or updates when an edited course id is set. */
export function useSaveCourse(courseId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseBody) => (courseId ? updateCourse(courseId, body) : createCourse(body)),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: instructorCoursesKey });
      qc.removeQueries({ queryKey: ['instructor', 'course', res.data._id] });
    },
  });
}
