import { defineApi } from '../endpoint';

/**
 * Certificates of completion (docs/decisions/026-certificates.md). The PDF (`GET
 * /api/certificates/:code/pdf`) is a download, not a JSON call: the certificates module registers it
 * alone.
 */
export const certificatesApi = defineApi(() => import('./certificates.schemas'), {
  /** The owner only: their certificate of a completed course (issued then, if it was not yet). */
  mine: { method: 'GET', path: '/api/student/certificates/:courseId' },
  /** Anyone, signed in or not: what a code certifies. Rate-limited. */
  verify: { method: 'GET', path: '/api/certificates/:code' },
  /** Admins. */
  revoke: { method: 'POST', path: '/api/admin/certificates/:code/revoke' },
  /** Admins: the certificates issued for a course. */
  ofCourse: { method: 'GET', path: '/api/admin/certificates/course/:courseId' },
});
