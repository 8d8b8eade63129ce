import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadQueue, downloadInto, type ChunkStore, type DownloadRecord, type RecordStore } from './download-queue';

/** Parts in memory, as opfs-store.ts keeps them on disk. */
function memoryStore(): ChunkStore & { parts: Map<string, Uint8Array[]> } {
  const parts = new Map<string, Uint8Array[]>();
  return {
    parts,
    size: async (k) => (parts.get(k) ?? []).reduce((n, p) => n + p.byteLength, 0),
    append: async (k, b) => void parts.set(k, [...(parts.get(k) ?? []), b]),
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
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers.range);
    const m = /bytes=(\d+)-/.exec(req.headers.range ?? '');
    const start = m && !ignoreRange ? Number(m[1]) : 0;
    const body = FILE.subarray(start);
    res.writeHead(m && !ignoreRange ? 206 : 200, {
      'content-type': 'video/mp4',
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
    await store.append('k', FILE.subarray(0, 1000));
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
