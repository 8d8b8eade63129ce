import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStream } from '../../test/video-fixtures';
import { makeFile, makeStepsLecture } from '../../test/lesson-fixtures';
import { mockFetch } from '../../test/utils';
import { canDownload, currentUrl, PATTERN_ONLY, qualityChoices } from './offline';

describe('downloads: what this browser can keep, and in which quality', () => {
  it('chooses the Data saver rung first, whatever the Data saver switch says', async () => {
    const stream = makeStream('v1');
    const { choices, preferred } = await qualityChoices([{ kind: 'video', _id: 'l1', title: 'One', stream, captions: [], files: [] }]);
    expect(choices.map((c) => c.name)).toContain('240p');
    expect(choices.length).toBeGreaterThan(1);
    expect(preferred).toBe('240p');
  });

  it("a step lesson's photos follow the quality: small at the Data saver rung, full above; its files count in every choice", async () => {
    const steps = makeStepsLecture('s1', 3, { files: [makeFile('f1')] });
    const alone = await qualityChoices([steps]);
    expect(alone.preferred).toBe('small');
    expect(alone.choices.map((c) => [c.name, c.bytes])).toEqual([
      ['small', 3 * 30_000 + 1_200_000],
      ['full', 3 * 90_000 + 1_200_000],
    ]);
    const stream = makeStream('v1');
    const video = { kind: 'video' as const, _id: 'l1', title: 'One', stream, captions: [], files: [] };
    const mixed = await qualityChoices([video, steps]);
    const bytes = (name: string) => mixed.choices.find((c) => c.name === name)!.bytes;
    const rung = (name: string) => stream.renditions.find((r) => r.name === name)!.bytes;
    expect(bytes('240p')).toBe(rung('240p') + 3 * 30_000 + 1_200_000);
    const best = mixed.choices.at(-1)!.name;
    expect(bytes(best)).toBe(rung(best) + 3 * 90_000 + 1_200_000);
  });

  it("a pattern lesson costs its files and its design's drawing code, each shared file once (the build's list)", async () => {
    mockFetch({
      'GET /pattern-code.json': () => ({
        body: {
          bella: [
            { url: '/assets/bella.js', bytes: 4_000 },
            { url: '/assets/core.js', bytes: 50_000 },
            { url: '/assets/library.js', bytes: 6_800 },
          ],
          penelope: [
            { url: '/assets/penelope.js', bytes: 3_000 },
            { url: '/assets/core.js', bytes: 50_000 },
            { url: '/assets/library.js', bytes: 6_800 },
          ],
        },
      }),
    });
    const pattern = (id: string, design: 'bella' | 'penelope') => ({
      kind: 'pattern' as const,
      _id: id,
      title: id,
      pattern: { design },
      files: [],
    });
    const alone = await qualityChoices([pattern('p1', 'bella'), { ...pattern('p2', 'penelope'), files: [makeFile('f1')] }]);
    expect(alone.preferred).toBe(PATTERN_ONLY);
    expect(alone.choices.map((c) => [c.name, c.bytes])).toEqual([[PATTERN_ONLY, 4_000 + 3_000 + 50_000 + 6_800 + 1_200_000]]);
  });

  describe('canDownload', () => {
    const storage = Object.getOwnPropertyDescriptor(navigator, 'storage');
    const handle = Object.getOwnPropertyDescriptor(globalThis, 'FileSystemFileHandle');
    afterEach(() => {
      if (storage) Object.defineProperty(navigator, 'storage', storage);
      else delete (navigator as { storage?: unknown }).storage;
      if (handle) Object.defineProperty(globalThis, 'FileSystemFileHandle', handle);
      else delete (globalThis as { FileSystemFileHandle?: unknown }).FileSystemFileHandle;
    });
    const withBrowser = (prototype: object) => {
      Object.defineProperty(navigator, 'storage', { configurable: true, value: { getDirectory: () => Promise.resolve({}) } });
      Object.defineProperty(globalThis, 'FileSystemFileHandle', { configurable: true, value: class {} });
      Object.assign((globalThis as unknown as { FileSystemFileHandle: { prototype: object } }).FileSystemFileHandle.prototype, prototype);
    };

    it('is false where the page cannot write files (Safari before 26: getDirectory without createWritable)', () => {
      withBrowser({});
      expect(canDownload()).toBe(false);
    });

    it('is true with getDirectory, createWritable and IndexedDB', () => {
      withBrowser({ createWritable() {} });
      expect(canDownload()).toBe(true);
    });
  });
});

describe('a retried download reads its URL again', () => {
  const answer = (renditions: Array<{ name: string; url: string }>) => async () =>
    ({ data: { isPurchased: true, courseDetails: { curriculum: [{ kind: 'video', _id: 'l1', stream: { renditions } }] } } }) as never;
  const record = { userId: 'u1', courseId: 'c1', lectureId: 'l1', rung: '240p', url: '/api/media/m1/hls/av1-240p.mp4' } as never;

  it('keeps the same file (the AV1 one here), not the H.264 file of the same quality name', async () => {
    const renditions = [
      { name: '240p', url: '/api/media/m1/hls/240p.mp4' },
      { name: 'av1-240p', url: '/api/media/m1/hls/av1-240p.mp4' },
    ];
    expect(await currentUrl(record, answer(renditions))).toBe('/api/media/m1/hls/av1-240p.mp4');
  });

  it("falls back to the quality's file when the video was replaced (a new media id)", async () => {
    expect(await currentUrl(record, answer([{ name: '240p', url: '/api/media/m2/hls/240p.mp4' }]))).toBe('/api/media/m2/hls/240p.mp4');
  });
});
