import { Readable } from 'node:stream';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  normalizeCertificateCode,
  type IssuedCertificate,
  type Locale,
  type PublicCertificate,
  type StudentCertificate,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, isUuid, notFound } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { RATE_RULES } from '../../platform/security/rate-limit';
import { StorageNotFoundError } from '../../platform/storage';
import { usersRepo, type UserRow } from '../users/repository';
import { issueIfComplete } from './issue';
import { renderCertificatePdf } from './pdf';
import { presentIssued, presentPublic } from './present';
import { certificatesRepo, type CertificateRow } from './repository';
import { practiceRepo } from '../practice/repository';

const unknownCertificate = () => notFound('things.certificate');

/** Where a certificate's public page and PDF are, under PUBLIC_URL. */
export const certificatePagePath = (code: string) => `/certificates/${code}`;
export const certificatePdfPath = (code: string) => `/api/certificates/${code}/pdf`;
/**
 * The PDF in one language, once made, in storage: it never changes (a revocation makes it unavailable,
 * not different). English keeps the key the PDFs had before they spoke other languages, so those
 * already made are still served, and still deleted when revoked.
 */
const pdfKey = (code: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? `certificates/${code}.pdf` : `certificates/${code}.${locale}.pdf`;

export function createCertificatesService(ctx: AppContext) {
  const { db, config, storage } = ctx;

  /** A code as typed (any case, spaces or dashes) to its row; malformed and unknown codes alike are 404. */
  async function byCode(input: string): Promise<CertificateRow> {
    const code = normalizeCertificateCode(input);
    const row = code ? await certificatesRepo.findByCode(db, code) : undefined;
    if (!row) throw unknownCertificate();
    return row;
  }

  /** Counts a public look-up against the caller's address (a code is 50 random bits; this keeps guessing slow). */
  const countLookup = (ip: string) => ctx.limiter.hit(RATE_RULES.certificateIp, ip);

  return {
    /** The owner's certificate of a completed course, issued now if it was not yet. */
    async mine(viewer: UserRow, courseId: string): Promise<StudentCertificate> {
      if (!isUuid(courseId)) throw notFound('things.course');
      const row = await issueIfComplete(db, viewer.id, courseId);
      if (!row) {
        const practice = await practiceRepo.piecesOf(db, courseId);
        throw new AppError(
          'CONFLICT',
          practice.some((p) => p.required) ? msg('certificates.notCompletePractice') : msg('certificates.notComplete'),
        );
      }
      return {
        code: row.code,
        url: config.publicUrl + certificatePagePath(row.code),
        pdfUrl: config.publicUrl + certificatePdfPath(row.code),
      };
    },

    /** Public verification. */
    async verify(code: string, ip: string): Promise<PublicCertificate> {
      await countLookup(ip);
      return presentPublic(await byCode(code));
    },

    /** For the public page's link preview: never throws (an unknown code or a spent limit previews nothing). */
    async preview(code: string, ip: string): Promise<PublicCertificate | undefined> {
      const normalized = normalizeCertificateCode(code);
      if (!normalized || !(await ctx.limiter.allow(RATE_RULES.certificateIp, ip))) return undefined;
      const row = await certificatesRepo.findByCode(db, normalized);
      return row && presentPublic(row);
    },

    /**
     * The PDF, in the student's language (the one their account reads Sewee in; when they chose none,
     * or the account is gone, `fallback`: the language of whoever downloads it). Made on the first
     * download in that language, then served from storage. Revoked certificates have none.
     */
    async pdf(code: string, ip: string, fallback: Locale): Promise<Readable> {
      await countLookup(ip);
      const row = await byCode(code);
      if (row.revokedAt) throw new AppError('CONFLICT', msg('certificates.revokedPdf'));
      const own = row.studentId ? (await usersRepo.findById(db, row.studentId))?.language : null;
      const locale = isLocale(own) ? own : fallback;
      const key = pdfKey(row.code, locale);
      try {
        return await storage.stream(key);
      } catch (e) {
        if (!(e instanceof StorageNotFoundError)) throw e;
      }
      const bytes = await renderCertificatePdf({
        studentName: row.studentName,
        courseTitle: row.courseTitle,
        instructorName: row.instructorName,
        completedAt: row.completedAt,
        code: row.code,
        url: config.publicUrl + certificatePagePath(row.code),
        locale,
      });
      // Two first downloads at once both render; the store's write-then-rename keeps one whole file.
      await storage.put(key, Readable.from([bytes]));
      return Readable.from([bytes]);
    },

    /** Admins: marks a certificate revoked (the first reason stays); the public page then says so. */
    async revoke(admin: UserRow, code: string, reason: string): Promise<PublicCertificate> {
      const existing = await byCode(code);
      const row = await certificatesRepo.revoke(db, existing.code, reason, admin.id);
      if (!row) throw unknownCertificate();
      for (const locale of LOCALES) await storage.delete(pdfKey(row.code, locale));
      return presentPublic(row);
    },

    /** Admins: every certificate issued for a course, newest first. */
    async ofCourse(courseId: string): Promise<IssuedCertificate[]> {
      if (!isUuid(courseId)) throw notFound('things.course');
      return (await certificatesRepo.listForCourse(db, courseId)).map(presentIssued);
    },
  };
}
