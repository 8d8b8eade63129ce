import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@sewee/shared';
import type { DbOrTx } from '../../db/client';
import { courseCompletion, keepCompletion, type Completion } from '../progress/completion';
import { certificatesRepo, type CertificateRow } from './repository';

/** A fresh code: each byte's low 5 bits pick one of the 32 symbols, so every symbol is equally likely. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += CERTIFICATE_CODE_ALPHABET[b & 31];
  return code;
}

/**
 * The student's certificate of the course: the one already issued, else a new one when the student
 * bought the course and has completed it (progress/completion.ts: now, or kept from before), after
 * keeping that completion on their enrolment; undefined otherwise. Idempotent and safe under
 * concurrent calls: the unique (student, course) index makes them meet on one row. Called when a lecture mark completes a course, and when the
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
  // The certificate is dated by the completion kept on the enrolment: the first, whatever came since.
  const completedAt = await keepCompletion(db, studentId, courseId, known ?? (await courseCompletion(db, studentId, courseId)));
  if (!completedAt) return undefined;
  const snapshot = await certificatesRepo.snapshot(db, studentId, courseId);
  if (!snapshot) return undefined;
  // A code collision (50 random bits: practically never) just draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await certificatesRepo.insert(db, {
      code: newCertificateCode(),
      studentId,
      courseId,
      studentName: snapshot.studentName,
      courseTitle: snapshot.courseTitle,
      instructorName: snapshot.instructorName,
      completedAt,
    });
    if (inserted) return inserted;
    // Nothing inserted: a concurrent call issued it first, or (practically never) the code was taken.
    const issued = await certificatesRepo.findFor(db, studentId, courseId);
    if (issued) return issued;
  }
  throw new Error('Could not draw an unused certificate code in 5 tries');
}
