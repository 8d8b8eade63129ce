import { defineApi } from '../endpoint';

/** /api/student/course-application: apply, one's own status, and the admins' review table. */
export const applicationsApi = defineApi(() => import('./applications.schemas'), {
  apply: { method: 'POST', path: '/api/student/course-application/courses/:courseId/apply', status: 201 },
  status: { method: 'GET', path: '/api/student/course-application/courses/:courseId/details' },
  /** Admins. */
  list: { method: 'GET', path: '/api/student/course-application/applications' },
  /** Admins. */
  setStatus: { method: 'PUT', path: '/api/student/course-application/applications/:applicationId/status' },
  /** Admins: "select all matching" (the ids of every application the filters match). */
  ids: { method: 'GET', path: '/api/student/course-application/applications/ids' },
  /** Admins: one decision for many applications, in one transaction. */
  bulkStatus: { method: 'POST', path: '/api/student/course-application/applications/bulk-status' },
  /** Admins: the filtered applications as CSV (streamed). */
  exportCsv: { method: 'GET', path: '/api/student/course-application/applications/export.csv' },
  /** The signed-in student's own applications (My applications). */
  mine: { method: 'GET', path: '/api/student/course-application/mine' },
  /** The owner gives their seat or waitlist place up. */
  decline: { method: 'POST', path: '/api/student/course-application/applications/:applicationId/decline' },
});
