import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, courses, enrolments, intakes, orders, users } from '../../db/schema';

export type IntakeRow = typeof intakes.$inferSelect;
export type NewIntake = typeof intakes.$inferInsert;

/**
 * The outer intake row in a correlated subquery, always qualified: drizzle leaves a single-table
 * select's columns unqualified, and a bare "id" would then name the subquery's own row.
 */
const outerIntakeId = sql.raw('"intakes"."id"');

/** How many applications of an intake are at `status` (a correlated subquery). */
const countAt = (status: string) =>
  sql<number>`(select count(*) from ${applications} a where a.intake_id = ${outerIntakeId} and a.status = ${status})::int`;

/** The waitlist's order: when each joined it, ties by id. */
const waitlistOrder = [asc(applications.waitlistedAt), asc(applications.id)];

export const intakesRepo = {
  insert: async (db: DbOrTx, row: NewIntake) => (await db.insert(intakes).values(row).returning())[0]!,

  update: async (db: DbOrTx, id: string, set: Partial<NewIntake>) =>
    (
      await db
        .update(intakes)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(intakes.id, id))
        .returning()
    )[0],

  remove: (db: DbOrTx, id: string) => db.delete(intakes).where(eq(intakes.id, id)),

  findById: async (db: DbOrTx, id: string) => (await db.select().from(intakes).where(eq(intakes.id, id)).limit(1))[0],

  /**
   * Locks the course row: creating or moving its intakes is serialised, so two overlapping ones cannot
   * both pass the check. NO KEY UPDATE: rows pointing at the course (applications, enrolments) may still be inserted meanwhile.
   */
  lockCourse: async (db: DbOrTx, courseId: string) =>
    (await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('no key update'))[0],

  /** Locks one intake row until the transaction ends: every seat count of it happens under this lock. */
  lock: async (db: DbOrTx, id: string) => (await db.select().from(intakes).where(eq(intakes.id, id)).for('update'))[0],

  /** An intake of the course whose window meets [opensAt, closesAt), other than `exceptId`. */
  overlapping: async (db: DbOrTx, courseId: string, opensAt: Date, closesAt: Date, exceptId?: string) =>
    (
      await db
        .select()
        .from(intakes)
        .where(
          and(
            eq(intakes.courseId, courseId),
            lt(intakes.opensAt, closesAt),
            gt(intakes.closesAt, opensAt),
            exceptId ? ne(intakes.id, exceptId) : undefined,
          ),
        )
        .limit(1)
    )[0],

  /** The intakes of a course (all when none is named), with their counts, soonest first. */
  listWithCounts: (db: DbOrTx, courseId?: string) =>
    db
      .select({
        intake: intakes,
        courseTitle: courses.title,
        applied: sql<number>`(select count(*) from ${applications} a where a.intake_id = ${outerIntakeId})::int`,
        admitted: countAt('approved'),
        waitlisted: countAt('waitlisted'),
        declined: countAt('declined'),
        expired: countAt('expired'),
        enrolled: sql<number>`(select count(*) from ${applications} a join ${enrolments} e on e.user_id = a.student_id and e.course_id = a.course_id where a.intake_id = ${outerIntakeId} and a.status = 'approved')::int`,
        // Only waivers that enrolled someone (not a duplicate or a payment flagged for refund).
        waivedCents: sql<number>`(select coalesce(sum(o.waiver_cents), 0) from ${orders} o join ${enrolments} e on e.order_id = o.id where o.intake_id = ${outerIntakeId} and o.order_status = 'paid' and o.refund_reason is null)::int`,
      })
      .from(intakes)
      .innerJoin(courses, eq(courses.id, intakes.courseId))
      .where(courseId ? eq(intakes.courseId, courseId) : undefined)
      .orderBy(asc(intakes.opensAt)),

  /** The intake open at `now` for the course, if any. */
  openAt: async (db: DbOrTx, courseId: string, now: Date) =>
    (
      await db
        .select()
        .from(intakes)
        .where(and(eq(intakes.courseId, courseId), lte(intakes.opensAt, now), gt(intakes.closesAt, now)))
        .limit(1)
    )[0],

  /** The next intake to open after `now`, if any. */
  nextAfter: async (db: DbOrTx, courseId: string, now: Date) =>
    (
      await db
        .select()
        .from(intakes)
        .where(and(eq(intakes.courseId, courseId), gt(intakes.opensAt, now)))
        .orderBy(asc(intakes.opensAt))
        .limit(1)
    )[0],

  /** The intake that closed last before `now`, if any. */
  lastBefore: async (db: DbOrTx, courseId: string, now: Date) =>
    (
      await db
        .select()
        .from(intakes)
        .where(and(eq(intakes.courseId, courseId), lte(intakes.closesAt, now)))
        .orderBy(desc(intakes.closesAt))
        .limit(1)
    )[0],

  /** Every intake of a course with its seats taken, in one query (a course has a handful). */
  ofCourse: (db: DbOrTx, courseId: string) =>
    db
      .select({ intake: intakes, admitted: countAt('approved') })
      .from(intakes)
      .where(eq(intakes.courseId, courseId))
      .orderBy(asc(intakes.opensAt)),

  hasAny: async (db: DbOrTx, courseId: string) =>
    (await db.select({ id: intakes.id }).from(intakes).where(eq(intakes.courseId, courseId)).limit(1)).length > 0,

  /** Applications made in the intake (any status). */
  applicationCount: async (db: DbOrTx, intakeId: string) =>
    Number((await db.select({ n: count() }).from(applications).where(eq(applications.intakeId, intakeId)))[0]!.n),

  /** Seats taken: approved applications of the intake (enrolled ones included). Call it under `lock`. */
  admittedCount: async (db: DbOrTx, intakeId: string) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(applications)
          .where(and(eq(applications.intakeId, intakeId), eq(applications.status, 'approved')))
      )[0]!.n,
    ),

  /** The first `limit` waitlisted applications of the intake, in waitlist order, with their student's e-mail. */
  firstWaitlisted: (db: DbOrTx, intakeId: string, limit: number) =>
    db
      .select({ id: applications.id, studentId: applications.studentId, email: users.email })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.studentId))
      .where(and(eq(applications.intakeId, intakeId), eq(applications.status, 'waitlisted')))
      .orderBy(...waitlistOrder)
      .limit(limit)
      .for('update', { of: applications }),

  /** 1 + how many waitlisted applications of the intake are ahead of this one. */
  async position(db: DbOrTx, a: { id: string; intakeId: string | null; waitlistedAt: Date | null }) {
    if (!a.intakeId || !a.waitlistedAt) return undefined;
    const [row] = await db
      .select({ n: count() })
      .from(applications)
      .where(
        and(
          eq(applications.intakeId, a.intakeId),
          eq(applications.status, 'waitlisted'),
          sql`(${applications.waitlistedAt}, ${applications.id}) < (${a.waitlistedAt.toISOString()}::timestamptz, ${a.id}::uuid)`,
        ),
      );
    return Number(row!.n) + 1;
  },

  /** Positions of many waitlisted applications at once (the admin table's page). */
  async positions(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await db.execute<{ id: string; position: number }>(sql`
      select id, position from (
        select a.id, row_number() over (partition by a.intake_id order by a.waitlisted_at, a.id)::int as position
        from ${applications} a
        where a.status = 'waitlisted' and a.intake_id in (select intake_id from ${applications} where id in ${ids})
      ) w where w.id in ${ids}`);
    return new Map((rows as unknown as { rows: { id: string; position: number }[] }).rows.map((r) => [r.id, Number(r.position)]));
  },

  /**
   * Approved applications in an intake whose enrol deadline passed at `now` without an enrolment,
   * oldest deadline first. Not locked: each is re-read and re-checked under its intake's lock when it is expired.
   */
  overdue: (db: DbOrTx, now: Date, limit: number) =>
    db
      .select({ id: applications.id, intakeId: applications.intakeId })
      .from(applications)
      .where(
        and(
          eq(applications.status, 'approved'),
          isNotNull(applications.enrolBy),
          lte(applications.enrolBy, now),
          sql`not exists (select 1 from ${enrolments} e where e.user_id = ${applications.studentId} and e.course_id = ${applications.courseId})`,
        ),
      )
      .orderBy(asc(applications.enrolBy))
      .limit(limit),

  /** Sets the status (and what goes with it) of the applications `ids`. */
  setStatus: (db: DbOrTx, ids: string[], set: Partial<typeof applications.$inferInsert>) =>
    db
      .update(applications)
      .set({ ...set, updatedAt: new Date() })
      .where(inArray(applications.id, ids))
      .returning(),

  /** A waitlisted application joins the waitlist now, after everyone already on it (clock_timestamp grows within one transaction). */
  waitlist: (db: DbOrTx, id: string, message: string | null) =>
    db
      .update(applications)
      .set({ status: 'waitlisted', message, enrolBy: null, waitlistedAt: sql`clock_timestamp()`, updatedAt: new Date() })
      .where(eq(applications.id, id))
      .returning(),
};
