import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstructorCourseListItem } from '@sewee/shared';
import { api } from '../../../lib/api-client';

export const instructorCoursesKey = ['instructor', 'courses'] as const;

/** GET /api/instructor/course/get: the signed-in instructor's courses, newest first. */
export const getInstructorCourses = () =>
  api.get<{ success: true; data: InstructorCourseListItem[] }>('/instructor/course/get').then((r) => r.data);

export const instructorCoursesQuery = () => queryOptions({ queryKey: instructorCoursesKey, queryFn: getInstructorCourses });

export const useInstructorCourses = () => useQuery(instructorCoursesQuery());
