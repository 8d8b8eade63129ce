import type { MediaItem } from '@sewee/shared';
import { ApiError } from '../../../lib/api-client';

export interface UploadOptions {
  /** Called with 0..100 as bytes leave the device. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends multipart form data with XMLHttpRequest, because fetch cannot report upload progress.
 * Failures throw ApiError (the server's message and status, e.g. 413 too large, 415 wrong type);
 * an abort throws a DOMException named AbortError, as fetch does.
 */
function send<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', onAbort);
      let data: { success?: boolean; message?: unknown; errors?: unknown } | null = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data?.success !== false) {
        onProgress?.(100);
        resolve(data as T);
        return;
      }
      const message = typeof data?.message === 'string' ? data.message : '';
      reject(new ApiError(xhr.status, message, Array.isArray(data?.errors) ? data.errors : []));
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new ApiError(0, 'Network error: check your connection and try again.'));
    };
    xhr.onabort = () => {
      signal?.removeEventListener('abort', onAbort);
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    xhr.send(form);
  });
}

/** POST /api/media/upload (one file, field `file`). */
export function uploadMedia(file: File, opts: UploadOptions = {}): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file);
  return send<{ success: true; data: MediaItem }>('/media/upload', form, opts).then((r) => r.data);
}

/** POST /api/media/bulk-upload (videos, field `files`, all or nothing). */
export function bulkUploadMedia(files: readonly File[], opts: UploadOptions = {}): Promise<MediaItem[]> {
  const form = new FormData();
  for (const f of files) form.append('files', f);
  return send<{ success: true; data: MediaItem[] }>('/media/bulk-upload', form, opts).then((r) => r.data);
}
