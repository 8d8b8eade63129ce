import type { IssuedCertificate, PublicCertificate } from '@sewee/shared';
import type { CertificateRow } from './repository';

/** What anyone holding the code sees: no e-mail, phone or id. */
export function presentPublic(c: CertificateRow): PublicCertificate {
  return {
    code: c.code,
    studentName: c.studentName,
    courseTitle: c.courseTitle,
    instructorName: c.instructorName,
    completedAt: c.completedAt.toISOString(),
    valid: c.revokedAt === null,
    ...(c.revokedAt ? { revokedAt: c.revokedAt.toISOString() } : {}),
  };
}

/** A row of the admins' list for a course. */
export function presentIssued(c: CertificateRow): IssuedCertificate {
  return {
    ...presentPublic(c),
    issuedAt: c.issuedAt.toISOString(),
    ...(c.revokedReason ? { revokedReason: c.revokedReason } : {}),
  };
}
