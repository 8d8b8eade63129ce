import { defineApi } from '../endpoint';

/** /api/student/course-application: apply, one's own status, and the admins' review table. */
export const applicationsApi = defineApi(() => import('./applications.schemas'), {
  apply: { method: 'POST', path: '/api/student/course-application/courses/:courseId/apply', status: 201 },
  status: { method: 'GET', path: '/api/student/course-application/courses/:courseId/details' },
  /** Admins. */
  list: { method: 'GET', path: '/api/student/course-application/applications' },
  /** Admins. */
  setStatus: { method: 'PUT', path: '/api/student/course-application/applications/:applicationId/status' },
});
