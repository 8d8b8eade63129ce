import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseProgressData, CourseProgressResponse } from '@sewee/shared';
import { api } from '../../../lib/api-client';

export const courseProgressKey = (userId: string, courseId: string) => ['course-progress', userId, courseId] as const;

export const getCourseProgress = (userId: string, courseId: string) =>
  api
    .get<CourseProgressResponse>(`/student/course-progress/get/${encodeURIComponent(userId)}/${encodeURIComponent(courseId)}`)
    .then((res) => res.data);

/**
 * The student's progress in one course. Not refetched on focus or reconnect: the page picks the
 * lecture to show from it, and a silent refetch must not move the student to another lecture.
 */
export const courseProgressQuery = (userId: string, courseId: string) =>
  queryOptions<CourseProgressData>({
    queryKey: courseProgressKey(userId, courseId),
    queryFn: () => getCourseProgress(userId, courseId),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useCourseProgress = (userId: string, courseId: string) => useQuery(courseProgressQuery(userId, courseId));
