import { useState } from 'react';
import type { CourseProgressData, PurchasedProgress } from '@sewee/shared';
import { selectLecture } from './select-lecture';

/**
 * Which lecture the course-progress page shows: the one the student picked, while the progress it
 * was picked from is current; otherwise the rule of `selectLecture`. New progress (after a mark or
 * a reset) selects by the rule again, except for a lecture kept with `stay` (a step lesson whose last
 * step was just reached: its mark must not take the step away from under the student's eyes).
 */
export function useLectureSelection(data: PurchasedProgress) {
  const curriculum = data.courseDetails.curriculum;
  const [picked, setPicked] = useState<{ from: CourseProgressData | 'kept'; lectureId: string } | null>(null);
  const auto = selectLecture(curriculum, data.progress, data.completed);
  const lecture = ((picked?.from === data || picked?.from === 'kept') && curriculum.find((l) => l._id === picked.lectureId)) || auto;
  return {
    lecture,
    pick: (lectureId: string) => setPicked({ from: data, lectureId }),
    /** Keeps this lecture on screen through the next progress changes, until another is picked or a reset. */
    stay: (lectureId: string) => setPicked({ from: 'kept', lectureId }),
    /** Back to the rule (after a reset). */
    clear: () => setPicked(null),
  };
}
