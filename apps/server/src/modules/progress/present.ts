import type { LectureProgress } from '@sewee/shared';
import type { ProgressEntryRow } from './repository';

export function presentEntry(e: ProgressEntryRow): LectureProgress {
  return {
    lectureId: e.lectureId,
    viewed: e.viewed,
    dateViewed: e.viewedAt ? e.viewedAt.toISOString() : null,
    positionSeconds: e.positionSeconds,
    step: e.step,
  };
}
