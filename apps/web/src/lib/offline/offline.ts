/**
 * Lectures offline in the app (docs/decisions/028-lectures-offline.md): the signed-in student's
 * download queue, what the pages read from it, the space check, and the offline progress hooks. Loaded
 * with the student pages only.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LectureStream, LessonFile, LessonStep } from '@sewee/shared';
import type { PatternDesign } from '@sewee/shared/pattern-designs';
import { av1Rungs, playableStream, playsSmoothly } from '../video/codec-choice';
import { dataSaverRung, formatMegabytes, videoRungs } from '../video/data-cost';
import { MEASUREMENTS_KEY, OFFLINE_USER_KEY } from '../auth/offline-user';
import { DATA_CACHE } from './caches';
import { keepPatternCode, patternCodeBytes } from './pattern-code';
import { keepMeasurementsOnDevice } from '../measurements';
import { BUSY, DownloadQueue, type DownloadRecord, type Lock, type StoredFile } from './download-queue';
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
  const item = res.data.courseDetails.curriculum.find((l) => l._id === r.lectureId);
  const renditions = item?.kind === 'video' ? (item.stream?.renditions ?? []) : [];
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

/**
 * The downloads of one lesson, as blob: URLs by the URL the course gives each file (`url(x)`:
 * undefined when not stored): a step lesson's photos, any lesson's files. Empty until read, and when
 * this account has not downloaded it.
 */
export function useDownloadedFiles(userId: string, lectureId: string | undefined) {
  const records = useDownloads(userId);
  const done = records.some((r) => r.lectureId === lectureId && r.status === 'done');
  const [urls, setUrls] = useState<{ for: string; map: Map<string, string> } | null>(null);
  const id = `${userId}/${lectureId}/${done}`;
  useEffect(() => {
    if (!lectureId || !userId || !done || !canDownload()) return;
    let cancelled = false;
    const made: string[] = [];
    void queueFor(userId)
      .storedFiles(lectureId)
      .then((blobs) => {
        if (cancelled) return;
        const map = new Map<string, string>();
        for (const [url, blob] of blobs) {
          if (!blob.size) continue;
          const local = URL.createObjectURL(blob);
          made.push(local);
          map.set(url, local);
        }
        setUrls({ for: id, map });
      })
      // Unreadable (storage evicted, a browser error): nothing from the device, the lesson from the network.
      .catch(() => !cancelled && setUrls({ for: id, map: new Map() }));
    return () => {
      cancelled = true;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [userId, lectureId, done, id]);
  const map = urls?.for === id ? urls.map : null;
  return { checked: !done || !!map, url: (url: string) => map?.get(url) };
}

/**
 * An item of the curriculum, as downloads read it: a video lecture, a step lesson or a pattern
 * lesson, with the lesson's files. A pattern lesson has no media: downloading it keeps its design's
 * drawing code and the student's measurements on the device (keepPatternCode, keepMeasurementsOnDevice).
 */
export type DownloadLecture =
  | { kind: 'pattern'; _id: string; title: string; pattern: { design: PatternDesign }; files: readonly LessonFile[] }
  | {
      kind: 'video';
      _id: string;
      title: string;
      stream: LectureStream | null;
      captions: ReadonlyArray<{ url: string }>;
      files: readonly LessonFile[];
    }
  | { kind: 'steps'; _id: string; title: string; steps: readonly LessonStep[] | null; files: readonly LessonFile[] };

/** Whether an item can be downloaded now: a video once its ladder is ready, a step or pattern lesson the student may open. */
export const downloadableItem = (l: DownloadLecture) => (l.kind === 'video' ? !!l.stream : l.kind === 'pattern' ? true : !!l.steps?.length);

/** The photo versions of a step lesson: 'small' (Data saver) and 'full'. */
export const PHOTO_QUALITIES = ['small', 'full'] as const;
/** The one choice when only pattern lessons are downloaded (they have no media to choose a quality of). */
export const PATTERN_ONLY = 'pattern';

/** The files a lesson keeps with it: the files the student may open. */
const lessonFiles = (l: DownloadLecture): StoredFile[] =>
  l.files.flatMap((f) => (f.url ? [{ url: f.url, bytes: f.bytes, type: f.type }] : []));

/** A step lesson's photos in one version, then its files. */
const stepFiles = (l: Extract<DownloadLecture, { kind: 'steps' }>, small: boolean): StoredFile[] => [
  ...(l.steps ?? []).map((s) => {
    const image = small ? s.imageSmall : s.image;
    return { url: image.url, bytes: image.bytes, type: '' };
  }),
  ...lessonFiles(l),
];

const sum = (files: readonly StoredFile[]) => files.reduce((n, f) => n + f.bytes, 0);

/** A quality the student may choose, with what the chosen lectures cost in it. */
export interface QualityChoice {
  name: string;
  bytes: number;
  label: string;
}

/**
 * The qualities the lectures can be downloaded in, as this browser plays them (playableStream: an
 * AV1 rung where it plays smoothly, else H.264), with their total size; the Data saver rung is
 * chosen first, whatever the Data saver switch says (downloads cost the student's data). A step
 * lesson's photos follow the choice: small at the Data saver rung and below, full size above; with
 * no video among the lectures the choices are the photos' two versions ('small', 'full'). Every
 * choice counts the lessons' files.
 */
export async function qualityChoices(lectures: readonly DownloadLecture[]) {
  const streams = await Promise.all(
    lectures.map(async (l) => {
      if (l.kind !== 'video' || !l.stream) return null;
      const candidates = l.stream.hlsAv1 ? av1Rungs(l.stream.renditions) : [];
      const smooth = await Promise.all(candidates.map((r) => playsSmoothly(r)));
      return playableStream(l.stream, new Set(candidates.filter((_, i) => smooth[i]).map((r) => r.name)));
    }),
  );
  const first = streams.find(Boolean);
  const saverHeight = first ? (dataSaverRung(first.renditions)?.height ?? 0) : 0;
  const heights = new Map<string, number>();
  const names = new Map<string, number>();
  for (const s of streams) {
    for (const r of videoRungs(s?.renditions ?? [])) {
      names.set(r.name, (names.get(r.name) ?? 0) + r.bytes);
      heights.set(r.name, r.height ?? 0);
    }
  }
  const steps = lectures.filter((l) => l.kind === 'steps' && downloadableItem(l)) as Array<Extract<DownloadLecture, { kind: 'steps' }>>;
  const photos = (small: boolean) => steps.reduce((n, l) => n + sum(stepFiles(l, small)), 0);
  const videoFiles = lectures.reduce((n, l) => n + (l.kind === 'video' && l.stream ? sum(lessonFiles(l)) : 0), 0);
  const patterns = lectures.filter((l) => l.kind === 'pattern');
  // A pattern lesson's files, and its design's drawing code (each design once).
  const patternFiles =
    patterns.reduce((n, l) => n + sum(lessonFiles(l)), 0) +
    (patterns.length ? await patternCodeBytes(patterns.map((l) => l.pattern.design)) : 0);
  const totals: Array<[string, number]> =
    names.size > 0
      ? [...names].map(([name, bytes]) => [name, bytes + videoFiles + patternFiles + photos((heights.get(name) ?? 0) <= saverHeight)])
      : steps.length > 0
        ? PHOTO_QUALITIES.map((q) => [q, photos(q === 'small') + patternFiles])
        : patterns.length > 0
          ? [[PATTERN_ONLY, patternFiles]]
          : [];
  const choices: QualityChoice[] = totals.map(([name, bytes]) => ({ name, bytes, label: formatMegabytes(bytes) }));
  const preferred = first
    ? dataSaverRung(first.renditions)?.name
    : names.size
      ? undefined
      : steps.length
        ? 'small'
        : patterns.length
          ? PATTERN_ONLY
          : undefined;
  return { choices, preferred: preferred ?? choices[0]?.name, streams, saverHeight };
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
  saverHeight = 0,
) {
  const q = queueFor(userId);
  await q.loaded;
  const base = { courseId: course._id, courseTitle: course.title };
  const wanted = lectures.filter((l) => !q.get(l._id) && downloadableItem(l));
  // A pattern lesson drafts offline with its design's code and the student's measurements on the device.
  const designs = new Set(wanted.flatMap((l) => (l.kind === 'pattern' ? [l.pattern.design] : [])));
  if (designs.size) await Promise.all([...[...designs].map(keepPatternCode), keepMeasurementsOnDevice(userId)]);
  const items = lectures.flatMap((l, i) => {
    if (!wanted.includes(l)) return [];
    if (l.kind === 'pattern') {
      const files = lessonFiles(l);
      const design = l.pattern.design;
      return [
        { ...base, lectureId: l._id, lectureTitle: l.title, rung: PATTERN_ONLY, url: '', total: sum(files), captions: [], files, design },
      ];
    }
    if (l.kind === 'steps') {
      // The photos follow the quality: small at a video's Data saver rung or below (or 'small').
      const rung = videoRungs(streams.find(Boolean)?.renditions ?? []).find((r) => r.name === quality);
      const small = rung ? (rung.height ?? 0) <= saverHeight : quality !== 'full';
      const files = stepFiles(l, small);
      return [
        {
          ...base,
          lectureId: l._id,
          lectureTitle: l.title,
          rung: small ? 'small' : 'full',
          url: '',
          total: sum(files),
          captions: [],
          files,
        },
      ];
    }
    const rung = videoRungs(streams[i]?.renditions ?? []).find((r) => r.name === quality);
    if (!rung) return [];
    const files = lessonFiles(l);
    return [
      {
        ...base,
        lectureId: l._id,
        lectureTitle: l.title,
        rung: quality,
        url: rung.url,
        total: rung.bytes + sum(files),
        captions: l.captions.map((c) => c.url),
        ...(files.length ? { files } : {}),
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

/**
 * Whether a finished download of a step lesson no longer holds the lesson as the course gives it
 * now: the instructor replaced, added, removed or moved a photo or a file since. Its copies are
 * found by URL, so such a lesson would mix stored and network pictures (broken ones offline): it is
 * shown as out of date, and offline the page says so instead of opening it (decision 028).
 */
export function downloadOutOfDate(record: DownloadRecord | undefined, lecture: DownloadLecture): boolean {
  if (record?.status !== 'done' || lecture.kind !== 'steps' || !lecture.steps) return false;
  const now = stepFiles(lecture, record.rung === 'small').map((f) => f.url);
  const kept = (record.files ?? []).map((f) => f.url);
  return now.length !== kept.length || now.some((url, i) => url !== kept[i]);
}

/** Downloads a lesson again as the course gives it now, in the quality it was kept in; the old copy is deleted first. */
export async function updateDownload(userId: string, course: { _id: string; title: string }, lecture: DownloadLecture) {
  const q = queueFor(userId);
  await q.loaded;
  const kept = q.get(lecture._id);
  if (!kept) return;
  await q.remove(lecture._id);
  await startDownloads(userId, course, [lecture], kept.rung, [null]);
}

/** Forgets this browser's offline data at logout; the downloads too when the student chose so. */
export async function forgetOffline(userId: string | undefined, removeDownloads: boolean) {
  try {
    localStorage.removeItem(OFFLINE_USER_KEY);
    // The measurements are private: never left behind for the next person on this phone.
    localStorage.removeItem(MEASUREMENTS_KEY);
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

/**
 * At the app's start, online: the drawing code of every downloaded pattern lesson's design is kept
 * again (keepPatternCode fetches only what it lacks): after an app update its files have new names,
 * and the lesson must still draft in flight mode.
 */
export async function keepDownloadedPatternCode(userId: string) {
  if (!canDownload()) return;
  const q = queueFor(userId);
  await q.loaded;
  const designs = new Set(q.list().flatMap((r) => (r.design && r.status === 'done' ? [r.design] : [])));
  await Promise.all([...designs].map(keepPatternCode));
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
