import { defineApi } from '../endpoint';

/**
 * Practice pieces (docs/decisions/032-practice-pieces.md). A photo (`GET
 * /api/practice/photos/:photoId`) is bytes, not JSON: the practice module registers it alone and serves
 * it to the student who sent it and admins only.
 */
export const practiceApi = defineApi(() => import('./practice.schemas'), {
  /** A student who bought the course: a new round of photos (multipart, field `photos`). */
  submit: { method: 'POST', path: '/api/student/practice/:courseId/:pieceId/submissions', status: 201 },
  /** The caller's own pieces of a course they bought (or teach), with every round. */
  mine: { method: 'GET', path: '/api/student/practice/:courseId' },
  /** Admins: the review queue, oldest first. */
  reviews: { method: 'GET', path: '/api/admin/practice/reviews' },
  /** Admins: Passed or Needs work on a waiting round. */
  review: { method: 'POST', path: '/api/admin/practice/submissions/:submissionId/review' },
  /** Admins: every enrolled student of a course with their progress (the Learners view). */
  learners: { method: 'GET', path: '/api/admin/courses/:courseId/learners' },
});
