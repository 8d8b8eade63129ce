import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courseProgress, courses, enrolments, lectureProgress, lectures } from '../../db/schema';

export interface ProgressEntryRow {
  lectureId: string;
  viewed: boolean;
  viewedAt: Date | null;
  positionSeconds: number;
  step: number;
}

/** Raw `execute` rows: both drivers (pg, PGlite) answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const toDate = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

export const progressRepo = {
  /**
   * (Subqueries take the ids as parameters: Drizzle leaves column names unqualified here, so an
   * outer `courses.id` reference would bind to the inner table's `id`.)
   * In one query: the course (with its student count), whether `userId` is enrolled in it and,
   * when `lectureId` is given, whether that lecture belongs to it. Undefined for an unknown course.
   */
  async findCourseAccess(db: DbOrTx, courseId: string, userId: string, lectureId?: string) {
    const [row] = await db
      .select({
        course: courses,
        studentCount: sql<number>`(SELECT count(*) FROM ${enrolments} WHERE ${enrolments.courseId} = ${courseId})`.mapWith(Number),
        enrolled:
          sql<boolean>`EXISTS (SELECT 1 FROM ${enrolments} WHERE ${enrolments.courseId} = ${courseId} AND ${enrolments.userId} = ${userId})`.mapWith(
            Boolean,
          ),
        lectureInCourse: lectureId
          ? sql<boolean>`EXISTS (SELECT 1 FROM ${lectures} WHERE ${lectures.id} = ${lectureId} AND ${lectures.courseId} = ${courseId})`.mapWith(
              Boolean,
            )
          : sql<boolean>`false`.mapWith(Boolean),
      })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    return row;
  },

  /** The user's entries for the course's current lectures (entries of removed lectures are gone by cascade). */
  listEntries: (db: DbOrTx, userId: string, courseId: string): Promise<ProgressEntryRow[]> =>
    db
      .select({
        lectureId: lectureProgress.lectureId,
        viewed: lectureProgress.viewed,
        viewedAt: lectureProgress.viewedAt,
        positionSeconds: lectureProgress.positionSeconds,
        step: lectureProgress.step,
      })
      .from(lectureProgress)
      .innerJoin(courseProgress, eq(courseProgress.id, lectureProgress.progressId))
      .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId))),

  /**
   * Marks a lecture viewed in one statement: creates the user's progress record for the course if
   * there is none (the unique (user, course) index makes concurrent first marks meet on one row)
   * and upserts the lecture entry. A repeated mark keeps the first `viewed_at` and the position.
   */
  async markViewed(db: DbOrTx, userId: string, courseId: string, lectureId: string) {
    await db.execute(sql`
      WITH p AS (
        INSERT INTO ${courseProgress} (user_id, course_id) VALUES (${userId}, ${courseId})
        ON CONFLICT (user_id, course_id) DO UPDATE SET updated_at = now()
        RETURNING id
      )
      INSERT INTO ${lectureProgress} (progress_id, lecture_id, viewed, viewed_at)
      SELECT p.id, ${lectureId}, true, now() FROM p
      ON CONFLICT (progress_id, lecture_id) DO UPDATE SET
        viewed = true,
        viewed_at = COALESCE(${lectureProgress}.viewed_at, now()),
        updated_at = now()`);
  },

  /**
   * What an offline replay learnt of one lecture, in one statement: viewed if any event
   * said so (the first mark's date is kept), and the furthest of the stored and the sent positions
   * (and steps), so a replay that arrives late or twice never moves the student backwards.
   */
  async replayLecture(
    db: DbOrTx,
    userId: string,
    courseId: string,
    lectureId: string,
    seen: { viewed: boolean; positionSeconds: number; step: number },
  ) {
    await db.execute(sql`
      WITH p AS (
        INSERT INTO ${courseProgress} (user_id, course_id) VALUES (${userId}, ${courseId})
        ON CONFLICT (user_id, course_id) DO UPDATE SET updated_at = now()
        RETURNING id
      )
      INSERT INTO ${lectureProgress} (progress_id, lecture_id, viewed, viewed_at, position_seconds, step)
      SELECT p.id, ${lectureId}, ${seen.viewed}, CASE WHEN ${seen.viewed} THEN now() END, ${seen.positionSeconds}, ${seen.step} FROM p
      ON CONFLICT (progress_id, lecture_id) DO UPDATE SET
        viewed = ${lectureProgress}.viewed OR EXCLUDED.viewed,
        viewed_at = COALESCE(${lectureProgress}.viewed_at, EXCLUDED.viewed_at),
        position_seconds = GREATEST(${lectureProgress}.position_seconds, EXCLUDED.position_seconds),
        step = GREATEST(${lectureProgress}.step, EXCLUDED.step),
        updated_at = now()`);
  },

  /**
   * Saves where a lecture stopped (a video's position, a step lesson's step; one left undefined
   * keeps its stored value); never changes whether it was viewed.
   */
  async savePosition(
    db: DbOrTx,
    userId: string,
    courseId: string,
    lectureId: string,
    at: { positionSeconds?: number; step?: number },
  ): Promise<ProgressEntryRow> {
    const position = at.positionSeconds ?? null;
    const step = at.step ?? null;
    const result = await db.execute(sql`
      WITH p AS (
        INSERT INTO ${courseProgress} (user_id, course_id) VALUES (${userId}, ${courseId})
        ON CONFLICT (user_id, course_id) DO UPDATE SET updated_at = now()
        RETURNING id
      )
      INSERT INTO ${lectureProgress} (progress_id, lecture_id, position_seconds, step)
      SELECT p.id, ${lectureId}, COALESCE(${position}::integer, 0), COALESCE(${step}::integer, 0) FROM p
      ON CONFLICT (progress_id, lecture_id) DO UPDATE SET
        position_seconds = COALESCE(${position}::integer, ${lectureProgress}.position_seconds),
        step = COALESCE(${step}::integer, ${lectureProgress}.step),
        updated_at = now()
      RETURNING lecture_id, viewed, viewed_at, position_seconds, step`);
    const row = rowsOf<{ lecture_id: string; viewed: boolean; viewed_at: unknown; position_seconds: number; step: number }>(result)[0]!;
    return {
      lectureId: row.lecture_id,
      viewed: Boolean(row.viewed),
      viewedAt: toDate(row.viewed_at),
      positionSeconds: Number(row.position_seconds),
      step: Number(row.step),
    };
  },

  /** When the user first completed the course, kept on their enrolment; null when they have not (or are not enrolled). */
  completedAt: async (db: DbOrTx, userId: string, courseId: string): Promise<Date | null> =>
    (
      await db
        .select({ at: enrolments.completedAt })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
        .limit(1)
    )[0]?.at ?? null,

  /**
   * Keeps the first completion on the enrolment (a later one changes nothing) and answers the date
   * kept; undefined when the user is not enrolled (an instructor watching their own course).
   */
  async keepCompletion(db: DbOrTx, userId: string, courseId: string, at: Date): Promise<Date | undefined> {
    const [row] = await db
      .update(enrolments)
      .set({ completedAt: sql`COALESCE(${enrolments.completedAt}, ${at.toISOString()}::timestamptz)` })
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
      .returning({ at: enrolments.completedAt });
    return row?.at ?? undefined;
  },

  /** Deletes the user's progress record for the course (its entries go with it); the kept completion stays. */
  reset: (db: DbOrTx, userId: string, courseId: string) =>
    db.delete(courseProgress).where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId))),
};
