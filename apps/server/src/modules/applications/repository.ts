import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, courses, users } from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;

export const applicationsRepo = {
  /** Inserts unless the student already applied to the course; undefined on a duplicate. */
  insert: async (db: DbOrTx, studentId: string, courseId: string) =>
    (
      await db
        .insert(applications)
        .values({ studentId, courseId })
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

  setStatus: async (db: DbOrTx, id: string, status: 'approved' | 'rejected') =>
    (await db.update(applications).set({ status, updatedAt: new Date() }).where(eq(applications.id, id)).returning())[0],

  /** Admin table rows (student name or e-mail matching `search`), newest first; one page when `limit` is set. */
  async list(db: DbOrTx, opts: { search?: string; offset?: number; limit?: number }) {
    const pattern = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
    const base = db
      .select({
        _id: applications.id,
        status: applications.status,
        createdAt: applications.createdAt,
        studentId: users.id,
        studentName: users.name,
        studentEmail: users.email,
        courseId: courses.id,
        courseTitle: courses.title,
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.studentId))
      .innerJoin(courses, eq(courses.id, applications.courseId))
      .where(where)
      .orderBy(desc(applications.createdAt), asc(applications.id));
    const rows = opts.limit !== undefined ? await base.limit(opts.limit).offset(opts.offset ?? 0) : await base;
    const total =
      opts.limit !== undefined
        ? Number(
            (await db.select({ total: count() }).from(applications).innerJoin(users, eq(users.id, applications.studentId)).where(where))[0]
              .total,
          )
        : rows.length;
    return { rows, total };
  },
};
