import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseProgressData } from '@sewee/shared';
import { progressApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';
import { withOfflineEvents } from '../../../lib/offline/local-progress';
import { pendingProgress } from '../../../lib/offline/progress-queue';

export const courseProgressKey = (userId: string, courseId: string) => ['course-progress', userId, courseId] as const;

export const getCourseProgress = (userId: string, courseId: string) =>
  call(progressApi.get, { params: { userId, courseId } }).then((res) => res.data);

/** The progress with the marks and positions still waiting to be sent (made offline) on top. */
async function progressWithOffline(userId: string, courseId: string): Promise<CourseProgressData> {
  const data = await getCourseProgress(userId, courseId);
  const waiting = await pendingProgress(userId, courseId).catch(() => []);
  return withOfflineEvents(data, waiting);
}

/**
 * The student's progress in one course. Not refetched on focus or reconnect: the page picks the
 * lecture to show from it, and a silent refetch must not move the student to another lecture.
 */
export const courseProgressQuery = (userId: string, courseId: string) =>
  queryOptions<CourseProgressData>({
    queryKey: courseProgressKey(userId, courseId),
    queryFn: () => progressWithOffline(userId, courseId),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useCourseProgress = (userId: string, courseId: string) => useQuery(courseProgressQuery(userId, courseId));
