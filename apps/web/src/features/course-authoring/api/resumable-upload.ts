import { Upload, type DetailedError } from 'tus-js-client';
import { MEDIA_TUS_PATH } from '@sewee/shared/api';
import type { MediaItem } from '@sewee/shared';
import { ApiError, readAnswer } from '../../../lib/api-client';
import type { UploadOptions } from './upload-media';

/** Large files (RESUMABLE_FROM_BYTES in upload-media.ts, 5 MiB: a lecture video always, a phone's photo not) come here; decision 030. */

/** Each PATCH carries at most this much, so a proxy never holds a whole video. */
const CHUNK_BYTES = 16 * 1024 * 1024;
/** A dropped connection is retried after these waits (ms): a train leaves a tunnel within minutes. */
const RETRY_DELAYS = [0, 2_000, 5_000, 10_000, 20_000, 30_000, 60_000, 60_000, 120_000];

/** The media item a finished upload made: from the final PATCH's answer, or (a resumed, already-finished upload) from its address. */
function mediaOf(upload: Upload, body: string): MediaItem {
  if (body) {
    const data = readAnswer(200, true, body) as { data?: MediaItem };
    if (data.data?.public_id) return data.data;
  }
  const id = (upload.url ?? '').split('/').pop() ?? '';
  return { url: `/api/media/${id}`, public_id: id };
}

const apiErrorOf = (err: Error | DetailedError): Error => {
  const res = (err as DetailedError).originalResponse;
  if (!res) return new ApiError(0, 'NETWORK', 'Network error: check your connection and try again.');
  try {
    readAnswer(res.getStatus(), false, res.getBody());
  } catch (e) {
    return e as Error;
  }
  return err;
};

/**
 * Uploads `file` with tus (tus-js-client) to /api/media/tus. A dropped connection is retried and
 * continues from the server's offset; the same file chosen again after a reload continues its
 * unfinished upload (the browser remembers it by a fingerprint). Cancel (the signal) ends the
 * upload on the server too. Failures throw ApiError like the form upload's.
 */
export function resumableUpload(
  file: File,
  { onProgress, signal, accept = 'image-or-video' }: UploadOptions & { accept?: 'video' | 'image-or-video' } = {},
): Promise<MediaItem> {
  return new Promise<MediaItem>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const upload: Upload = new Upload(file, {
      endpoint: new URL(MEDIA_TUS_PATH, window.location.origin).href,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, filetype: file.type, accept },
      headers: { Accept: 'application/json' },
      // 4xx answers (refused type, too large, not allowed) are final; the rest are worth a retry.
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || (status >= 500 && status !== 507);
      },
      onProgress: (sent, total) => {
        if (total > 0) onProgress?.(Math.min(99, Math.floor((sent / total) * 100)));
      },
      onSuccess: ({ lastResponse }) => {
        signal?.removeEventListener('abort', onAbort);
        try {
          const item = mediaOf(upload, lastResponse?.getBody() ?? '');
          onProgress?.(100);
          resolve(item);
        } catch (e) {
          reject(e);
        }
      },
      onError: (err) => {
        signal?.removeEventListener('abort', onAbort);
        reject(apiErrorOf(err));
      },
    });
    const onAbort = () => {
      void upload.abort(true).catch(() => undefined);
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!signal?.aborted) upload.start();
      });
  });
}
