import type { CourseProgressData, LectureProgress } from '@sewee/shared';
import { openRequiredPieces } from '@sewee/shared/completion-rules';
import type { QueuedProgress } from './progress-queue';

/**
 * The progress as the student sees it before the server has the offline events: each queued mark
 * makes its lecture viewed, each position and step is kept if further (as the server's replay
 * keeps them); the course is completed when every
 * lecture of it is viewed and no required practice piece is left unpassed (the server's rule,
 * completion.ts summarise: the server's answer replaces this once the events are replayed).
 */
export function withOfflineEvents(data: CourseProgressData, events: readonly QueuedProgress[]): CourseProgressData {
  if (!data.isPurchased || events.length === 0) return data;
  const lectureIds = data.courseDetails.curriculum.map((l) => l._id);
  const by = new Map(data.progress.map((p) => [p.lectureId, { ...p }]));
  for (const e of events) {
    if (!lectureIds.includes(e.lectureId)) continue;
    const entry: LectureProgress = by.get(e.lectureId) ?? {
      lectureId: e.lectureId,
      viewed: false,
      dateViewed: null,
      positionSeconds: 0,
      step: 0,
    };
    if (e.viewed) entry.viewed = true;
    if (e.positionSeconds !== undefined) entry.positionSeconds = Math.max(entry.positionSeconds, e.positionSeconds);
    if (e.step !== undefined) entry.step = Math.max(entry.step, e.step);
    by.set(e.lectureId, entry);
  }
  const progress = lectureIds.flatMap((id) => (by.has(id) ? [by.get(id)!] : []));
  const completed = lectureIds.length > 0 && lectureIds.every((id) => by.get(id)?.viewed) && openRequiredPieces(data.practice).length === 0;
  return { ...data, progress, completed: data.completed || completed };
}
