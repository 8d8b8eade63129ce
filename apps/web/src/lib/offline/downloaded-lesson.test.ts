import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFile, makeStepsLecture } from '../../test/lesson-fixtures';
import { downloadingBrowser } from '../../test/offline-browser';
import { DownloadQueue, type DownloadRecord } from './download-queue';
import { idbRecords } from './opfs-store';
import { downloadOutOfDate, queueFor, updateDownload, useDownloadedFiles } from './offline';

let undo: () => void;
beforeAll(() => {
  undo = downloadingBrowser();
});
afterAll(() => {
  undo();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const lesson = makeStepsLecture('s1', 3, { files: [makeFile('f1')] });
/** A finished download of the lesson as it was: its small photos, then its file. */
const downloaded = (userId: string, photos = lesson.steps): DownloadRecord => {
  const files = [
    ...photos.map((s) => ({ url: s.imageSmall.url, bytes: s.imageSmall.bytes, type: '' })),
    { url: '/api/media/f1', bytes: 1, type: '' },
  ];
  return {
    userId,
    lectureId: 's1',
    courseId: 'c1',
    courseTitle: 'Pattern Making',
    lectureTitle: lesson.title,
    rung: 'small',
    url: '',
    total: 1,
    stored: 1,
    files,
    filesDone: files.length,
    status: 'done',
    captions: [],
    order: 1,
  };
};

describe('a downloaded step lesson', () => {
  it('opens from the network when its stored copies cannot be read, instead of staying blank', async () => {
    await idbRecords.put(downloaded('u-unreadable'));
    vi.spyOn(DownloadQueue.prototype, 'storedFiles').mockRejectedValue(new DOMException('evicted', 'NotReadableError'));
    await queueFor('u-unreadable').loaded;
    const { result } = renderHook(() => useDownloadedFiles('u-unreadable', 's1'));
    await waitFor(() => expect(result.current.checked).toBe(true));
    expect(result.current.url('/api/media/p1/small')).toBeUndefined();
  });

  it('is out of date once a photo or a file it keeps is no longer the lesson’s, in the version it was kept in', () => {
    const record = downloaded('u1');
    expect(downloadOutOfDate(record, lesson)).toBe(false);
    const replaced = lesson.steps.map((s, i) => (i === 1 ? { ...s, imageSmall: { ...s.imageSmall, url: '/api/media/p9/small' } } : s));
    expect(downloadOutOfDate(record, { ...lesson, steps: replaced })).toBe(true);
    expect(downloadOutOfDate(record, { ...lesson, steps: lesson.steps.slice(0, 2) })).toBe(true);
    expect(downloadOutOfDate(record, { ...lesson, files: [] })).toBe(true);
    // Kept in full size: the full photos are compared.
    expect(downloadOutOfDate({ ...record, rung: 'full' }, lesson)).toBe(true);
    // Not finished yet: nothing to compare.
    expect(downloadOutOfDate({ ...record, status: 'downloading' }, { ...lesson, steps: replaced })).toBe(false);
  });

  it('updates: the old copy goes and the lesson as it is now is downloaded in the same quality', async () => {
    // The download starts and waits on the network (which, like a real fetch, gives up when aborted).
    vi.stubGlobal(
      'fetch',
      (_url: string, init?: RequestInit) =>
        new Promise((_, reject) => {
          const aborted = () => reject(new DOMException('aborted', 'AbortError'));
          if (init?.signal?.aborted) aborted();
          init?.signal?.addEventListener('abort', aborted);
        }),
    );
    await idbRecords.put(downloaded('u-update'));
    const q = queueFor('u-update');
    await q.loaded;
    const replaced = lesson.steps.map((s, i) => (i === 1 ? { ...s, imageSmall: { ...s.imageSmall, url: '/api/media/p9/small' } } : s));
    await updateDownload('u-update', { _id: 'c1', title: 'Pattern Making' }, { ...lesson, steps: replaced });
    const now = q.get('s1')!;
    expect(now.status).not.toBe('done');
    expect(now.rung).toBe('small');
    expect(now.files!.map((f) => f.url)).toEqual(['/api/media/p1/small', '/api/media/p9/small', '/api/media/p3/small', '/api/media/f1']);
    expect(downloadOutOfDate({ ...now, status: 'done' }, { ...lesson, steps: replaced })).toBe(false);
    // Stopped as a logout stops it: a queue left running would outlive this file (isolate: false) and hold up the next logout.
    await q.dispose();
  });
});
