import { defineApi } from '../endpoint';

/**
 * /api/media: uploads (multipart/form-data, so no `body` schema: the server streams the parts) and
 * deletion, all admin-only. Serving a file (GET /api/media/:publicId) answers bytes, not JSON, and is
 * registered by the media module itself, as are a video's HLS
 * playlists and rung files (/api/media/:publicId/hls/:file).
 */
export const mediaApi = defineApi(() => import('./media.schemas'), {
  upload: { method: 'POST', path: '/api/media/upload', status: 201 },
  bulkUpload: { method: 'POST', path: '/api/media/bulk-upload', status: 201 },
  remove: { method: 'DELETE', path: '/api/media/delete/:publicId' },
  /** Where a video's low-data ladder stands: the curriculum editor polls it. */
  processing: { method: 'GET', path: '/api/media/:publicId/processing' },
  /** Processes a failed video again. */
  retry: { method: 'POST', path: '/api/media/:publicId/retry', status: 202 },
});

/**
 * Resumable uploads (docs/decisions/030-past-one-machine.md): the tus 1.0 protocol (POST to create,
 * HEAD/PATCH/DELETE on the upload's address), not JSON, so not a defineApi route. The final PATCH
 * answers like `upload`: `{ success, data: { url, public_id } }`, and the upload's id is the media's
 * public_id.
 */
export const MEDIA_TUS_PATH = '/api/media/tus';
