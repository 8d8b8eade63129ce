import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApi } from '@sewee/shared/api';
import { call } from './api-client';

export const instructorCoursesKey = ['instructor', 'courses'] as const;

/** GET /api/instructor/course/get: the signed-in instructor's courses, newest first. */
export const getInstructorCourses = () => call(coursesApi.list).then((r) => r.data);

export const instructorCoursesQuery = () =>
  queryOptions({ queryKey: instructorCoursesKey, queryFn: getInstructorCourses, meta: { errorMessage: 'common:errors.courses' } });

export const useInstructorCourses = () => useQuery(instructorCoursesQuery());
