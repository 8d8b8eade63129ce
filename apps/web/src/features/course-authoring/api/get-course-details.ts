import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** GET /api/instructor/course/get/details/:courseId: a course of the instructor, for editing. */
export const getCourseDetails = (courseId: string) => call(coursesApi.details, { params: { courseId } }).then((r) => r.data);

export const courseDetailsQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['instructor', 'course', courseId],
    queryFn: () => getCourseDetails(courseId),
    // The form is filled once from this answer; a refetch must not overwrite what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useCourseDetails = (courseId: string) => useQuery(courseDetailsQuery(courseId));
