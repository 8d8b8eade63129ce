import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { certificates, courses, users } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;

export const certificatesRepo = {
  findByCode: async (db: DbOrTx, code: string): Promise<CertificateRow | undefined> =>
    (await db.select().from(certificates).where(eq(certificates.code, code)).limit(1))[0],

  findFor: async (db: DbOrTx, studentId: string, courseId: string): Promise<CertificateRow | undefined> =>
    (
      await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.studentId, studentId), eq(certificates.courseId, courseId)))
        .limit(1)
    )[0],

  /**
   * What a certificate records, read now: the student's name, the course's title and instructor.
   * Undefined when the course does not exist.
   */
  async snapshot(db: DbOrTx, studentId: string, courseId: string) {
    const [row] = await db
      .select({ studentName: users.name, courseTitle: courses.title, instructorName: courses.instructorName })
      .from(courses)
      .innerJoin(users, eq(users.id, studentId))
      .where(eq(courses.id, courseId))
      .limit(1);
    return row;
  },

  /**
   * Inserts unless the student already has this course's certificate or the code is taken (either
   * unique index): the new row, or undefined when nothing was inserted.
   */
  insert: async (db: DbOrTx, row: NewCertificate): Promise<CertificateRow | undefined> =>
    (await db.insert(certificates).values(row).onConflictDoNothing().returning())[0],

  /** Revokes once: a second revocation keeps the first date and reason. Undefined for an unknown code. */
  async revoke(db: DbOrTx, code: string, reason: string, by: string): Promise<CertificateRow | undefined> {
    const [row] = await db
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: reason, revokedBy: by })
      .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
      .returning();
    return row ?? certificatesRepo.findByCode(db, code);
  },

  listForCourse: (db: DbOrTx, courseId: string): Promise<CertificateRow[]> =>
    db.select().from(certificates).where(eq(certificates.courseId, courseId)).orderBy(desc(certificates.issuedAt)),
};
