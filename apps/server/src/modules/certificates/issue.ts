import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@sewee/shared';
import type { DbOrTx } from '../../db/client';
import { courseCompletion, type Completion } from '../progress/completion';
import { certificatesRepo, type CertificateRow } from './repository';

/** A fresh code: each byte's low 5 bits pick one of the 32 symbols, so every symbol is equally likely. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += CERTIFICATE_CODE_ALPHABET[b & 31];
  return code;
}

/**
 * The student's certificate of the course: the one already issued, else a new one when the course
 * is complete now (progress/completion.ts, the one completion rule) and the student bought it;
 * undefined otherwise. Idempotent and safe under concurrent calls: the unique (student, course)
 * index makes them meet on one row. Called when a lecture mark completes a course, and when the
 * student asks for the certificate (a course completed before certificates existed gets one then).
 */
export async function issueIfComplete(
  db: DbOrTx,
  studentId: string,
  courseId: string,
  /** The completion just read by the caller through the same rule (the progress page's data), to spare reading it again. */
  known?: Completion,
): Promise<CertificateRow | undefined> {
  const existing = await certificatesRepo.findFor(db, studentId, courseId);
  if (existing) return existing;
  const { completed, completionDate } = known ?? (await courseCompletion(db, studentId, courseId));
  if (!completed || !completionDate) return undefined;
  const snapshot = await certificatesRepo.snapshot(db, studentId, courseId);
  if (!snapshot?.enrolled) return undefined;
  // A code collision (50 random bits: practically never) just draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await certificatesRepo.insert(db, {
      code: newCertificateCode(),
      studentId,
      courseId,
      studentName: snapshot.studentName,
      courseTitle: snapshot.courseTitle,
      instructorName: snapshot.instructorName,
      completedAt: completionDate,
    });
    if (inserted) return inserted;
    // Nothing inserted: a concurrent call issued it first, or (practically never) the code was taken.
    const issued = await certificatesRepo.findFor(db, studentId, courseId);
    if (issued) return issued;
  }
  throw new Error('Could not draw an unused certificate code in 5 tries');
}
