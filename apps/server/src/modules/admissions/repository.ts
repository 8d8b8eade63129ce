import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  applications,
  courseProgress,
  courses,
  enrolments,
  lectureProgress,
  lectures,
  practicePieces,
  practiceSubmissions,
  users,
} from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const n = (v: unknown) => Number(v ?? 0);

/** A year as a half-open range of instants, in UTC. */
export interface YearRange {
  from: Date;
  to: Date;
  /** Only this intake's applications, and the enrolments they led to. */
  intakeId?: string;
}

/**
 * The year's applications and enrolments with their student's country; an enrolment is complete
 * when its completion is kept (the student completed it once, even if they rewatch it since), or its
 * course has lectures, the student viewed every one and passed every required practice piece: the
 * rule of modules/progress/completion.ts, written in SQL here to count thousands at once (keep them alike).
 */
const yearRows = (r: YearRange) => sql`
  apps AS (
    SELECT a.student_id, a.course_id, a.status, u.country
    FROM ${applications} a JOIN ${users} u ON u.id = a.student_id
    WHERE a.created_at >= ${r.from.toISOString()}::timestamptz AND a.created_at < ${r.to.toISOString()}::timestamptz
      ${r.intakeId ? sql`AND a.intake_id = ${r.intakeId}::uuid` : sql``}
  ),
  enr AS (
    SELECT e.user_id, e.course_id, u.country,
      (e.completed_at IS NOT NULL OR lc.total > 0 AND lc.total = (
        SELECT count(*) FROM ${lectureProgress} lp JOIN ${courseProgress} cp ON cp.id = lp.progress_id
        WHERE cp.user_id = e.user_id AND cp.course_id = e.course_id AND lp.viewed
      ) AND NOT EXISTS (
        SELECT 1 FROM ${practicePieces} p WHERE p.course_id = e.course_id AND p.required AND NOT EXISTS (
          SELECT 1 FROM ${practiceSubmissions} s WHERE s.piece_id = p.id AND s.student_id = e.user_id AND s.status = 'passed'
        )
      )) AS completed
    FROM ${enrolments} e
    JOIN ${users} u ON u.id = e.user_id
    JOIN LATERAL (SELECT count(*) AS total FROM ${lectures} l WHERE l.course_id = e.course_id) lc ON true
    WHERE e.created_at >= ${r.from.toISOString()}::timestamptz AND e.created_at < ${r.to.toISOString()}::timestamptz
      ${
        r.intakeId
          ? sql`AND EXISTS (SELECT 1 FROM ${applications} ai WHERE ai.intake_id = ${r.intakeId}::uuid AND ai.student_id = e.user_id AND ai.course_id = e.course_id)`
          : sql``
      }
  )`;

export interface ReachCounts {
  applicants: number;
  admitted: number;
  enrolled: number;
  completed: number;
}

/** The reach dashboard's numbers: three grouped queries, whatever the number of students. */
export const admissionsRepo = {
  async funnel(db: DbOrTx, r: YearRange) {
    const result = await db.execute(sql`
      WITH ${yearRows(r)},
      signups AS (
        SELECT count(*) AS signed_up, count(*) FILTER (WHERE is_verified) AS verified FROM ${users}
        WHERE role = 'user' AND created_at >= ${r.from.toISOString()}::timestamptz AND created_at < ${r.to.toISOString()}::timestamptz
      )
      SELECT s.signed_up, s.verified,
        (SELECT count(DISTINCT student_id) FROM apps) AS applied,
        (SELECT count(DISTINCT student_id) FROM apps WHERE status = 'approved') AS admitted,
        (SELECT count(DISTINCT user_id) FROM enr) AS enrolled,
        (SELECT count(DISTINCT user_id) FROM enr WHERE completed) AS completed
      FROM signups s`);
    const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
    return {
      signedUp: n(row.signed_up),
      verified: n(row.verified),
      applied: n(row.applied),
      admitted: n(row.admitted),
      enrolled: n(row.enrolled),
      completed: n(row.completed),
    };
  },

  /** Distinct students per country (null: no country on the account). */
  async byCountry(db: DbOrTx, r: YearRange): Promise<Map<string | null, ReachCounts>> {
    const result = await db.execute(sql`
      WITH ${yearRows(r)},
      counts AS (
        SELECT country, count(DISTINCT student_id) AS applicants, count(DISTINCT student_id) FILTER (WHERE status = 'approved') AS admitted,
          0 AS enrolled, 0 AS completed
        FROM apps GROUP BY country
        UNION ALL
        SELECT country, 0, 0, count(DISTINCT user_id), count(DISTINCT user_id) FILTER (WHERE completed)
        FROM enr GROUP BY country
      )
      SELECT country, sum(applicants) AS applicants, sum(admitted) AS admitted, sum(enrolled) AS enrolled, sum(completed) AS completed
      FROM counts GROUP BY country`);
    return new Map(
      rowsOf<Record<string, unknown>>(result).map((row) => [
        (row.country as string | null) ?? null,
        { applicants: n(row.applicants), admitted: n(row.admitted), enrolled: n(row.enrolled), completed: n(row.completed) },
      ]),
    );
  },

  /** Every course with the year's applicants, admitted students, enrolments and completed enrolments. */
  async byCourse(db: DbOrTx, r: YearRange) {
    const result = await db.execute(sql`
      WITH ${yearRows(r)},
      a AS (
        SELECT course_id, count(*) AS applicants, count(*) FILTER (WHERE status = 'approved') AS admitted FROM apps GROUP BY course_id
      ),
      e AS (SELECT course_id, count(*) AS enrolled, count(*) FILTER (WHERE completed) AS completed FROM enr GROUP BY course_id)
      SELECT c.id, c.title, a.applicants, a.admitted, e.enrolled, e.completed
      FROM ${courses} c LEFT JOIN a ON a.course_id = c.id LEFT JOIN e ON e.course_id = c.id
      WHERE c.is_published OR a.course_id IS NOT NULL OR e.course_id IS NOT NULL
      ORDER BY COALESCE(a.applicants, 0) DESC, lower(c.title), c.id`);
    return rowsOf<Record<string, unknown>>(result).map((row) => ({
      courseId: String(row.id),
      title: String(row.title),
      applicants: n(row.applicants),
      admitted: n(row.admitted),
      enrolled: n(row.enrolled),
      completed: n(row.completed),
    }));
  },
};
