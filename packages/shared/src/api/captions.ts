import { defineApi } from '../endpoint';

/**
 * A lecture's caption tracks (docs/captions.md), one per language: the course's instructor uploads
 * WebVTT or SRT (stored as WebVTT) or deletes a track. The files themselves are served with the video
 * (GET /api/media/:publicId/captions/:file), under the same access rule.
 */
export const captionsApi = defineApi(() => import('./captions.schemas'), {
  put: { method: 'PUT', path: '/api/instructor/course/:courseId/lectures/:lectureId/captions/:lang' },
  remove: { method: 'DELETE', path: '/api/instructor/course/:courseId/lectures/:lectureId/captions/:lang' },
});
