import { defineApi } from '../endpoint';

/** /api/student/course-progress: what a student has watched in a course, and where to resume. */
export const progressApi = defineApi(() => import('./progress.schemas'), {
  get: { method: 'GET', path: '/api/student/course-progress/get/:userId/:courseId' },
  markViewed: { method: 'POST', path: '/api/student/course-progress/mark-lecture-viewed' },
  reset: { method: 'POST', path: '/api/student/course-progress/reset-progress' },
  savePosition: { method: 'PUT', path: '/api/student/course-progress/position' },
  replay: { method: 'POST', path: '/api/student/course-progress/replay' },
});
