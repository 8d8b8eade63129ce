import type { PatternDesign } from '@sewee/shared/pattern-designs';
/**
 * Lecture downloads (docs/decisions/028-lectures-offline.md): a rung file of a lecture (and the
 * lesson's files after it), or a step lesson's photos and files (decision 028, "Step lessons and lesson files"), each
 * streamed into storage in parts, resumable with a Range request from the bytes already stored, one
 * lecture at a time. The storage and the list of downloads are passed in (opfs-store.ts and
 * IndexedDB in the app), so the queue's rules are tested as they are (download-queue.test.ts).
 */

/** Where the bytes go: appended in parts, read back as one Blob. */
export interface ChunkStore {
  /** Bytes stored for `key` (0 when none). */
  size(key: string): Promise<number>;
  /**
   * Adds bytes at the end, which is `offset` (the part is named by it, so two writers of the same
   * bytes cannot interleave parts): committed once this resolves, whatever happens after.
   */
  append(key: string, offset: number, bytes: Uint8Array): Promise<void>;
  /** The stored bytes as one Blob (parts are referenced, not copied into memory). */
  read(key: string, type: string): Promise<Blob>;
  remove(key: string): Promise<void>;
}

export type DownloadStatus = 'queued' | 'downloading' | 'paused' | 'failed' | 'done';

/** A file a download keeps besides (or, for a step lesson, instead of) the video: a step photo, a lesson file. */
export interface StoredFile {
  url: string;
  /** Its size as the course states it (the stored size replaces it once whole). */
  bytes: number;
  /** Its MIME type ('' for a photo: the browser reads it from the bytes). */
  type: string;
}

/** One download, kept per account ([userId, lectureId]). */
export interface DownloadRecord {
  userId: string;
  lectureId: string;
  courseId: string;
  courseTitle: string;
  lectureTitle: string;
  /**
   * The rung's name ('240p') and its file; for a step lesson the photos' version ('small' or
   * 'full') and '' (its photos are `files`).
   */
  rung: string;
  url: string;
  /** The whole download's size (the rung's stream.renditions[].bytes, plus `files`) and how much of it is stored. */
  total: number;
  stored: number;
  /** Files after the video (a lesson's files), or a step lesson's photos and files: each stored under fileKey(record, index). */
  files?: StoredFile[];
  /** How many of `files` are stored whole; absent while the video (`url`) is not. */
  filesDone?: number;
  status: DownloadStatus;
  /** Caption files kept with it (their URLs: the service worker's data cache holds them). */
  captions: string[];
  /** Lower first: the order the student asked in. */
  order: number;
  /** Why it failed, when the server refused it (a 4xx): the queue moves on to the next. */
  error?: string;
  /** The file's ETag from the first answer: a resume asks for the rest of that same file only (If-Range). */
  etag?: string;
  /** Retried after a failure: the rung's URL is read again from the course first. */
  refresh?: true;
  /** A pattern lesson's design: its drawing code is kept again at each start (an app update renames its files). */
  design?: PatternDesign;
}

/** The list of downloads (IndexedDB in the app). */
export interface RecordStore {
  list(userId: string): Promise<DownloadRecord[]>;
  put(record: DownloadRecord): Promise<void>;
  remove(userId: string, lectureId: string): Promise<void>;
}

/** The server answered something that is not the file (or not the part asked for). */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

const keyOf = (r: Pick<DownloadRecord, 'userId' | 'lectureId'>) => `${r.userId}/${r.lectureId}`;
/** Where the download's `files[index]` is stored: beside the video's parts (`<userId>/<lectureId>~<index>`), never inside them. */
export const fileKey = (r: Pick<DownloadRecord, 'userId' | 'lectureId'>, index: number) => `${keyOf(r)}~${index}`;

/**
 * Streams `url` into `store` under `key` from the bytes already there: a Range request from that
 * offset (a 200 instead of 206 starts again from zero). Received bytes are committed every
 * `partBytes` and, when the connection breaks, up to the last byte received: the next call resumes
 * exactly there. Resolves with the stored size once the server has sent the whole file.
 */
export async function downloadInto(
  store: ChunkStore,
  key: string,
  url: string,
  total: number,
  opts: {
    fetch?: typeof fetch;
    signal?: AbortSignal;
    partBytes?: number;
    onProgress?: (stored: number) => void;
    /** The ETag the stored bytes came from (If-Range: a changed file comes whole, 200, and starts over). */
    etag?: string;
    /** The answer's ETag and the file's size, as soon as they are known. */
    onFile?: (file: { etag?: string; total: number }) => void;
  } = {},
): Promise<number> {
  const get = opts.fetch ?? fetch;
  const partBytes = opts.partBytes ?? 1024 * 1024;
  let offset = await store.size(key);
  const headers: Record<string, string> = {};
  if (offset > 0) {
    headers.Range = `bytes=${offset}-`;
    if (opts.etag) headers['If-Range'] = opts.etag;
  }
  // Never from the HTTP cache: the bytes must be the server's, from exactly this offset.
  const res = await get(url, { credentials: 'include', headers, signal: opts.signal, cache: 'no-store' });
  // The file's size as this answer states it (renditions[].bytes is the catalogue's figure, which
  // may differ by a few hundred bytes), so a connection that ends early is told from a finished file.
  let expected = total;
  if (res.status === 200 && offset > 0) {
    // The server sent the whole file: start over rather than append it twice.
    await store.remove(key);
    offset = 0;
  } else if (res.status === 206) {
    const start = Number(/bytes (\d+)-/.exec(res.headers.get('content-range') ?? '')?.[1]);
    if (start !== offset) throw new DownloadError(res.status, `expected bytes from ${offset}, got ${res.headers.get('content-range')}`);
    const size = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1]);
    if (size > 0) expected = size;
  } else if (res.status === 416 && offset > 0) {
    // Nothing after the stored bytes: finished only if the file is exactly that long.
    const size = Number(/bytes \*\/(\d+)/.exec(res.headers.get('content-range') ?? '')?.[1]);
    if (size === offset) return offset;
    await store.remove(key);
    throw new DownloadError(res.status, `stored ${offset} bytes of a ${size || 'unknown'}-byte file: starting over`);
  } else if (!res.ok) {
    throw new DownloadError(res.status, `download answered ${res.status}`);
  }
  if (res.status === 200) {
    const length = Number(res.headers.get('content-length'));
    if (length > 0) expected = length;
  }
  opts.onFile?.({ etag: res.headers.get('etag') ?? undefined, total: expected });
  if (!res.body) throw new DownloadError(res.status, 'no body');
  const reader = res.body.getReader();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (!pendingBytes) return;
    const part = new Uint8Array(pendingBytes);
    let at = 0;
    for (const p of pending) {
      part.set(p, at);
      at += p.byteLength;
    }
    pending = [];
    pendingBytes = 0;
    await store.append(key, offset, part);
    offset += part.byteLength;
    opts.onProgress?.(offset);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.byteLength;
      if (pendingBytes >= partBytes) await flush();
    }
  } finally {
    // A broken connection keeps what arrived: the next Range starts after it.
    await flush();
  }
  // An answer cut short (a proxy or a dropped link that closed cleanly) is a broken download too.
  if (expected > 0 && offset < expected) throw new DownloadError(res.status, `stopped at ${offset} of ${expected} bytes`);
  return offset;
}

type Listener = () => void;

/** Another tab holds this download (lock): this tab leaves it alone. */
export const BUSY = Symbol('busy');
/** Runs `work` while holding the download's lock, or answers BUSY at once when another tab has it. */
export type Lock = <T>(key: string, work: () => Promise<T>) => Promise<T | typeof BUSY>;

/** The server refused the file itself (gone, not yours): that item fails, the queue goes on. */
const refusedByServer = (e: unknown) => e instanceof DownloadError && e.status >= 400 && e.status < 500 && e.status !== 416;

/**
 * The account's downloads, one at a time in the order asked. `pause`, `resume` and `remove` work
 * on a waiting or running download; a failed one (no connection) is tried again by `kick`, which
 * the app calls when the browser is back online and when it opens.
 */
export class DownloadQueue {
  private records = new Map<string, DownloadRecord>();
  private running: { key: string; abort: AbortController; done: Promise<unknown> } | null = null;
  private disposed = false;
  private loop: Promise<void> | null = null;
  private listeners = new Set<Listener>();
  private snapshot: DownloadRecord[] = [];
  readonly loaded: Promise<void>;

  constructor(
    readonly userId: string,
    private readonly deps: {
      store: ChunkStore;
      records: RecordStore;
      fetch?: typeof fetch;
      partBytes?: number;
      /** One tab at a time per download (navigator.locks in the app); none: this tab only. */
      lock?: Lock;
      /** The rung's URL as the course gives it now (a retry after a failure reads it again). */
      currentUrl?: (r: DownloadRecord) => Promise<string | undefined>;
    },
  ) {
    this.loaded = deps.records.list(userId).then((list) => {
      for (const r of list) this.records.set(keyOf(r), r.status === 'downloading' ? { ...r, status: 'queued' } : r);
      this.changed();
    });
  }

  subscribe = (l: Listener) => {
    this.listeners.add(l);
    return () => void this.listeners.delete(l);
  };

  /** The downloads in the order asked (a new array after each change, for useSyncExternalStore). */
  list = () => this.snapshot;

  get(lectureId: string): DownloadRecord | undefined {
    return this.records.get(`${this.userId}/${lectureId}`);
  }

  private changed() {
    this.snapshot = [...this.records.values()].sort((a, b) => a.order - b.order);
    this.listeners.forEach((l) => l());
  }

  private async save(r: DownloadRecord) {
    this.records.set(keyOf(r), r);
    this.changed();
    await this.deps.records.put(r);
  }

  /** Queues lectures (those already there keep their state) and starts the queue. */
  async add(items: Array<Omit<DownloadRecord, 'userId' | 'stored' | 'status' | 'order'>>) {
    await this.loaded;
    let order = Math.max(0, ...[...this.records.values()].map((r) => r.order)) + 1;
    for (const item of items) {
      if (this.get(item.lectureId)) continue;
      await this.save({ ...item, userId: this.userId, stored: 0, status: 'queued', order: order++ });
    }
    this.kick();
  }

  async pause(lectureId: string) {
    const r = this.get(lectureId);
    if (!r || r.status === 'done') return;
    if (this.running?.key === keyOf(r)) this.running.abort.abort();
    await this.save({ ...r, status: 'paused' });
  }

  async resume(lectureId: string) {
    const r = this.get(lectureId);
    if (!r || r.status === 'done') return;
    await this.save({ ...r, status: 'queued' });
    this.kick();
  }

  /** Deletes a download: the record first (nothing resumes it), then stops it if running (only it is awaited), then its bytes. */
  async remove(lectureId: string) {
    const r = this.get(lectureId);
    if (!r) return;
    this.records.delete(keyOf(r));
    this.changed();
    await this.deps.records.remove(r.userId, r.lectureId);
    const running = this.running;
    if (running?.key === keyOf(r)) {
      running.abort.abort();
      await running.done.catch(() => undefined);
    }
    await this.deps.store.remove(keyOf(r));
    for (let i = 0; i < (r.files?.length ?? 0); i++) await this.deps.store.remove(fileKey(r, i));
  }

  /** Stops for good (logout): the running download is aborted and nothing starts again. */
  async dispose() {
    this.disposed = true;
    const running = this.running;
    running?.abort.abort();
    await running?.done.catch(() => undefined);
    this.listeners.clear();
  }

  /** The stored file of a finished download, for the player; undefined otherwise. */
  async file(lectureId: string): Promise<Blob | undefined> {
    await this.loaded;
    const r = this.get(lectureId);
    if (r?.status !== 'done') return undefined;
    return this.deps.store.read(keyOf(r), 'video/mp4');
  }

  /** The stored `files` of a finished download, by their URLs (a step lesson's photos, a lesson's files). */
  async storedFiles(lectureId: string): Promise<Map<string, Blob>> {
    await this.loaded;
    const r = this.get(lectureId);
    const out = new Map<string, Blob>();
    if (r?.status !== 'done') return out;
    for (const [i, f] of (r.files ?? []).entries()) out.set(f.url, await this.deps.store.read(fileKey(r, i), f.type));
    return out;
  }

  /** Starts (or continues) the queue: failed downloads are tried again. Resolves when it is idle. */
  kick(): Promise<void> {
    if (this.disposed) return Promise.resolve();
    const retry = this.loaded.then(() => {
      let retried = false;
      for (const r of this.records.values()) {
        if (r.status !== 'failed') continue;
        this.records.set(keyOf(r), { ...r, status: 'queued', refresh: true });
        retried = true;
      }
      if (retried) this.changed();
    });
    this.loop ??= retry
      .then(() => this.run())
      .finally(() => {
        this.loop = null;
      });
    return this.loop;
  }

  private async run() {
    await this.loaded;
    // Held by another tab in this run: left to it.
    const busy = new Set<string>();
    while (!this.disposed) {
      const next = this.snapshot.find((r) => r.status === 'queued' && !busy.has(keyOf(r)));
      if (!next) return;
      const key = keyOf(next);
      const step = this.deps.lock ? this.deps.lock(`dl:${key}`, () => this.download(next)) : this.download(next);
      const outcome = await step;
      if (outcome === BUSY) busy.add(key);
      else if (outcome === 'stop') return;
    }
  }

  /** One download; 'stop' when the connection (or the server) failed: the queue waits for the next kick. */
  private async download(queued: DownloadRecord): Promise<'next' | 'stop'> {
    const key = keyOf(queued);
    let next = queued;
    if (next.refresh && this.deps.currentUrl && next.url && next.filesDone === undefined) {
      const url = await this.deps.currentUrl(next).catch(() => undefined);
      // Another file now (the video was replaced): the stored bytes are of the old one, start over.
      if (url && url !== next.url) {
        await this.deps.store.remove(keyOf(next));
        next = { ...next, url, stored: 0, etag: undefined };
      }
    }
    if (next.refresh) {
      next = { ...next };
      delete next.refresh;
    }
    const abort = new AbortController();
    let status: DownloadStatus = 'done';
    let stored = next.stored;
    let error: string | undefined;
    let stop = false;
    const file: { etag?: string; total?: number } = {};
    // The video first (when there is one and it is not whole yet), then each file not stored yet.
    let filesDone = next.filesDone ?? (next.url ? undefined : 0);
    const filesBytes = (n: number) => (next.files ?? []).slice(0, n).reduce((sum, f) => sum + f.bytes, 0);
    const progress = (n: number) => {
      const r = this.records.get(key);
      if (!r) return;
      this.records.set(key, { ...r, stored: n });
      this.changed();
    };
    const done = (async () => {
      await this.save({ ...next, status: 'downloading', error: undefined });
      try {
        let videoBytes = 0;
        if (filesDone === undefined) {
          videoBytes = await downloadInto(this.deps.store, key, next.url, next.total - filesBytes(next.files?.length ?? 0), {
            fetch: this.deps.fetch,
            signal: abort.signal,
            partBytes: this.deps.partBytes,
            etag: next.etag,
            onFile: (f) => {
              file.etag = f.etag;
              file.total = f.total + filesBytes(next.files?.length ?? 0);
            },
            onProgress: progress,
          });
          filesDone = 0;
        } else if (next.url) videoBytes = await this.deps.store.size(key);
        stored = videoBytes + filesBytes(filesDone);
        for (; filesDone < (next.files?.length ?? 0); filesDone++) {
          const f = next.files![filesDone]!;
          const before = stored;
          stored += await downloadInto(this.deps.store, fileKey(next, filesDone), f.url, f.bytes, {
            fetch: this.deps.fetch,
            signal: abort.signal,
            partBytes: this.deps.partBytes,
            onProgress: (n) => progress(before + n),
          });
          const r = this.records.get(key);
          // Each whole file is recorded: a resume starts at the next one.
          if (r) await this.save({ ...r, stored, filesDone: filesDone + 1 });
        }
      } catch (e) {
        status = 'failed';
        if (refusedByServer(e)) error = (e as Error).message;
        else stop = true;
        stored = filesDone === undefined ? await this.deps.store.size(key).catch(() => stored) : (this.records.get(key)?.stored ?? stored);
      }
    })();
    this.running = { key, abort, done };
    await done;
    this.running = null;
    const now = this.records.get(key);
    // Removed, paused or stopped meanwhile: that choice stands.
    if (!now || now.status !== 'downloading') return this.disposed ? 'stop' : 'next';
    // Finished: the file's real size replaces the catalogue's figure.
    const total = status === 'done' ? stored : file.total || now.total;
    await this.save({
      ...now,
      stored,
      status,
      total,
      ...(filesDone !== undefined ? { filesDone } : {}),
      ...(file.etag ? { etag: file.etag } : {}),
      ...(error ? { error } : {}),
    });
    return stop ? 'stop' : 'next';
  }
}
