import { MediaBulkUploadResponse, MediaDeleteResponse, MediaUploadResponse, PublicIdParams } from '../courses';

export const upload = { response: MediaUploadResponse };
export const bulkUpload = { response: MediaBulkUploadResponse };
export const remove = { params: PublicIdParams, response: MediaDeleteResponse };
