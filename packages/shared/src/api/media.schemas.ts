import { MediaBulkUploadResponse, MediaDeleteResponse, MediaUploadResponse, PublicIdParams } from '../courses';
import { ProcessingResponse } from '../video';
import { MediaUploadQuery } from '../lessons';

export const upload = { query: MediaUploadQuery, response: MediaUploadResponse };
export const bulkUpload = { response: MediaBulkUploadResponse };
export const remove = { params: PublicIdParams, response: MediaDeleteResponse };
export const processing = { params: PublicIdParams, response: ProcessingResponse };
export const retry = { params: PublicIdParams, response: ProcessingResponse };
