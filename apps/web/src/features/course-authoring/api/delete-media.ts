import { mediaApi } from '@sewee/shared/api';
import { call } from '../../../lib/api-client';

/** DELETE /api/media/delete/:publicId */
export const deleteMedia = (publicId: string) => call(mediaApi.remove, { params: { publicId } });
