import { useCallback, useRef } from 'react';
import type { CourseProgressData } from '@sewee/shared';
import { useMarkLectureViewed } from './api/mark-lecture-viewed';
import './i18n';

interface MarkOnEndOptions {
  data: CourseProgressData;
  lectureId: string | undefined;
  userId: string;
  courseId: string;
}

/**
 * Marks the lecture viewed once per ending of this progress snapshot (a failed mark may be sent
 * again): called when a video's played fraction reaches 1 and when a step lesson's last step shows.
 */
export function useMarkOnEnd({ data, lectureId, userId, courseId }: MarkOnEndOptions) {
  const mark = useMarkLectureViewed();
  // The lecture whose "viewed" mark was sent for this progress snapshot: one mark per ending.
  const marked = useRef<{ from: CourseProgressData; lectureId: string } | null>(null);

  return useCallback(() => {
    if (!lectureId) return;
    if (marked.current?.from === data && marked.current.lectureId === lectureId) return;
    marked.current = { from: data, lectureId };
    mark.mutate(
      { userId, courseId, lectureId },
      {
        // The hook's meta shows the toast; this lets the next end of playback try again.
        onError: () => {
          marked.current = null;
        },
      },
    );
  }, [data, lectureId, mark, userId, courseId]);
}
