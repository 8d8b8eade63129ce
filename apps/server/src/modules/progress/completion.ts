import type { DbOrTx } from '../../db/client';
import { coursesRepo, type LectureRow } from '../courses/repository';
import { progressRepo, type ProgressEntryRow } from './repository';

/**
 * Completion is decided by ids, on every read: every lecture currently in the course must have a
 * viewed entry. A lecture added later undoes completion; a removed one no longer counts.
 * `completionDate` is when the last of the current lectures was first viewed.
 * The reach summary counts completions across thousands of enrolments in SQL by the same rule
 * (modules/admissions/repository.ts): a change to the rule here (practice pieces, say) goes there too.
 */
export function summarise(curriculum: LectureRow[], entries: ProgressEntryRow[]) {
  const order = new Map(curriculum.map((l, i) => [l.id, i]));
  const viewedAt = new Map(entries.filter((e) => e.viewed).map((e) => [e.lectureId, e.viewedAt]));
  const completed = curriculum.length > 0 && curriculum.every((l) => viewedAt.has(l.id));
  let completionDate: Date | null = null;
  if (completed) {
    for (const l of curriculum) {
      const at = viewedAt.get(l.id);
      if (at && (!completionDate || at > completionDate)) completionDate = at;
    }
  }
  const progress = entries.filter((e) => order.has(e.lectureId)).sort((a, b) => order.get(a.lectureId)! - order.get(b.lectureId)!);
  return { completed, completionDate, progress };
}

export interface Completion {
  completed: boolean;
  completionDate: Date | null;
}

/**
 * Whether `userId` has completed the course now, and when: THE completion rule (design §8), read by
 * the progress page (through `summarise`) and by certificate issuing (modules/certificates). A rule
 * that adds to completion (passed practice pieces, issue 26) goes into `summarise`, which both use.
 */
export async function courseCompletion(db: DbOrTx, userId: string, courseId: string): Promise<Completion> {
  const [curriculum, entries] = await Promise.all([coursesRepo.lecturesOf(db, courseId), progressRepo.listEntries(db, userId, courseId)]);
  const { completed, completionDate } = summarise(curriculum, entries);
  return { completed, completionDate };
}
