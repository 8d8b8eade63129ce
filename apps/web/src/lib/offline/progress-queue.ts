/**
 * Offline progress: a mark ("watched to the end"), a resume position or a step reached that could not
 * reach the server is queued in IndexedDB and replayed later, by the page (on `online` and when the
 * app opens) and by the service worker (Background Sync, where the browser has it). The server
 * applies a replay idempotently (POST /api/student/course-progress/replay), so two senders racing
 * each other, or an event sent twice, are harmless. DOM-free: src/sw.ts imports it.
 */
import { authApi, progressApi } from '@sewee/shared/api';
import { done, hasIndexedDb, inStore } from './db';

export interface QueuedProgress {
  userId: string;
  courseId: string;
  lectureId: string;
  viewed?: true;
  positionSeconds?: number;
  /** The step of a step lesson the student moved to. */
  step?: number;
}

/** The Background Sync tag the worker replays under. */
export const PROGRESS_SYNC_TAG = 'sewee-progress';

/** Queues an event; resolves with its key (for unqueue). */
export async function queueProgress(event: QueuedProgress): Promise<IDBValidKey> {
  return inStore('progress', 'readwrite', (s) => done(s.add(event)));
}

/** Removes one queued event (it reached the server another way). */
export async function unqueueProgress(key: IDBValidKey): Promise<void> {
  await inStore('progress', 'readwrite', (s) => done(s.delete(key)));
}

async function readAll(): Promise<Array<{ key: IDBValidKey; value: QueuedProgress }>> {
  return inStore('progress', 'readonly', async (s) => {
    const [keys, values] = await Promise.all([done(s.getAllKeys()), done(s.getAll() as IDBRequest<QueuedProgress[]>)]);
    return keys.map((key, i) => ({ key, value: values[i]! }));
  });
}

/** What is still waiting for this user's course: a reload offline shows it on top of the cached progress. */
export async function pendingProgress(userId: string, courseId: string): Promise<QueuedProgress[]> {
  if (!hasIndexedDb()) return [];
  return (await readAll().catch(() => [])).map((e) => e.value).filter((e) => e.userId === userId && e.courseId === courseId);
}

/** One event per lecture: viewed if any said so, the furthest position and step (the server's replay keeps the furthest too). */
export function compact(events: readonly QueuedProgress[]) {
  const by = new Map<string, { lectureId: string; viewed?: true; positionSeconds?: number; step?: number }>();
  for (const e of events) {
    const old = by.get(e.lectureId) ?? { lectureId: e.lectureId };
    if (e.viewed) old.viewed = true;
    if (e.positionSeconds !== undefined) old.positionSeconds = Math.max(old.positionSeconds ?? 0, e.positionSeconds);
    if (e.step !== undefined) old.step = Math.max(old.step ?? 0, e.step);
    by.set(e.lectureId, old);
  }
  return [...by.values()];
}

export type Sender = (body: { courseId: string; events: ReturnType<typeof compact> }) => Promise<Response>;

const post: Sender = (body) =>
  fetch(progressApi.replay.path, {
    method: progressApi.replay.method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Who the session belongs to (the server's word, from the page or the worker); null: nobody, or unknown. */
export type Whoami = () => Promise<string | null>;

const sessionUser: Whoami = async () => {
  try {
    const res = await fetch(authApi.checkAuth.path, { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    return ((await res.json()) as { user?: { _id?: string } | null }).user?._id ?? null;
  } catch {
    return null;
  }
};

/** How many events the server takes at once (REPLAY_LIMITS in @sewee/shared, not imported: it brings zod). */
export const MAX_EVENTS = 500;

let running: Promise<{ sent: number; kept: number }> | null = null;

type Entry = { key: IDBValidKey; value: QueuedProgress };

/**
 * Sends the events of the session's user (another account's stay queued for them), per course, in
 * batches the server takes. Sent (2xx), refused as gone (404) or no longer bought (403: the
 * session's own user) leave the queue; a batch refused as wrong (400) is split until the wrong
 * event is alone, so the valid marks beside it are sent; the rest stay for the next try: no
 * connection, signed out, a server error. `kept` counts the session user's events only.
 */
export function replayProgress(send: Sender = post, whoami: Whoami = sessionUser): Promise<{ sent: number; kept: number }> {
  // Forgotten once settled, asynchronously: a run that ends at once (no IndexedDB) must not stay the
  // running one, answering every later call with its nothing.
  running ??= replay(send, whoami).finally(() => (running = null));
  return running;
}

async function replay(send: Sender, whoami: Whoami): Promise<{ sent: number; kept: number }> {
  let sent = 0;
  let kept = 0;
  if (!hasIndexedDb()) return { sent, kept };
  const all = await readAll();
  if (!all.length) return { sent, kept };
  const userId = await whoami();
  const mine = all.filter((e) => userId !== null && e.value.userId === userId);
  const groups = new Map<string, Entry[]>();
  for (const e of mine) groups.set(e.value.courseId, [...(groups.get(e.value.courseId) ?? []), e]);
  const drop = (entries: Entry[]) => inStore('progress', 'readwrite', (s) => Promise.all(entries.map((e) => done(s.delete(e.key)))));
  const settle = async (courseId: string, entries: Entry[], events: ReturnType<typeof compact>): Promise<void> => {
    let status = 0;
    try {
      status = (await send({ courseId, events })).status;
    } catch {
      status = 0;
    }
    const covered = new Set(events.map((e) => e.lectureId));
    const these = entries.filter((e) => covered.has(e.value.lectureId));
    if ((status >= 200 && status < 300) || status === 403 || status === 404 || (status === 400 && events.length === 1)) {
      await drop(these);
      sent += these.length;
    } else if (status === 400) {
      const half = Math.ceil(events.length / 2);
      await settle(courseId, these, events.slice(0, half));
      await settle(courseId, these, events.slice(half));
    } else kept += these.length;
  };
  for (const [courseId, entries] of groups) {
    const events = compact(entries.map((e) => e.value));
    for (let i = 0; i < events.length; i += MAX_EVENTS) await settle(courseId, entries, events.slice(i, i + MAX_EVENTS));
  }
  return { sent, kept };
}
