import type { PracticeRound } from '@sewee/shared';
import { practiceApi } from '@sewee/shared/api';
import { endpointPath } from '@sewee/shared/endpoint';
import { ApiError, checkedAnswer, readAnswer } from '../../../lib/api-client';
import type { ShrunkPhoto } from '../../../lib/shrink-photo';

/** Waits before each new attempt after a dropped connection or a server hiccup. */
const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000, 30000, 30000];

export type SendState = { kind: 'sending'; percent: number } | { kind: 'retrying'; inSeconds: number; attempt: number };

/** One multipart POST with upload progress (fetch cannot report it). */
function postOnce(url: string, form: FormData, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      try {
        resolve(readAnswer(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error: check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A failure another attempt may get past: no answer at all, a timeout, or the server unwell. */
const worthRetrying = (e: unknown) =>
  e instanceof ApiError && (e.code === 'NETWORK' || e.status === 408 || e.status === 429 || e.status >= 500);
/** A server error is retried at most this often (each retry sends the photos again: the student pays for the bytes). */
const SERVER_ERROR_RETRIES = 2;

/** Resolves after `ms`, or at once when the phone comes back online. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * POST /api/student/practice/:courseId/:pieceId/submissions with the shrunk photos (field
 * `photos`). A dropped connection is retried by itself with growing pauses (sooner when the phone
 * is back online); the photos stay in memory until the server has them. `alreadySent` is asked
 * after a 409 that follows a lost answer: the earlier attempt may have arrived.
 */
export async function sendPractice(
  courseId: string,
  pieceId: string,
  photos: readonly ShrunkPhoto[],
  opts: { onState: (s: SendState) => void; alreadySent: () => Promise<PracticeRound | undefined>; signal?: AbortSignal },
): Promise<PracticeRound> {
  const url = endpointPath(practiceApi.submit.path, { courseId, pieceId });
  let lostAnswer = false;
  let serverErrors = 0;
  for (let attempt = 0; ; attempt++) {
    const form = new FormData();
    for (const p of photos) form.append('photos', p.blob, p.name.replace(/\.[^.]*$/, '') + '.jpg');
    opts.onState({ kind: 'sending', percent: 0 });
    try {
      const data = await postOnce(url, form, (percent) => opts.onState({ kind: 'sending', percent }), opts.signal);
      return (await checkedAnswer(practiceApi.submit, data)).data;
    } catch (e) {
      if (lostAnswer && e instanceof ApiError && e.status === 409) {
        const sent = await opts.alreadySent();
        if (sent) return sent;
      }
      if (!worthRetrying(e) || attempt >= BACKOFF_MS.length || opts.signal?.aborted) throw e;
      if (e instanceof ApiError && e.status >= 500 && ++serverErrors > SERVER_ERROR_RETRIES) throw e;
      lostAnswer = true;
      const wait = BACKOFF_MS[attempt]!;
      opts.onState({ kind: 'retrying', inSeconds: Math.round(wait / 1000), attempt: attempt + 1 });
      await pause(wait, opts.signal);
      // Cancelled during the pause: nothing more is sent.
      if (opts.signal?.aborted) throw new DOMException('Upload aborted', 'AbortError');
    }
  }
}
