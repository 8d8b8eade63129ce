import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationFilterValues, DecisionStatus } from '@sewee/shared';
import type { DbOrTx } from '../../db/client';
import { applications, courses, enrolments, intakes, users } from '../../db/schema';
import { nameOrEmailLike } from '../users/repository';

export type ApplicationRow = typeof applications.$inferSelect;

/** The WHERE of the admin table's filters (the query must join users). */
function filterWhere(f: ApplicationFilterValues): SQL | undefined {
  return and(
    f.status ? eq(applications.status, f.status) : undefined,
    f.courseId ? eq(applications.courseId, f.courseId) : undefined,
    f.intakeId ? eq(applications.intakeId, f.intakeId) : undefined,
    f.country ? eq(users.country, f.country) : undefined,
    nameOrEmailLike(f.q ?? f.search),
  );
}

/** Date order, ties by id the same way, so an index on (…, created_at, id) serves it forwards or backwards. */
const order = (f: ApplicationFilterValues) =>
  f.sort === 'oldest' ? [asc(applications.createdAt), asc(applications.id)] : [desc(applications.createdAt), desc(applications.id)];

/** Counting needs the users join only for a filter on the student. */
const needsUsers = (f: ApplicationFilterValues) => Boolean(f.country || f.q || f.search);

async function countMatching(db: DbOrTx, f: ApplicationFilterValues): Promise<number> {
  const base = db.select({ total: count() }).from(applications);
  const [row] = needsUsers(f)
    ? await base.innerJoin(users, eq(users.id, applications.studentId)).where(filterWhere(f))
    : await base.where(filterWhere(f));
  return Number(row!.total);
}

/** What an admin table row and a CSV line show. */
const adminColumns = {
  _id: applications.id,
  status: applications.status,
  message: applications.message,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  studentId: users.id,
  studentName: users.name,
  studentEmail: users.email,
  studentPhone: users.phone,
  studentCountry: users.country,
  courseId: courses.id,
  courseTitle: courses.title,
  intakeId: intakes.id,
  intakeName: intakes.name,
  intakeWaiver: intakes.waiverPercent,
  enrolBy: applications.enrolBy,
};

export const applicationsRepo = {
  /** Inserts unless the student already applied to the course; undefined on a duplicate. */
  insert: async (db: DbOrTx, studentId: string, courseId: string, intakeId: string | null = null) =>
    (
      await db
        .insert(applications)
        .values({ studentId, courseId, intakeId })
        .onConflictDoNothing({ target: [applications.studentId, applications.courseId] })
        .returning()
    )[0],

  find: async (db: DbOrTx, studentId: string, courseId: string) =>
    (
      await db
        .select()
        .from(applications)
        .where(and(eq(applications.studentId, studentId), eq(applications.courseId, courseId)))
        .limit(1)
    )[0],

  /** The student's application to the course, locked until the transaction ends. */
  lockOf: async (db: DbOrTx, studentId: string, courseId: string) =>
    (
      await db
        .select()
        .from(applications)
        .where(and(eq(applications.studentId, studentId), eq(applications.courseId, courseId)))
        .for('update')
    )[0],

  findById: async (db: DbOrTx, id: string) => (await db.select().from(applications).where(eq(applications.id, id)).limit(1))[0],

  /** The rows among `ids` that exist, locked until the transaction ends, with their student's e-mail (for the decision mail). */
  lockForDecision: (db: DbOrTx, ids: string[]) =>
    db
      .select({
        id: applications.id,
        status: applications.status,
        message: applications.message,
        studentId: applications.studentId,
        courseId: applications.courseId,
        intakeId: applications.intakeId,
        email: users.email,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.studentId))
      .where(inArray(applications.id, ids))
      .for('update', { of: applications }),

  /** The distinct intakes of the applications `ids` (read before their locks are taken, intake first). */
  intakesOf: async (db: DbOrTx, ids: string[]) =>
    (
      await db
        .selectDistinct({ intakeId: applications.intakeId })
        .from(applications)
        .where(and(inArray(applications.id, ids), isNotNull(applications.intakeId)))
    ).map((r) => r.intakeId!),

  /** Sets the decision (and its message, null for none) on `ids`; returns the updated rows. */
  decide: (db: DbOrTx, ids: string[], status: DecisionStatus, message: string | null) =>
    db.update(applications).set({ status, message, updatedAt: new Date() }).where(inArray(applications.id, ids)).returning(),

  /** Admin table rows matching the filters, newest first unless `sort` says oldest; one page when `limit` is set. */
  async list(db: DbOrTx, f: ApplicationFilterValues & { offset?: number; limit?: number }) {
    const where = filterWhere(f);
    const base = db
      .select(adminColumns)
      .from(applications)
      .innerJoin(users, eq(users.id, applications.studentId))
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .leftJoin(intakes, eq(intakes.id, applications.intakeId))
      .where(where)
      .orderBy(...order(f));
    const rows = f.limit !== undefined ? await base.limit(f.limit).offset(f.offset ?? 0) : await base;
    const total = f.limit !== undefined ? await countMatching(db, f) : rows.length;
    return { rows, total };
  },

  /** Ids of the applications matching the filters (at most `limit`, in table order) and how many match in all. */
  async ids(db: DbOrTx, f: ApplicationFilterValues, limit: number) {
    const [rows, total] = await Promise.all([
      db
        .select({ id: applications.id })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.studentId))
        .where(filterWhere(f))
        .orderBy(...order(f))
        .limit(limit),
      countMatching(db, f),
    ]);
    return { ids: rows.map((r) => r.id), total };
  },

  /**
   * One batch of the CSV export, in table order, after `after` (the last row of the previous batch):
   * keyset paging, so every batch costs the same however far the export has gone. The cursor is
   * the timestamp as PostgreSQL prints it (microseconds; a JavaScript Date would drop them).
   */
  async exportBatch(db: DbOrTx, f: ApplicationFilterValues, after: { at: string; id: string } | null, limit: number) {
    const past = after
      ? f.sort === 'oldest'
        ? sql`(${applications.createdAt}, ${applications.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
        : sql`(${applications.createdAt}, ${applications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    return db
      .select({ ...adminColumns, cursor: sql<string>`${applications.createdAt}::text` })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.studentId))
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .leftJoin(intakes, eq(intakes.id, applications.intakeId))
      .where(and(filterWhere(f), past))
      .orderBy(...order(f))
      .limit(limit);
  },

  /** A student's own applications with their course, newest first. */
  mine: (db: DbOrTx, studentId: string) =>
    db
      .select({
        _id: applications.id,
        status: applications.status,
        message: applications.message,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        courseId: courses.id,
        courseTitle: courses.title,
        courseImage: courses.image,
        intakeId: applications.intakeId,
        intakeName: intakes.name,
        waitlistedAt: applications.waitlistedAt,
        enrolBy: applications.enrolBy,
        enrolmentId: enrolments.id,
      })
      .from(applications)
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .leftJoin(intakes, eq(intakes.id, applications.intakeId))
      // At most one enrolment per student and course (a unique index): one row per application.
      .leftJoin(enrolments, and(eq(enrolments.userId, applications.studentId), eq(enrolments.courseId, applications.courseId)))
      .where(eq(applications.studentId, studentId))
      .orderBy(desc(applications.createdAt), asc(applications.id)),

  /** What the decision mail names: the application, its course and its student. */
  forMail: async (db: DbOrTx, id: string) =>
    (
      await db
        .select({
          status: applications.status,
          message: applications.message,
          enrolBy: applications.enrolBy,
          courseId: courses.id,
          courseTitle: courses.title,
          name: users.name,
          language: users.language,
        })
        .from(applications)
        .innerJoin(courses, eq(courses.id, applications.courseId))
        .innerJoin(users, eq(users.id, applications.studentId))
        .where(eq(applications.id, id))
        .limit(1)
    )[0],
};
