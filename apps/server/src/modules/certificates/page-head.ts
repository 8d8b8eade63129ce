import type { AppContext } from '../../context';
import type { PageHead } from '../../plugins/web-app';
import { certificatePagePath, createCertificatesService } from './service';

/**
 * The public certificate page's link preview (/certificates/:code): a shared link shows whose
 * certificate it is and for which course, without running the web app. Counted against the same
 * per-address limit as the verification API, so the page cannot be used to enumerate codes either.
 */
export function certificatePageHead(ctx: AppContext): PageHead {
  const certificates = createCertificatesService(ctx);
  return {
    pattern: /^\/certificates\/([^/]+)\/?$/,
    async meta(match, req) {
      let raw: string;
      try {
        raw = decodeURIComponent(match[1]!);
      } catch {
        return undefined;
      }
      const c = await certificates.preview(raw, req.ip);
      if (!c) return undefined;
      const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(c.completedAt),
      );
      return {
        title: `${c.studentName}: certificate of completion, ${c.courseTitle} | Sewee`,
        description: c.valid
          ? `${c.studentName} completed "${c.courseTitle}" (instructor ${c.instructorName}) on Sewee on ${date}. Certificate ${c.code} is valid.`
          : `Certificate ${c.code} (${c.courseTitle}) was revoked and is no longer valid.`,
        url: ctx.config.publicUrl + certificatePagePath(c.code),
      };
    },
  };
}
