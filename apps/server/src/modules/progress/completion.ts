import { openRequiredPieces } from '@sewee/shared/completion-rules';
import type { DbOrTx } from '../../db/client';
import { coursesRepo, type LectureRow } from '../courses/repository';
import { practiceRepo, type PieceStanding } from '../practice/repository';
import { progressRepo, type ProgressEntryRow } from './repository';

/**
 * Completion is decided by ids, on every read: every lecture currently in the course must have a
 * viewed entry, and every required practice piece a passed round. A lecture or required
 * piece added later undoes completion; a removed one no longer counts. `completionDate` is when the
 * last of these happened (a lecture first viewed, a required piece passed).
 * The reach summary and the Learners view count completions across thousands of enrolments in SQL
 * by the same rule (modules/admissions/repository.ts, modules/practice/repository.ts `learners`):
 * a change to the rule here goes there too.
 */
export function summarise(curriculum: LectureRow[], entries: ProgressEntryRow[], practice: PieceStanding[] = []) {
  const order = new Map(curriculum.map((l, i) => [l.id, i]));
  const viewedAt = new Map(entries.filter((e) => e.viewed).map((e) => [e.lectureId, e.viewedAt]));
  const required = practice.filter((p) => p.required);
  const completed = curriculum.length > 0 && curriculum.every((l) => viewedAt.has(l.id)) && openRequiredPieces(practice).length === 0;
  let completionDate: Date | null = null;
  if (completed) {
    for (const at of [...curriculum.map((l) => viewedAt.get(l.id)), ...required.map((p) => p.passedAt)]) {
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
 * Whether `userId` has completed the course, and when: THE completion rule (docs/learning.md) now, or
 * a completion kept from before (docs/decisions/036-completion-kept.md): Rewatch clears the progress
 * and an added lecture undoes completion now, but the first completion stays, with its date. Read by
 * certificate issuing (modules/certificates) and the practice pass; the progress page shows the
 * progress as it is now (`summarise`). A rule that adds to completion goes into `summarise`.
 */
export async function courseCompletion(db: DbOrTx, userId: string, courseId: string): Promise<Completion> {
  const [curriculum, entries, practice, kept] = await Promise.all([
    coursesRepo.lecturesOf(db, courseId),
    progressRepo.listEntries(db, userId, courseId),
    practiceRepo.standings(db, userId, courseId),
    progressRepo.completedAt(db, userId, courseId),
  ]);
  if (kept) return { completed: true, completionDate: kept };
  const { completed, completionDate } = summarise(curriculum, entries, practice);
  return { completed, completionDate };
}

/**
 * Keeps a completion on the student's enrolment, the first one winning, and answers the date kept
 * (what the certificate says, and what Learners and Reach count); undefined when the user is not
 * enrolled (an instructor watching their own course) or has not completed.
 */
export async function keepCompletion(db: DbOrTx, userId: string, courseId: string, c: Completion): Promise<Date | undefined> {
  if (!c.completed || !c.completionDate) return undefined;
  return progressRepo.keepCompletion(db, userId, courseId, c.completionDate);
}
