interface LectureRef {
  _id: string;
}
interface ProgressRef {
  lectureId: string;
  viewed: boolean;
}

/**
 * Which lecture the course-progress page opens with:
 * - completed: the first lecture (the course is being rewatched);
 * - nothing viewed yet: the first lecture;
 * - otherwise the lecture after the last viewed one in curriculum order;
 * - if that is past the end (an earlier lecture was skipped), the first lecture not viewed,
 *   and if every lecture is viewed although the course is not marked completed, the first.
 * Entries for lectures no longer in the course, and entries that only hold a saved position
 * (`viewed: false`), count as not viewed. Returns null only for a course without lectures.
 */
export function selectLecture<L extends LectureRef>(
  curriculum: readonly L[],
  progress: readonly ProgressRef[],
  completed: boolean,
): L | null {
  if (curriculum.length === 0) return null;
  const first = curriculum[0]!;
  if (completed) return first;
  const viewed = new Set(progress.filter((p) => p.viewed).map((p) => p.lectureId));
  let lastViewed = -1;
  curriculum.forEach((l, i) => {
    if (viewed.has(l._id)) lastViewed = i;
  });
  if (lastViewed === -1) return first;
  const next = curriculum[lastViewed + 1];
  if (next) return next;
  return curriculum.find((l) => !viewed.has(l._id)) ?? first;
}
