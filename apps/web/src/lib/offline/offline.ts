/**
 * Lectures offline in the app (docs/decisions/028-lectures-offline.md): the signed-in student's
 * download queue, what the pages read from it, the space check, and the offline progress hooks. Loaded
 * with the student pages only.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LectureStream } from '@sewee/shared';
import { av1Rungs, playableStream, playsSmoothly } from '../video/codec-choice';
import { dataSaverRung, formatMegabytes, videoRungs } from '../video/data-cost';
import { OFFLINE_USER_KEY } from '../auth/offline-user';
import { DATA_CACHE } from './caches';
import { BUSY, DownloadQueue, type DownloadRecord, type Lock } from './download-queue';
import { progressApi } from '@sewee/shared/api';
import { call } from '../api-client';
import { idbRecords, opfsStore, removeAccountFiles } from './opfs-store';
import { PROGRESS_SYNC_TAG, queueProgress, unqueueProgress, type QueuedProgress } from './progress-queue';
import { i18n, i18nReady } from '../i18n';
import './i18n';

const queues = new Map<string, { queue: DownloadQueue; online: () => void }>();

/** One tab at a time per download (Web Locks); where the browser has none, this tab only. */
const tabLock: Lock = (key, work) =>
  navigator.locks
    ? (navigator.locks.request(key, { ifAvailable: true }, (lock) => (lock ? work() : BUSY)) as Promise<
        Awaited<ReturnType<typeof work>> | typeof BUSY
      >)
    : work();

/**
 * The rung's URL as the course gives it now (a retry after a failure: the video may have been
 * replaced). The same file as before where it is still there: `rung` names the quality ('240p'), and
 * the stored bytes may be of its AV1 or its H.264 file (playableStream), which must not be mixed.
 */
export async function currentUrl(
  r: DownloadRecord,
  fetchProgress = () => call(progressApi.get, { params: { userId: r.userId, courseId: r.courseId } }),
) {
  const res = await fetchProgress();
  if (!res.data.isPurchased) return undefined;
  const renditions = res.data.courseDetails.curriculum.find((l) => l._id === r.lectureId)?.stream?.renditions ?? [];
  const file = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  return (renditions.find((x) => file(x.url) === file(r.url)) ?? renditions.find((x) => x.name === r.rung))?.url;
}

/** The account's download queue (one per account and page); it continues whenever the browser is back online. */
export function queueFor(userId: string): DownloadQueue {
  let q = queues.get(userId)?.queue;
  if (!q) {
    const queue = new DownloadQueue(userId, { store: opfsStore(), records: idbRecords, lock: tabLock, currentUrl });
    q = queue;
    const online = () => void queue.kick();
    queues.set(userId, { queue, online });
    window.addEventListener('online', online);
    if (navigator.onLine) void queue.kick();
  }
  return q;
}

/** Logout: every queue stops (its running download aborted) and stops listening. */
async function disposeQueues() {
  const all = [...queues.values()];
  queues.clear();
  for (const { queue, online } of all) {
    window.removeEventListener('online', online);
    await queue.dispose();
  }
}

/** Whether this browser can keep downloads (OPFS and IndexedDB). */
export const canDownload = () =>
  typeof navigator !== 'undefined' &&
  !!navigator.storage?.getDirectory &&
  // Safari before 26 has getDirectory but writes only from a worker (no createWritable on the page).
  typeof FileSystemFileHandle !== 'undefined' &&
  'createWritable' in FileSystemFileHandle.prototype &&
  typeof indexedDB !== 'undefined';

const EMPTY: DownloadRecord[] = [];
const noQueue = { subscribe: () => () => undefined, list: () => EMPTY };

export function useDownloads(userId: string): DownloadRecord[] {
  const q = userId && canDownload() ? queueFor(userId) : noQueue;
  return useSyncExternalStore(q.subscribe, q.list);
}

const onlineStore = {
  subscribe(l: () => void) {
    window.addEventListener('online', l);
    window.addEventListener('offline', l);
    return () => {
      window.removeEventListener('online', l);
      window.removeEventListener('offline', l);
    };
  },
  get: () => navigator.onLine,
};

export const useOnline = () => useSyncExternalStore(onlineStore.subscribe, onlineStore.get);

/**
 * The downloaded file of a lecture as a blob: URL, for the player (`checked` false while looking):
 * undefined when this account has not downloaded it.
 */
export function useDownloadedUrl(userId: string, lectureId: string | undefined) {
  const records = useDownloads(userId);
  const done = records.some((r) => r.lectureId === lectureId && r.status === 'done');
  const [state, setState] = useState<{ for: string; url?: string } | null>(null);
  useEffect(() => {
    if (!lectureId || !userId || !canDownload()) return;
    let url: string | undefined;
    let cancelled = false;
    void queueFor(userId)
      .file(lectureId)
      .then((blob) => {
        if (cancelled) return;
        url = blob && blob.size > 0 ? URL.createObjectURL(blob) : undefined;
        setState({ for: `${userId}/${lectureId}/${done}`, url });
      })
      .catch(() => !cancelled && setState({ for: `${userId}/${lectureId}/${done}` }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [userId, lectureId, done]);
  if (!lectureId || !canDownload()) return { checked: true, url: undefined };
  const current = state?.for === `${userId}/${lectureId}/${done}` ? state : null;
  return { checked: !!current, url: current?.url };
}

export interface DownloadLecture {
  _id: string;
  title: string;
  stream: LectureStream | null;
  captions: ReadonlyArray<{ url: string }>;
}

/** A quality the student may choose, with what the chosen lectures cost in it. */
export interface QualityChoice {
  name: string;
  bytes: number;
  label: string;
}

/**
 * The qualities the lectures can be downloaded in, as this browser plays them (playableStream: an
 * AV1 rung where it plays smoothly, else H.264), with their total size; the Data saver rung is
 * chosen first, whatever the Data saver switch says (downloads cost the student's data).
 */
export async function qualityChoices(lectures: readonly DownloadLecture[]) {
  const streams = await Promise.all(
    lectures.map(async (l) => {
      if (!l.stream) return null;
      const candidates = l.stream.hlsAv1 ? av1Rungs(l.stream.renditions) : [];
      const smooth = await Promise.all(candidates.map((r) => playsSmoothly(r)));
      return playableStream(l.stream, new Set(candidates.filter((_, i) => smooth[i]).map((r) => r.name)));
    }),
  );
  const names = new Map<string, number>();
  for (const s of streams) {
    for (const r of videoRungs(s?.renditions ?? [])) names.set(r.name, (names.get(r.name) ?? 0) + r.bytes);
  }
  const choices: QualityChoice[] = [...names].map(([name, bytes]) => ({ name, bytes, label: formatMegabytes(bytes) }));
  const first = streams.find(Boolean);
  const preferred = first ? dataSaverRung(first.renditions)?.name : undefined;
  return { choices, preferred: preferred ?? choices[0]?.name, streams };
}

/** Free space, when the browser says. */
export async function freeSpace(): Promise<number | null> {
  try {
    const e = await navigator.storage?.estimate?.();
    return e?.quota !== undefined && e.usage !== undefined ? e.quota - e.usage : null;
  } catch {
    return null;
  }
}

/** Used by this account's downloads. */
export const usedBytes = (records: readonly DownloadRecord[]) => records.reduce((n, r) => n + r.stored, 0);

/** Not enough room: what is needed and what is free, for the message. */
export class NoSpaceError extends Error {
  constructor(
    readonly needed: number,
    readonly free: number,
  ) {
    super('not enough space');
  }
}

/**
 * Queues the lectures in the chosen quality: checks the space first (estimate), asks the browser to
 * keep the files (persist) on the account's first download, and keeps the caption files with them.
 */
export async function startDownloads(
  userId: string,
  course: { _id: string; title: string },
  lectures: readonly DownloadLecture[],
  quality: string,
  streams: ReadonlyArray<LectureStream | null>,
) {
  const q = queueFor(userId);
  await q.loaded;
  const items = lectures.flatMap((l, i) => {
    if (q.get(l._id)) return [];
    const rung = videoRungs(streams[i]?.renditions ?? []).find((r) => r.name === quality);
    if (!rung) return [];
    return [
      {
        lectureId: l._id,
        courseId: course._id,
        courseTitle: course.title,
        lectureTitle: l.title,
        rung: quality,
        url: rung.url,
        total: rung.bytes,
        captions: l.captions.map((c) => c.url),
      },
    ];
  });
  if (!items.length) return;
  const needed = items.reduce((n, i) => n + i.total, 0);
  const free = await freeSpace();
  if (free !== null && free < needed * 1.1) throw new NoSpaceError(needed, free);
  if (q.list().length === 0) await navigator.storage?.persist?.().catch(() => false);
  const captions = items.flatMap((i) => i.captions);
  if (captions.length && 'caches' in window) {
    // The service worker answers caption files from this cache when offline (src/sw.ts).
    void caches
      .open(DATA_CACHE)
      .then((c) => c.addAll(captions))
      .catch(() => undefined);
  }
  await q.add(items);
}

/** Forgets this browser's offline data at logout; the downloads too when the student chose so. */
export async function forgetOffline(userId: string | undefined, removeDownloads: boolean) {
  try {
    localStorage.removeItem(OFFLINE_USER_KEY);
  } catch {
    // Nothing stored.
  }
  if ('caches' in window) await caches.delete(DATA_CACHE).catch(() => false);
  const kept = !removeDownloads && !!userId && (await storedDownloads(userId));
  await disposeQueues();
  if (removeDownloads && userId && canDownload()) {
    await idbRecords
      .list(userId)
      .then((list) => Promise.all(list.map((r) => idbRecords.remove(r.userId, r.lectureId))))
      .catch(() => undefined);
    await removeAccountFiles(userId);
  }
  // Nothing kept offline: the worker goes too (it comes back at the next member's sign-in).
  if (!kept && 'serviceWorker' in navigator) {
    const regs = await navigator.serviceWorker.getRegistrations().catch(() => []);
    await Promise.all(regs.map((r) => r.unregister().catch(() => false)));
  }
}

/**
 * At logout: forgets this browser's offline data; a student with downloads is asked whether to
 * remove them too (kept, they stay theirs: another account cannot play them).
 */
export async function forgetAtLogout(userId: string) {
  const remove = (await storedDownloads(userId)) && (await i18nReady().then(() => window.confirm(i18n.t('offline:logoutRemove'))));
  await forgetOffline(userId, remove);
}

/** Whether this account has anything downloaded, without starting its queue (the logout question is asked only then). */
async function storedDownloads(userId: string) {
  if (!canDownload()) return false;
  return idbRecords
    .list(userId)
    .then((l) => l.length > 0)
    .catch(() => false);
}

/** Whether this account has anything downloaded; its unfinished downloads continue (the app's start, register.ts). */
export async function hasDownloads(userId: string) {
  if (!canDownload()) return false;
  const q = queueFor(userId);
  await q.loaded;
  return q.list().length > 0;
}

/**
 * Queues a position in IndexedDB at once, while it is being sent, and removes it once the send
 * succeeded: a page closed (or a connection lost) before the answer leaves it queued for the replay.
 */
export async function keepUntilSent(event: QueuedProgress, sending: Promise<boolean>) {
  const key = await queueProgress(event).catch(() => null);
  const sent = await sending;
  if (key === null) return;
  if (sent) await unqueueProgress(key).catch(() => undefined);
  else await askForSync();
}

async function askForSync() {
  try {
    // `ready` never settles without a worker (the dev server): ask only a page the worker controls.
    const reg = navigator.serviceWorker?.controller ? await navigator.serviceWorker.ready : undefined;
    await (reg as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })?.sync?.register(PROGRESS_SYNC_TAG);
  } catch {
    // No Background Sync: the `online` listener sends it.
  }
}

/**
 * Keeps a mark or position that could not reach the server; it is sent by Background Sync where
 * the browser has it, else when the browser is back online or the app next opens (register.ts).
 */
export async function keepForLater(event: QueuedProgress) {
  await queueProgress(event);
  await askForSync();
}
