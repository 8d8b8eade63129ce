import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '@sewee/shared/api';
import { ApiError, call } from '../../../lib/api-client';

/** The course with its curriculum plus the caller's applicationStatus and isPurchased (one call). */
export const getCourseDetails = (courseId: string, signal?: AbortSignal) =>
  call(catalogApi.details, { params: { courseId } }, { signal }).then((r) => r.data);

export const courseDetailsQuery = (courseId: string) =>
  queryOptions({
    queryKey: ['course', 'details', courseId],
    queryFn: ({ signal }) => getCourseDetails(courseId, signal),
    // An unknown or withdrawn course (404) will not appear on a second try: say so at once.
    retry: (failures, err) => !isMissingCourse(err) && failures < 1,
  });

/** The server's answer for an unknown, unpublished or malformed course id. */
export const isMissingCourse = (err: unknown) => err instanceof ApiError && err.status === 404;

export const useCourseDetails = (courseId: string) => useQuery(courseDetailsQuery(courseId));
