/**
 * Offline progress (issue 15): a mark ("watched to the end") or a resume position that could not
 * reach the server is queued in IndexedDB and replayed later, by the page (on `online` and when the
 * app opens) and by the service worker (Background Sync, where the browser has it). The server
 * applies a replay idempotently (POST /api/student/course-progress/replay), so two senders racing
 * each other, or an event sent twice, are harmless. DOM-free: src/sw.ts imports it.
 */
import { progressApi } from '@sewee/shared/api';
import { done, inStore } from './db';

export interface QueuedProgress {
  userId: string;
  courseId: string;
  lectureId: string;
  viewed?: true;
  positionSeconds?: number;
}

/** The Background Sync tag the worker replays under. */
export const PROGRESS_SYNC_TAG = 'sewee-progress';

export async function queueProgress(event: QueuedProgress): Promise<void> {
  await inStore('progress', 'readwrite', (s) => done(s.add(event)));
}

async function readAll(): Promise<Array<{ key: IDBValidKey; value: QueuedProgress }>> {
  return inStore('progress', 'readonly', async (s) => {
    const [keys, values] = await Promise.all([done(s.getAllKeys()), done(s.getAll() as IDBRequest<QueuedProgress[]>)]);
    return keys.map((key, i) => ({ key, value: values[i]! }));
  });
}

/** What is still waiting for this user's course: a reload offline shows it on top of the cached progress. */
export async function pendingProgress(userId: string, courseId: string): Promise<QueuedProgress[]> {
  return (await readAll()).map((e) => e.value).filter((e) => e.userId === userId && e.courseId === courseId);
}

/** One event per lecture: viewed if any said so, the furthest position. */
export function compact(events: readonly QueuedProgress[]) {
  const by = new Map<string, { lectureId: string; viewed?: true; positionSeconds?: number }>();
  for (const e of events) {
    const old = by.get(e.lectureId) ?? { lectureId: e.lectureId };
    if (e.viewed) old.viewed = true;
    if (e.positionSeconds !== undefined) old.positionSeconds = Math.max(old.positionSeconds ?? 0, e.positionSeconds);
    by.set(e.lectureId, old);
  }
  return [...by.values()];
}

export type Sender = (body: { userId: string; courseId: string; events: ReturnType<typeof compact> }) => Promise<Response>;

const post: Sender = (body) =>
  fetch(progressApi.replay.path, {
    method: progressApi.replay.method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** How many events the server takes at once (REPLAY_LIMITS in @sewee/shared, not imported: it brings zod). */
const MAX_EVENTS = 500;

let running: Promise<{ sent: number; kept: number }> | null = null;

/**
 * Sends every queued event, grouped per account and course. Sent (2xx) or refused as wrong (400,
 * 404: the course is gone) events leave the queue; the rest stay for the next try: no connection,
 * signed out (401), another account's events or a course no longer bought (403), a server error.
 */
export function replayProgress(send: Sender = post): Promise<{ sent: number; kept: number }> {
  running ??= (async () => {
    let sent = 0;
    let kept = 0;
    try {
      const groups = new Map<string, Array<{ key: IDBValidKey; value: QueuedProgress }>>();
      for (const e of await readAll()) {
        const k = `${e.value.userId} ${e.value.courseId}`;
        groups.set(k, [...(groups.get(k) ?? []), e]);
      }
      for (const entries of groups.values()) {
        const { userId, courseId } = entries[0]!.value;
        const events = compact(entries.map((e) => e.value)).slice(0, MAX_EVENTS);
        let status = 0;
        try {
          status = (await send({ userId, courseId, events })).status;
        } catch {
          status = 0;
        }
        if ((status >= 200 && status < 300) || status === 400 || status === 404) {
          await inStore('progress', 'readwrite', (s) => Promise.all(entries.map((e) => done(s.delete(e.key)))));
          sent += entries.length;
        } else kept += entries.length;
      }
    } finally {
      running = null;
    }
    return { sent, kept };
  })();
  return running;
}
