import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** The course with its curriculum plus the caller's applicationStatus and isPurchased (one call). */
export const getCourseDetails = (courseId: string, signal?: AbortSignal) =>
  call(catalogApi.details, { params: { courseId } }, { signal }).then((r) => r.data);

export const courseDetailsQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['course', 'details', courseId],
    queryFn: ({ signal }) => getCourseDetails(courseId, signal),
  });

export const useCourseDetails = (courseId: string) => useQuery(courseDetailsQuery(courseId));
