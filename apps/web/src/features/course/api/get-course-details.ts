import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCourse } from '@sewee/shared';
import { api } from '../../../lib/api-client';

/** The course with its curriculum plus the caller's applicationStatus and isPurchased (one call). */
export const getCourseDetails = (courseId: string, signal?: AbortSignal) =>
  api
    .get<{ success: true; data: PublicCourse }>(`/student/course/get/details/${encodeURIComponent(courseId)}`, { signal })
    .then((r) => r.data);

export const courseDetailsQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['course', 'details', courseId],
    queryFn: ({ signal }) => getCourseDetails(courseId, signal),
  });

export const useCourseDetails = (courseId: string) => useQuery(courseDetailsQuery(courseId));
