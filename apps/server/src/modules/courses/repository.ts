import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  courses,
  enrolments,
  lectureFiles,
  lectures,
  lectureSteps,
  media,
  orders,
  users,
  type MediaVariants,
  type StoredVariant,
} from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type LectureRow = typeof lectures.$inferSelect;
export type NewLecture = typeof lectures.$inferInsert;
export type NewStep = typeof lectureSteps.$inferInsert;
export type NewLessonFile = typeof lectureFiles.$inferInsert;

/** A step of a step lesson with what its photo's media row says of its versions. */
export interface StepRow {
  id: string;
  lectureId: string;
  text: string;
  mediaId: string;
  bytes: number;
  width: number | null;
  height: number | null;
  small: StoredVariant | null;
}

/** A lesson file with its media row's type, size and whether it has a preview. */
export interface LessonFileRow {
  id: string;
  lectureId: string;
  name: string;
  mediaId: string;
  mime: string;
  bytes: number;
  hasPreview: boolean;
}

/** The curriculum as the views show it: the lectures in order, and their steps and files by lecture id. */
export interface Curriculum {
  lectures: LectureRow[];
  steps: Map<string, StepRow[]>;
  files: Map<string, LessonFileRow[]>;
}

/*
 * A lecture's steps and files as JSON arrays in order, with what their media rows say (written
 * out in SQL: the outer "lectures"."id" must stay qualified inside the subquery).
 */
const STEPS_JSON = sql<(Omit<StepRow, 'lectureId' | 'small'> & { variants: MediaVariants | null })[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'text', s.text, 'mediaId', s.media_id, 'bytes', m.size, 'width', m.width,
    'height', m.height, 'variants', m.variants) order by s.position, s.id)
  from ${lectureSteps} s join ${media} m on m.id = s.media_id where s.lecture_id = "lectures"."id"), '[]'::json)`;
const FILES_JSON = sql<(Omit<LessonFileRow, 'lectureId' | 'hasPreview'> & { variants: MediaVariants | null })[]>`coalesce((
  select json_agg(json_build_object('id', f.id, 'name', f.name, 'mediaId', f.media_id, 'mime', m.mime, 'bytes', m.size,
    'variants', m.variants) order by f.position, f.id)
  from ${lectureFiles} f join ${media} m on m.id = f.media_id where f.lecture_id = "lectures"."id"), '[]'::json)`;

export const coursesRepo = {
  findById: async (db: DbOrTx, id: string) => (await db.select().from(courses).where(eq(courses.id, id)).limit(1))[0],
  /** Locks the course row for the transaction, so two saves of one course do not interleave. */
  findByIdForUpdate: async (db: DbOrTx, id: string) =>
    (await db.select().from(courses).where(eq(courses.id, id)).for('update').limit(1))[0],
  listByInstructor: (db: DbOrTx, instructorId: string) =>
    db.select().from(courses).where(eq(courses.instructorId, instructorId)).orderBy(desc(courses.createdAt), desc(courses.id)),
  insert: async (db: DbOrTx, row: NewCourse) => (await db.insert(courses).values(row).returning())[0],
  update: async (db: DbOrTx, id: string, values: Partial<NewCourse>) =>
    (await db.update(courses).set(values).where(eq(courses.id, id)).returning())[0],
  delete: (db: DbOrTx, id: string) => db.delete(courses).where(eq(courses.id, id)),

  /** The course's current curriculum, in order. */
  lecturesOf: (db: DbOrTx, courseId: string) =>
    db.select().from(lectures).where(eq(lectures.courseId, courseId)).orderBy(asc(lectures.position), asc(lectures.id)),
  /**
   * The course's curriculum with every lecture's steps and files, in one query whatever the number
   * of lectures (query-budget.test.ts): each lecture carries its steps and files as JSON.
   */
  async curriculumOf(db: DbOrTx, courseId: string): Promise<Curriculum> {
    const rows = await db
      .select({ lecture: lectures, steps: STEPS_JSON, files: FILES_JSON })
      .from(lectures)
      .where(eq(lectures.courseId, courseId))
      .orderBy(asc(lectures.position), asc(lectures.id));
    return {
      lectures: rows.map((r) => r.lecture),
      steps: new Map(
        rows.map((r) => [
          r.lecture.id,
          r.steps.map(({ variants, ...st }) => ({ ...st, lectureId: r.lecture.id, small: variants?.small ?? null })),
        ]),
      ),
      files: new Map(
        rows.map((r) => [
          r.lecture.id,
          r.files.map(({ variants, ...f }) => ({ ...f, lectureId: r.lecture.id, hasPreview: Boolean(variants?.preview) })),
        ]),
      ),
    };
  },
  /** The media ids the course's steps and files use (course saves check and release them). */
  async lessonMediaOf(db: DbOrTx, courseId: string): Promise<string[]> {
    const [steps, files] = await Promise.all([
      db
        .select({ mediaId: lectureSteps.mediaId })
        .from(lectureSteps)
        .innerJoin(lectures, eq(lectures.id, lectureSteps.lectureId))
        .where(eq(lectures.courseId, courseId)),
      db
        .select({ mediaId: lectureFiles.mediaId })
        .from(lectureFiles)
        .innerJoin(lectures, eq(lectures.id, lectureFiles.lectureId))
        .where(eq(lectures.courseId, courseId)),
    ]);
    return [...new Set([...steps, ...files].map((r) => r.mediaId))];
  },
  /** A lecture's steps and files become exactly these (a save rewrites them; `fresh`: a new lecture has none to delete). */
  async replaceLessonParts(
    db: DbOrTx,
    lectureId: string,
    steps: Omit<NewStep, 'lectureId'>[],
    files: Omit<NewLessonFile, 'lectureId'>[],
    opts: { fresh?: boolean } = {},
  ) {
    if (!opts.fresh) {
      await db.delete(lectureSteps).where(eq(lectureSteps.lectureId, lectureId));
      await db.delete(lectureFiles).where(eq(lectureFiles.lectureId, lectureId));
    }
    if (steps.length) await db.insert(lectureSteps).values(steps.map((s) => ({ ...s, lectureId })));
    if (files.length) await db.insert(lectureFiles).values(files.map((f) => ({ ...f, lectureId })));
  },
  lectureCounts: async (db: DbOrTx, courseIds: string[]) => {
    if (!courseIds.length) return new Map<string, number>();
    const rows = await db
      .select({ courseId: lectures.courseId, n: count() })
      .from(lectures)
      .where(inArray(lectures.courseId, courseIds))
      .groupBy(lectures.courseId);
    return new Map(rows.map((r) => [r.courseId, Number(r.n)]));
  },
  insertLecture: async (db: DbOrTx, row: NewLecture) => (await db.insert(lectures).values(row).returning())[0],
  updateLecture: (db: DbOrTx, id: string, values: Partial<NewLecture>) => db.update(lectures).set(values).where(eq(lectures.id, id)),
  deleteLectures: (db: DbOrTx, ids: string[]) => (ids.length ? db.delete(lectures).where(inArray(lectures.id, ids)) : Promise.resolve()),

  /** Enrolled students of each course, oldest enrolment first. */
  async studentsOf(db: DbOrTx, courseIds: string[]) {
    const byCourse = new Map<string, { studentId: string; studentName: string; studentEmail: string }[]>();
    if (!courseIds.length) return byCourse;
    const rows = await db
      .select({ courseId: enrolments.courseId, studentId: users.id, studentName: users.name, studentEmail: users.email })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(inArray(enrolments.courseId, courseIds))
      .orderBy(asc(enrolments.createdAt), asc(enrolments.id));
    for (const { courseId, ...student } of rows) {
      const list = byCourse.get(courseId) ?? [];
      list.push(student);
      byCourse.set(courseId, list);
    }
    return byCourse;
  },
  countEnrolments: async (db: DbOrTx, courseId: string) =>
    Number((await db.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, courseId)))[0].n),
  countPaidOrders: async (db: DbOrTx, courseId: string) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.courseId, courseId), eq(orders.orderStatus, 'paid')))
      )[0].n,
    ),
  /** Checkouts that never completed; they go with the course. */
  deleteUnpaidOrders: (db: DbOrTx, courseId: string) =>
    db.delete(orders).where(and(eq(orders.courseId, courseId), ne(orders.orderStatus, 'paid'))),
};
