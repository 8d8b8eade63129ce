import { useState } from 'react';
import type { CourseProgressData, PurchasedProgress } from '@sewee/shared';
import { selectLecture } from './select-lecture';

/**
 * Which lecture the course-progress page shows: the one the student picked, while the progress it
 * was picked from is current; otherwise the rule of `selectLecture`. New progress (after a mark or
 * a reset) selects by the rule again.
 */
export function useLectureSelection(data: PurchasedProgress) {
  const curriculum = data.courseDetails.curriculum;
  const [picked, setPicked] = useState<{ from: CourseProgressData; lectureId: string } | null>(null);
  const auto = selectLecture(curriculum, data.progress, data.completed);
  const lecture = (picked?.from === data && curriculum.find((l) => l._id === picked.lectureId)) || auto;
  return {
    lecture,
    pick: (lectureId: string) => setPicked({ from: data, lectureId }),
    /** Back to the rule (after a reset). */
    clear: () => setPicked(null),
  };
}
