import { z } from 'zod';
import { CourseIdParams } from './courses';
import { requiredText } from './text-field';

/**
 * The letters of a certificate code: digits and capitals without 0/O and 1/I, which a person reading
 * a printed code mixes up. 32 symbols, so each carries 5 random bits.
 */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 10 symbols: 50 random bits, short enough to type from paper, far too many to guess. */
export const CERTIFICATE_CODE_LENGTH = 10;

/**
 * A code as a person may type it: any case, with spaces or dashes, back in its canonical form (upper
 * case, nothing else), or null when it cannot be a code (the server then answers 404, never a 500).
 */
export function normalizeCertificateCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const ch of code) if (!CERTIFICATE_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** GET /api/certificates/:code, POST /api/admin/certificates/:code/revoke */
export const CertificateCodeParams = z.object({ code: z.string() });

/** GET /api/student/certificates/:courseId: the owner's certificate of a completed course. */
export const StudentCertificateParams = CourseIdParams;
export const StudentCertificateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    code: z.string(),
    /** The public verification page. */
    url: z.string(),
    /** The certificate as an A4 PDF. */
    pdfUrl: z.string(),
  }),
});
export type StudentCertificate = z.infer<typeof StudentCertificateResponse>['data'];

/**
 * What anyone holding the code may see: what the certificate says, never an e-mail, a phone or an
 * id. `valid` is false once an admin revoked it (`revokedAt` then says when).
 */
export const PublicCertificateSchema = z.object({
  code: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  completedAt: z.string(),
  valid: z.boolean(),
  revokedAt: z.string().optional(),
});
export type PublicCertificate = z.infer<typeof PublicCertificateSchema>;
export const PublicCertificateResponse = z.object({ success: z.literal(true), data: PublicCertificateSchema });

export const CERTIFICATE_REVOKE_REASON_MAX = 500;
/** POST /api/admin/certificates/:code/revoke */
export const RevokeCertificateSchema = z.object({
  reason: requiredText('reason', CERTIFICATE_REVOKE_REASON_MAX),
});
export type RevokeCertificateInput = z.input<typeof RevokeCertificateSchema>;
export const RevokeCertificateResponse = z.object({ success: z.literal(true), message: z.string(), data: PublicCertificateSchema });

/** A row of an admin's list of the certificates issued for a course. */
export const IssuedCertificateSchema = PublicCertificateSchema.extend({
  issuedAt: z.string(),
  revokedReason: z.string().optional(),
});
export type IssuedCertificate = z.infer<typeof IssuedCertificateSchema>;
/** GET /api/admin/certificates/course/:courseId */
export const CourseCertificatesResponse = z.object({ success: z.literal(true), data: z.array(IssuedCertificateSchema) });
