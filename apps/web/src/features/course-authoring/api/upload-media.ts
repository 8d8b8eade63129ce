import type { MediaItem } from '@sewee/shared';
import { mediaApi } from '@sewee/shared/api';
import type { Endpoint, EndpointInput, EndpointOutput } from '@sewee/shared/endpoint';
import { ApiError, buildUrl, call, checkedAnswer, readAnswer } from '../../../lib/api-client';

/** Mirrors resumable-upload.ts's threshold, so that chunk loads only for a large file. */
export const RESUMABLE_FROM_BYTES = 5 * 1024 * 1024;

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
function send<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  { onProgress, signal }: UploadOptions,
  query?: EndpointInput<E>['query'],
): Promise<EndpointOutput<E>> {
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    xhr.open(endpoint.method, buildUrl(endpoint.path, query as Record<string, unknown> | undefined));
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

/**
 * One file: a large one resumably (tus, resumable-upload.ts, loaded when first needed), a small one
 * as POST /api/media/upload (field `file`). Either way the answer is the same media item.
 */
export async function uploadMedia(file: File, opts: UploadOptions = {}): Promise<MediaItem> {
  if (file.size >= RESUMABLE_FROM_BYTES) return (await import('./resumable-upload')).resumableUpload(file, opts);
  const form = new FormData();
  form.append('file', file);
  return send(mediaApi.upload, form, opts).then((r) => r.data);
}

/**
 * A step photo, already shrunk in the browser (lib/shrink-photo.ts): POST /api/media/upload?purpose=step,
 * so the server keeps it in its two versions (STEP_LIMITS). A few hundred KB: one request.
 */
export function uploadStepPhoto(photo: File, opts: UploadOptions = {}): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', photo);
  return send(mediaApi.upload, form, opts, { purpose: 'step' }).then((r) => r.data);
}

/**
 * A lesson file (a PDF or a picture, at most FILE_LIMITS.maxBytes): POST /api/media/upload?purpose=file
 * in one request whatever its size, because the resumable route takes images and videos only. The
 * purpose gives a picture the lesson file's limit and keeps it its uploader's until a lesson has it.
 */
export function uploadLessonFile(file: File, opts: UploadOptions = {}): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file);
  return send(mediaApi.upload, form, opts, { purpose: 'file' }).then((r) => r.data);
}

/**
 * Several videos, all or nothing. Small ones: POST /api/media/bulk-upload (field `files`). When any
 * is large, each goes resumably in turn (one bar over all their bytes), and if one fails the ones
 * already stored are deleted again.
 */
export async function bulkUploadMedia(files: readonly File[], opts: UploadOptions = {}): Promise<MediaItem[]> {
  if (files.some((f) => f.size >= RESUMABLE_FROM_BYTES)) return resumableEach(files, opts);
  const form = new FormData();
  for (const f of files) form.append('files', f);
  return send(mediaApi.bulkUpload, form, opts).then((r) => r.data);
}

async function resumableEach(files: readonly File[], { onProgress, signal }: UploadOptions): Promise<MediaItem[]> {
  const { resumableUpload } = await import('./resumable-upload');
  const total = files.reduce((n, f) => n + f.size, 0) || 1;
  const done: MediaItem[] = [];
  let before = 0;
  try {
    for (const f of files) {
      const at = before;
      done.push(
        await resumableUpload(f, {
          signal,
          accept: 'video', // as POST /api/media/bulk-upload: videos only
          onProgress: (p) => onProgress?.(Math.min(100, Math.round(((at + (f.size * p) / 100) / total) * 100))),
        }),
      );
      before += f.size;
    }
    return done;
  } catch (e) {
    for (const m of done) await call(mediaApi.remove, { params: { publicId: m.public_id } }).catch(() => undefined);
    throw e;
  }
}
