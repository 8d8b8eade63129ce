import { defineApi } from '../endpoint';

/**
 * /api/media: uploads (multipart/form-data, so no `body` schema: the server streams the parts) and
 * deletion, all admin-only. Serving a file (GET /api/media/:publicId) answers bytes, not JSON, and is
 * registered by the media module itself.
 */
export const mediaApi = defineApi(() => import('./media.schemas'), {
  upload: { method: 'POST', path: '/api/media/upload', status: 201 },
  bulkUpload: { method: 'POST', path: '/api/media/bulk-upload', status: 201 },
  remove: { method: 'DELETE', path: '/api/media/delete/:publicId' },
});
