import type { MediaItem } from '@sewee/shared';
import { mediaApi } from '@sewee/shared/api';
import type { Endpoint, EndpointOutput } from '@sewee/shared/endpoint';
import { ApiError, checkedAnswer, readAnswer } from '../../../lib/api-client';

export interface UploadOptions {
  /** Called with 0..100 as bytes leave the device. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends multipart form data with XMLHttpRequest, because fetch cannot report upload progress.
 * Failures throw ApiError (the server's code and message, e.g. PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE);
 * an abort throws a DOMException named AbortError, as fetch does.
 */
function send<E extends Endpoint>(endpoint: E, form: FormData, { onProgress, signal }: UploadOptions): Promise<EndpointOutput<E>> {
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    xhr.open(endpoint.method, endpoint.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', onAbort);
      try {
        const data = readAnswer(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText);
        onProgress?.(100);
        resolve(data);
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new ApiError(0, 'NETWORK', 'Network error: check your connection and try again.'));
    };
    xhr.onabort = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  }).then((data) => checkedAnswer(endpoint, data));
}

/** POST /api/media/upload (one file, field `file`). */
export function uploadMedia(file: File, opts: UploadOptions = {}): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file);
  return send(mediaApi.upload, form, opts).then((r) => r.data);
}

/** POST /api/media/bulk-upload (videos, field `files`, all or nothing). */
export function bulkUploadMedia(files: readonly File[], opts: UploadOptions = {}): Promise<MediaItem[]> {
  const form = new FormData();
  for (const f of files) form.append('files', f);
  return send(mediaApi.bulkUpload, form, opts).then((r) => r.data);
}
