import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  courseProgress,
  courses,
  enrolments,
  lectureProgress,
  lectures,
  practicePhotos,
  practicePieces,
  practiceSubmissions,
  users,
} from '../../db/schema';

export type PieceRow = typeof practicePieces.$inferSelect;
export type NewPiece = typeof practicePieces.$inferInsert;
export type SubmissionRow = typeof practiceSubmissions.$inferSelect;
export type PhotoRow = typeof practicePhotos.$inferSelect;
export type NewPhoto = typeof practicePhotos.$inferInsert;

/** Raw `execute` rows: both drivers (pg, PGlite) answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const n = (v: unknown) => Number(v ?? 0);
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** A piece's standing for one student: passed once any round passed, else its latest round's status. */
export interface PieceStanding {
  pieceId: string;
  required: boolean;
  status: 'waiting' | 'passed' | 'needs_work' | 'not_sent';
  /** When the round that passed was reviewed. */
  passedAt: Date | null;
}

export const practiceRepo = {
  /** The course's pieces, in curriculum order. */
  piecesOf: (db: DbOrTx, courseId: string) =>
    db
      .select()
      .from(practicePieces)
      .where(eq(practicePieces.courseId, courseId))
      .orderBy(asc(practicePieces.position), asc(practicePieces.id)),
  insertPiece: async (db: DbOrTx, row: NewPiece) => (await db.insert(practicePieces).values(row).returning())[0]!,
  updatePiece: (db: DbOrTx, id: string, values: Partial<NewPiece>) =>
    db.update(practicePieces).set(values).where(eq(practicePieces.id, id)),
  /** A body without `practice` keeps the pieces: only those placed after more lectures than there are move to the end. */
  keepWithin: (db: DbOrTx, courseId: string, lectureCount: number) =>
    db
      .update(practicePieces)
      .set({ afterLecture: lectureCount })
      .where(and(eq(practicePieces.courseId, courseId), sql`${practicePieces.afterLecture} > ${lectureCount}`)),

  /**
   * Locks the pieces about to be removed (FOR UPDATE: a round being saved for one of them waits,
   * then fails its foreign key) and answers those that have rounds, so no photo escapes the removal.
   */
  async lockForRemoval(db: DbOrTx, ids: string[]): Promise<{ id: string; title: string }[]> {
    if (!ids.length) return [];
    await db.select({ id: practicePieces.id }).from(practicePieces).where(inArray(practicePieces.id, ids)).for('update');
    return db
      .select({ id: practicePieces.id, title: practicePieces.title })
      .from(practicePieces)
      .where(
        and(
          inArray(practicePieces.id, ids),
          sql`EXISTS (SELECT 1 FROM ${practiceSubmissions} WHERE ${practiceSubmissions.pieceId} = ${practicePieces.id})`,
        ),
      )
      .orderBy(asc(practicePieces.position));
  },
  /** Removes pieces (their rounds and photo rows go by cascade); returns the storage keys of the photos they had. Lock them first (lockForRemoval). */
  async deletePieces(db: DbOrTx, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const keys = await db
      .select({ key: practicePhotos.storageKey })
      .from(practicePhotos)
      .innerJoin(practiceSubmissions, eq(practiceSubmissions.id, practicePhotos.submissionId))
      .where(inArray(practiceSubmissions.pieceId, ids));
    await db.delete(practicePieces).where(inArray(practicePieces.id, ids));
    return keys.map((k) => k.key);
  },

  findPiece: async (db: DbOrTx, courseId: string, pieceId: string) =>
    (
      await db
        .select()
        .from(practicePieces)
        .where(and(eq(practicePieces.id, pieceId), eq(practicePieces.courseId, courseId)))
        .limit(1)
    )[0],

  /** The student's rounds in the course, newest first. */
  roundsOf: (db: DbOrTx, studentId: string, courseId: string) =>
    db
      .select()
      .from(practiceSubmissions)
      .where(and(eq(practiceSubmissions.studentId, studentId), eq(practiceSubmissions.courseId, courseId)))
      .orderBy(desc(practiceSubmissions.round)),

  /** The rounds of several students' pieces, newest first (the queue's earlier rounds). */
  roundsOfPieces: (db: DbOrTx, pairs: { pieceId: string; studentId: string }[]) =>
    pairs.length
      ? db
          .select()
          .from(practiceSubmissions)
          .where(
            sql`(${practiceSubmissions.pieceId}, ${practiceSubmissions.studentId}) IN (${sql.join(
              pairs.map((p) => sql`(${p.pieceId}::uuid, ${p.studentId}::uuid)`),
              sql`, `,
            )})`,
          )
          .orderBy(desc(practiceSubmissions.round))
      : Promise.resolve([] as SubmissionRow[]),

  photosOf: (db: DbOrTx, submissionIds: string[]) =>
    submissionIds.length
      ? db.select().from(practicePhotos).where(inArray(practicePhotos.submissionId, submissionIds)).orderBy(asc(practicePhotos.position))
      : Promise.resolve([] as PhotoRow[]),

  /** Each piece of the course and where `studentId` stands with it (the completion rule reads this). */
  async standings(db: DbOrTx, studentId: string, courseId: string): Promise<PieceStanding[]> {
    const rows = rowsOf<{ id: string; required: boolean; latest: string | null; passed_at: unknown }>(
      await db.execute(sql`
        SELECT p.id, p.required,
          (SELECT s.status FROM ${practiceSubmissions} s WHERE s.piece_id = p.id AND s.student_id = ${studentId}
            ORDER BY s.round DESC LIMIT 1) AS latest,
          (SELECT min(s.reviewed_at) FROM ${practiceSubmissions} s WHERE s.piece_id = p.id AND s.student_id = ${studentId}
            AND s.status = 'passed') AS passed_at
        FROM ${practicePieces} p WHERE p.course_id = ${courseId}
        ORDER BY p.position, p.id`),
    );
    return rows.map((r) => ({
      pieceId: r.id,
      required: Boolean(r.required),
      status: r.passed_at ? 'passed' : ((r.latest ?? 'not_sent') as PieceStanding['status']),
      passedAt: r.passed_at ? toDate(r.passed_at) : null,
    }));
  },

  /** The next round's number for the student and piece. */
  async nextRound(db: DbOrTx, pieceId: string, studentId: string): Promise<number> {
    const [row] = await db
      .select({ max: sql<number>`coalesce(max(${practiceSubmissions.round}), 0)`.mapWith(Number) })
      .from(practiceSubmissions)
      .where(and(eq(practiceSubmissions.pieceId, pieceId), eq(practiceSubmissions.studentId, studentId)));
    return (row?.max ?? 0) + 1;
  },

  /** A new waiting round; undefined when one already waits (the partial unique index). */
  insertSubmission: async (db: DbOrTx, row: typeof practiceSubmissions.$inferInsert) =>
    (await db.insert(practiceSubmissions).values(row).onConflictDoNothing().returning())[0],
  insertPhotos: (db: DbOrTx, rows: NewPhoto[]) => db.insert(practicePhotos).values(rows).returning(),

  lockSubmission: async (db: DbOrTx, id: string) =>
    (await db.select().from(practiceSubmissions).where(eq(practiceSubmissions.id, id)).for('update').limit(1))[0],
  review: async (db: DbOrTx, id: string, values: { status: 'passed' | 'needs_work'; comment: string | null; reviewerId: string }) =>
    (
      await db
        .update(practiceSubmissions)
        .set({ ...values, reviewedAt: new Date() })
        .where(eq(practiceSubmissions.id, id))
        .returning()
    )[0]!,

  /** The review queue's page, oldest first, with each round's piece, course and student. */
  async queue(db: DbOrTx, f: { status: SubmissionRow['status']; courseId?: string; page: number; pageSize: number }) {
    const where = and(eq(practiceSubmissions.status, f.status), f.courseId ? eq(practiceSubmissions.courseId, f.courseId) : undefined);
    const [rows, [total], [waiting]] = await Promise.all([
      db
        .select({
          submission: practiceSubmissions,
          piece: {
            id: practicePieces.id,
            title: practicePieces.title,
            instructions: practicePieces.instructions,
            photos: practicePieces.photos,
          },
          course: { id: courses.id, title: courses.title },
          student: { id: users.id, name: users.name, email: users.email },
        })
        .from(practiceSubmissions)
        .innerJoin(practicePieces, eq(practicePieces.id, practiceSubmissions.pieceId))
        .innerJoin(courses, eq(courses.id, practiceSubmissions.courseId))
        .innerJoin(users, eq(users.id, practiceSubmissions.studentId))
        .where(where)
        .orderBy(asc(practiceSubmissions.createdAt), asc(practiceSubmissions.id))
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      db.select({ n: count() }).from(practiceSubmissions).where(where),
      db.select({ n: count() }).from(practiceSubmissions).where(eq(practiceSubmissions.status, 'waiting')),
    ]);
    return { rows, total: total?.n ?? 0, waiting: waiting?.n ?? 0 };
  },

  /** A photo with the student who sent it. */
  photo: async (db: DbOrTx, photoId: string) =>
    (
      await db
        .select({ photo: practicePhotos, studentId: practiceSubmissions.studentId })
        .from(practicePhotos)
        .innerJoin(practiceSubmissions, eq(practiceSubmissions.id, practicePhotos.submissionId))
        .where(eq(practicePhotos.id, photoId))
        .limit(1)
    )[0],

  /** What the verdict mail says: the round, its piece and course, and its student. */
  forMail: async (db: DbOrTx, submissionId: string) =>
    (
      await db
        .select({
          status: practiceSubmissions.status,
          comment: practiceSubmissions.comment,
          courseId: practiceSubmissions.courseId,
          piece: practicePieces.title,
          course: courses.title,
          name: users.name,
          language: users.language,
        })
        .from(practiceSubmissions)
        .innerJoin(practicePieces, eq(practicePieces.id, practiceSubmissions.pieceId))
        .innerJoin(courses, eq(courses.id, practiceSubmissions.courseId))
        .innerJoin(users, eq(users.id, practiceSubmissions.studentId))
        .where(eq(practiceSubmissions.id, submissionId))
        .limit(1)
    )[0],

  /**
   * The Learners view: every enrolled student of the course with lectures viewed, pieces passed,
   * waiting and needing work, last activity (enrolling, a lecture's progress, a round), completion
   * (progress/completion.ts's rule, in SQL: kept from before, or complete now) and Stuck (no activity since `stuckBefore`, not
   * completed). Searches name or e-mail; pages by name.
   */
  async learners(db: DbOrTx, f: { courseId: string; q?: string; stuck?: boolean; stuckBefore: Date; page: number; pageSize: number }) {
    const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const base = sql`
      WITH l AS (
        SELECT e.user_id, u.name, u.email, e.created_at AS enrolled_at, e.completed_at,
          (SELECT count(*) FROM ${lectures} x WHERE x.course_id = ${f.courseId}) AS lectures_total,
          (SELECT count(*) FROM ${lectureProgress} lp JOIN ${courseProgress} cp ON cp.id = lp.progress_id
            JOIN ${lectures} x ON x.id = lp.lecture_id
            WHERE cp.user_id = e.user_id AND cp.course_id = ${f.courseId} AND lp.viewed) AS lectures_viewed,
          (SELECT max(lp.updated_at) FROM ${lectureProgress} lp JOIN ${courseProgress} cp ON cp.id = lp.progress_id
            WHERE cp.user_id = e.user_id AND cp.course_id = ${f.courseId}) AS watched_at,
          (SELECT max(s.created_at) FROM ${practiceSubmissions} s WHERE s.student_id = e.user_id AND s.course_id = ${f.courseId}) AS sent_at,
          (SELECT count(*) FROM ${practicePieces} p WHERE p.course_id = ${f.courseId} AND EXISTS (
            SELECT 1 FROM ${practiceSubmissions} s WHERE s.piece_id = p.id AND s.student_id = e.user_id AND s.status = 'passed')) AS passed,
          (SELECT count(*) FROM ${practiceSubmissions} s WHERE s.student_id = e.user_id AND s.course_id = ${f.courseId}
            AND s.status = 'waiting') AS waiting,
          (SELECT count(*) FROM ${practicePieces} p WHERE p.course_id = ${f.courseId}
            AND NOT EXISTS (SELECT 1 FROM ${practiceSubmissions} s WHERE s.piece_id = p.id AND s.student_id = e.user_id AND s.status = 'passed')
            AND (SELECT s.status FROM ${practiceSubmissions} s WHERE s.piece_id = p.id AND s.student_id = e.user_id
              ORDER BY s.round DESC LIMIT 1) = 'needs_work') AS needs_work,
          (SELECT count(*) FROM ${practicePieces} p WHERE p.course_id = ${f.courseId} AND p.required AND NOT EXISTS (
            SELECT 1 FROM ${practiceSubmissions} s WHERE s.piece_id = p.id AND s.student_id = e.user_id AND s.status = 'passed')) AS required_open
        FROM ${enrolments} e JOIN ${users} u ON u.id = e.user_id
        WHERE e.course_id = ${f.courseId}
          ${like ? sql`AND (u.name ILIKE ${like} OR u.email ILIKE ${like})` : sql``}
      ),
      m AS (
        SELECT *, greatest(enrolled_at, coalesce(watched_at, enrolled_at), coalesce(sent_at, enrolled_at)) AS last_activity,
          (completed_at IS NOT NULL OR lectures_total > 0 AND lectures_viewed = lectures_total AND required_open = 0) AS completed
        FROM l
      ),
      s AS (SELECT *, (NOT completed AND last_activity < ${f.stuckBefore.toISOString()}::timestamptz) AS stuck FROM m)`;
    const filter = f.stuck === undefined ? sql`` : f.stuck ? sql`WHERE stuck` : sql`WHERE NOT stuck`;
    const [rows, totals] = await Promise.all([
      db.execute(
        sql`${base} SELECT * FROM s ${filter} ORDER BY lower(name), user_id LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`,
      ),
      db.execute(sql`${base} SELECT count(*) AS n FROM s ${filter}`),
    ]);
    return {
      total: n(rowsOf<{ n: unknown }>(totals)[0]?.n),
      rows: rowsOf<Record<string, unknown>>(rows).map((r) => ({
        studentId: String(r.user_id),
        name: String(r.name),
        email: String(r.email),
        lecturesViewed: n(r.lectures_viewed),
        lecturesTotal: n(r.lectures_total),
        passed: n(r.passed),
        waiting: n(r.waiting),
        needsWork: n(r.needs_work),
        completed: Boolean(r.completed),
        lastActivity: toDate(r.last_activity),
        stuck: Boolean(r.stuck),
      })),
    };
  },
};
