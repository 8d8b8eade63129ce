import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BUSY,
  DownloadQueue,
  downloadInto,
  fileKey,
  type ChunkStore,
  type DownloadRecord,
  type Lock,
  type RecordStore,
} from './download-queue';
import { contiguousParts } from './opfs-store';

/** Parts in memory, as opfs-store.ts keeps them on disk. */
function memoryStore(): ChunkStore & { parts: Map<string, Uint8Array[]> } {
  const parts = new Map<string, Uint8Array[]>();
  return {
    parts,
    size: async (k) => (parts.get(k) ?? []).reduce((n, p) => n + p.byteLength, 0),
    append: async (k, offset, b) => {
      const have = (parts.get(k) ?? []).reduce((n, p) => n + p.byteLength, 0);
      if (offset !== have) throw new Error(`part at ${offset}, stored ${have}`);
      parts.set(k, [...(parts.get(k) ?? []), b]);
    },
    read: async (k, type) => new Blob((parts.get(k) ?? []) as BlobPart[], { type }),
    remove: async (k) => void parts.delete(k),
  };
}
function memoryRecords(): RecordStore & { rows: Map<string, DownloadRecord> } {
  const rows = new Map<string, DownloadRecord>();
  return {
    rows,
    list: async (u) => [...rows.values()].filter((r) => r.userId === u),
    put: async (r) => void rows.set(`${r.userId}/${r.lectureId}`, r),
    remove: async (u, l) => void rows.delete(`${u}/${l}`),
  };
}

const FILE = crypto.randomBytes(300_000);
/** Requests seen: their Range header. */
const seen: Array<string | undefined> = [];
/** When set, the next answer is cut after this many bytes (the connection drops). */
let cutAfter: number | null = null;
let ignoreRange = false;
const ifRanges: Array<string | string[] | undefined> = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers.range);
    ifRanges.push(req.headers['if-range']);
    if (req.url?.startsWith('/missing')) {
      res.writeHead(404).end('{}');
      return;
    }
    const m = /bytes=(\d+)-/.exec(req.headers.range ?? '');
    const start = m && !ignoreRange ? Number(m[1]) : 0;
    if (m && !ignoreRange && start >= FILE.length) {
      res.writeHead(416, { 'content-range': `bytes */${FILE.length}` }).end();
      return;
    }
    const body = FILE.subarray(start);
    res.writeHead(m && !ignoreRange ? 206 : 200, {
      'content-type': 'video/mp4',
      etag: '"v1"',
      'content-length': body.length,
      ...(m && !ignoreRange ? { 'content-range': `bytes ${start}-${FILE.length - 1}/${FILE.length}` } : {}),
    });
    if (cutAfter !== null) {
      const n = cutAfter;
      cutAfter = null;
      res.write(body.subarray(0, n), () => setTimeout(() => res.destroy(), 50));
      return;
    }
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const lecture = (id: string) => ({
  lectureId: id,
  courseId: 'c1',
  courseTitle: 'Course',
  lectureTitle: `Lecture ${id}`,
  rung: '240p',
  url: `${base}/file/${id}`,
  total: FILE.length,
  captions: [],
});

const bytesOf = async (b: Blob) => Buffer.from(await b.arrayBuffer());

describe('downloadInto', () => {
  it('keeps what arrived when the connection drops, and resumes from that offset with a Range request', async () => {
    const store = memoryStore();
    seen.length = 0;
    cutAfter = 120_000;
    await expect(downloadInto(store, 'k', `${base}/f`, FILE.length, { partBytes: 64 * 1024 })).rejects.toThrow();
    const kept = await store.size('k');
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(FILE.length);
    expect(await downloadInto(store, 'k', `${base}/f`, FILE.length)).toBe(FILE.length);
    expect(seen).toEqual([undefined, `bytes=${kept}-`]);
    expect((await bytesOf(await store.read('k', 'video/mp4'))).equals(FILE)).toBe(true);
  });

  it('starts over when the server ignores the Range (200), never appending the file twice', async () => {
    const store = memoryStore();
    await store.append('k', 0, FILE.subarray(0, 1000));
    ignoreRange = true;
    try {
      expect(await downloadInto(store, 'k', `${base}/f`, FILE.length)).toBe(FILE.length);
    } finally {
      ignoreRange = false;
    }
    expect((await bytesOf(await store.read('k', 'video/mp4'))).equals(FILE)).toBe(true);
  });
});

describe('DownloadQueue', () => {
  it('downloads queued lectures in order; a dropped one fails, then resumes from its offset after a reload', async () => {
    const store = memoryStore();
    const records = memoryRecords();
    seen.length = 0;
    cutAfter = 150_000;
    const q = new DownloadQueue('u1', { store, records, partBytes: 32 * 1024 });
    await q.add([lecture('a'), lecture('b')]);
    await q.kick();
    const a = q.get('a')!;
    expect(a.status).toBe('failed');
    expect(a.stored).toBeGreaterThan(0);
    expect(a.stored).toBeLessThan(FILE.length);
    expect(q.get('b')!.status).toBe('queued');

    // The tab is closed and opened again: a new queue reads the same records and stored parts.
    const again = new DownloadQueue('u1', { store, records });
    await again.loaded;
    expect(again.get('a')!.stored).toBe(a.stored);
    await again.kick();
    expect(again.list().map((r) => [r.lectureId, r.status, r.stored])).toEqual([
      ['a', 'done', FILE.length],
      ['b', 'done', FILE.length],
    ]);
    expect(seen).toEqual([undefined, `bytes=${a.stored}-`, undefined]);
    expect((await bytesOf((await again.file('a'))!)).equals(FILE)).toBe(true);
  });

  it('pauses, resumes and removes; another account sees none of it', async () => {
    const store = memoryStore();
    const records = memoryRecords();
    const q = new DownloadQueue('u1', { store, records });
    await q.add([lecture('p')]);
    await q.pause('p');
    await q.kick();
    expect(q.get('p')!.status).toBe('paused');
    expect(await q.file('p')).toBeUndefined();
    await q.resume('p');
    await q.kick();
    expect(q.get('p')!.status).toBe('done');

    const other = new DownloadQueue('u2', { store, records });
    await other.loaded;
    expect(other.list()).toEqual([]);
    expect(await other.file('p')).toBeUndefined();

    await q.remove('p');
    expect(q.list()).toEqual([]);
    expect(records.rows.size).toBe(0);
    expect(store.parts.size).toBe(0);
  });
});

describe('DownloadQueue: a step lesson and lesson files', () => {
  const stepLesson = (id: string) => ({
    ...lecture(id),
    rung: 'small',
    url: '',
    total: 3 * FILE.length,
    files: [0, 1, 2].map((i) => ({ url: `${base}/photo/${id}/${i}`, bytes: FILE.length, type: i === 2 ? 'application/pdf' : '' })),
  });

  it('stores each photo and file apart; a drop resumes inside the file it stopped in; read back by URL; removed whole', async () => {
    const store = memoryStore();
    const records = memoryRecords();
    seen.length = 0;
    let calls = 0;
    // The second file's answer breaks after 100 kB.
    const dropSecond: typeof fetch = (url, init) => {
      if (++calls === 2) cutAfter = 100_000;
      return fetch(url, init);
    };
    const q = new DownloadQueue('u1', { store, records, partBytes: 32 * 1024, fetch: dropSecond });
    await q.add([stepLesson('s')]);
    await q.kick();
    const stopped = q.get('s')!;
    expect(stopped.status).toBe('failed');
    expect(stopped.filesDone).toBe(1);
    const partial = await store.size(fileKey(stopped, 1));
    expect(partial).toBeGreaterThan(0);
    expect(stopped.stored).toBe(FILE.length + partial);

    const again = new DownloadQueue('u1', { store, records });
    await again.kick();
    const done = again.get('s')!;
    expect([done.status, done.stored, done.total, done.filesDone]).toEqual(['done', 3 * FILE.length, 3 * FILE.length, 3]);
    // Nothing asked twice: the first photo is not fetched again, the second continues from its bytes.
    expect(seen).toEqual([undefined, undefined, `bytes=${partial}-`, undefined]);
    const files = await again.storedFiles('s');
    expect([...files.keys()]).toEqual(stepLesson('s').files.map((f) => f.url));
    for (const blob of files.values()) expect((await bytesOf(blob)).equals(FILE)).toBe(true);
    expect(files.get(`${base}/photo/s/2`)!.type).toBe('application/pdf');

    await again.remove('s');
    expect(store.parts.size).toBe(0);
  });

  it("keeps a video lecture's files after its video", async () => {
    const store = memoryStore();
    const q = new DownloadQueue('u1', { store, records: memoryRecords() });
    seen.length = 0;
    await q.add([
      { ...lecture('v'), total: 2 * FILE.length, files: [{ url: `${base}/pattern.pdf`, bytes: FILE.length, type: 'application/pdf' }] },
    ]);
    await q.kick();
    expect(q.get('v')!.status).toBe('done');
    expect((await bytesOf((await q.file('v'))!)).equals(FILE)).toBe(true);
    expect((await bytesOf((await q.storedFiles('v')).get(`${base}/pattern.pdf`)!)).equals(FILE)).toBe(true);
  });
});

describe('resume integrity', () => {
  it("resumes with If-Range on the first answer's ETag, never from the HTTP cache", async () => {
    const store = memoryStore();
    await store.append('k', 0, FILE.subarray(0, 1000));
    ifRanges.length = 0;
    const inits: RequestInit[] = [];
    const spy: typeof fetch = (url, init) => {
      inits.push(init!);
      return fetch(url, init);
    };
    let etag: string | undefined;
    await downloadInto(store, 'k', `${base}/f`, FILE.length, { fetch: spy, etag: '"v1"', onFile: (f) => (etag = f.etag) });
    expect(ifRanges).toEqual(['"v1"']);
    expect(inits[0]!.cache).toBe('no-store');
    expect(etag).toBe('"v1"');
    expect((await bytesOf(await store.read('k', 'video/mp4'))).equals(FILE)).toBe(true);
  });

  it("on 416 is finished only when the stored size is the file's size; otherwise starts over", async () => {
    const whole = memoryStore();
    await whole.append('k', 0, FILE);
    expect(await downloadInto(whole, 'k', `${base}/f`, FILE.length)).toBe(FILE.length);

    const tooLong = memoryStore();
    await tooLong.append('k', 0, Buffer.concat([FILE, Buffer.from('extra')]));
    await expect(downloadInto(tooLong, 'k', `${base}/f`, FILE.length)).rejects.toThrow(/starting over/);
    expect(await tooLong.size('k')).toBe(0);
  });

  it('reads only contiguous parts named by their starting offset', () => {
    const f = (size: number) => ({ size });
    expect(
      contiguousParts([
        ['000000000010', f(5)],
        ['000000000000', f(10)],
        ['000000000015', f(1)],
      ]).map((p) => p.size),
    ).toEqual([10, 5, 1]);
    // A gap (or an overlap from a second writer) ends the file there.
    expect(
      contiguousParts([
        ['000000000000', f(10)],
        ['000000000012', f(5)],
      ]).map((p) => p.size),
    ).toEqual([10]);
    expect(
      contiguousParts([
        ['000000000000', f(10)],
        ['000000000005', f(10)],
      ]).map((p) => p.size),
    ).toEqual([10]);
    expect(contiguousParts([['000001', f(10)]])).toEqual([]);
  });
});

describe('DownloadQueue keeps going', () => {
  it('a refused item (4xx) fails with its reason and the next one downloads; a retry reads the URL again', async () => {
    const store = memoryStore();
    const records = memoryRecords();
    const urls: string[] = [];
    const q = new DownloadQueue('u1', {
      store,
      records,
      currentUrl: async (r) => {
        urls.push(r.lectureId);
        return `${base}/file/${r.lectureId}`;
      },
    });
    await q.add([{ ...lecture('gone'), url: `${base}/missing/gone` }, lecture('b')]);
    await q.kick();
    expect(q.get('gone')!.status).toBe('failed');
    expect(q.get('gone')!.error).toMatch(/404/);
    expect(q.get('b')!.status).toBe('done');
    expect(urls).toEqual([]);
    await q.kick();
    expect(urls).toEqual(['gone']);
    expect(q.get('gone')!.status).toBe('done');
    expect(q.get('gone')!.url).toBe(`${base}/file/gone`);
  });

  it('a retry whose URL now names another file starts that file from byte 0 (never mixes two files)', async () => {
    const store = memoryStore();
    const q = new DownloadQueue('u1', { store, records: memoryRecords(), currentUrl: async () => `${base}/file/replaced` });
    cutAfter = 100_000;
    await q.add([lecture('mix')]);
    await q.kick();
    expect(q.get('mix')!.status).toBe('failed');
    seen.length = 0;
    await q.kick();
    expect(seen).toEqual([undefined]);
    expect(q.get('mix')).toMatchObject({ status: 'done', url: `${base}/file/replaced`, stored: FILE.length });
    expect((await bytesOf(await store.read('u1/mix', 'video/mp4'))).equals(FILE)).toBe(true);
  });

  it('deleting the running download waits for it only, not for the rest of the queue', async () => {
    const store = memoryStore();
    const records = memoryRecords();
    // Every download hangs until it is aborted.
    let calls = 0;
    const hanging: typeof fetch = (_url, init) => {
      calls++;
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    const q = new DownloadQueue('u1', { store, records, fetch: hanging });
    await q.add([lecture('a'), lecture('b')]);
    await vi.waitFor(() => expect(q.get('a')!.status).toBe('downloading'));
    await q.remove('a');
    expect(q.get('a')).toBeUndefined();
    expect(records.rows.has('u1/a')).toBe(false);
    await vi.waitFor(() => expect(q.get('b')!.status).toBe('downloading'));
    // Logout: the running download stops and nothing starts again.
    await q.dispose();
    await q.kick();
    expect(calls).toBe(2);
    expect(q.get('b')!.status).not.toBe('done');
  });

  it('leaves a download another tab holds (lock) to it, and downloads the rest', async () => {
    const store = memoryStore();
    const records = memoryRecords();
    const lock: Lock = async (key, work) => (key === 'dl:u1/a' ? BUSY : work());
    const q = new DownloadQueue('u1', { store, records, lock });
    await q.add([lecture('a'), lecture('b')]);
    await q.kick();
    expect(q.get('a')!.status).toBe('queued');
    expect(q.get('b')!.status).toBe('done');
    expect(store.parts.has('u1/a')).toBe(false);
  });
});
