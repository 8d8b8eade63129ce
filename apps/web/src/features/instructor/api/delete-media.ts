import { api } from '../../../lib/api-client';

/** DELETE /api/media/delete/:publicId */
export const deleteMedia = (publicId: string) =>
  api.delete<{ success: true; message: string }>(`/media/delete/${encodeURIComponent(publicId)}`);
