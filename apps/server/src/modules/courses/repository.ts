import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, enrolments, lectures, orders, users } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type LectureRow = typeof lectures.$inferSelect;
export type NewLecture = typeof lectures.$inferInsert;

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
