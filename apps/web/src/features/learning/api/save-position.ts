import type { QueryClient } from '@tanstack/react-query';
import type { SavePositionInput } from '@sewee/shared';
import { progressApi } from '@sewee/shared/api';
import { keepUntilSent } from '../../../lib/offline/offline';

/**
 * Remembers where playback of a lecture stopped, or the step a step lesson reached (PUT /position). Sent with `keepalive` so it
 * also reaches the server when the page is being closed, and queued in IndexedDB meanwhile for the
 * offline replay (lib/offline): removed from the queue once the server has it; nothing waits for it.
 */
export function savePosition(body: SavePositionInput): void {
  let sending: Promise<boolean>;
  try {
    // Not through `call`: it must outlive the page (keepalive) and nothing reads its answer.
    sending = fetch(progressApi.savePosition.path, {
      method: progressApi.savePosition.method,
      credentials: 'include',
      keepalive: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      // A refusal (4xx) is final: only an unreachable server (or its error) keeps it for the replay.
    }).then(
      (res) => res.status < 500,
      () => false,
    );
  } catch {
    // fetch itself can throw synchronously while a page unloads: the queued copy is sent later.
    sending = Promise.resolve(false);
  }
  // Offline progress: the server keeps the furthest position, so a copy sent twice is harmless.
  void keepUntilSent(body, sending).catch(() => undefined);
}

/**
 * Positions (a video's seconds, a step lesson's step) saved in this session, per course, kept in the query cache beside the progress
 * (not inside it: changing the progress data re-runs the lecture selection). They are newer
 * than the loaded progress, whose refetch may race the last keepalive save.
 */
export const positionsKey = (userId: string, courseId: string) => ['lecture-positions', userId, courseId] as const;

export function rememberPosition(qc: QueryClient, { userId, courseId, lectureId, positionSeconds, step }: SavePositionInput) {
  const value = step ?? positionSeconds ?? 0;
  qc.setQueryData<Record<string, number>>(positionsKey(userId, courseId), (old) => ({ ...old, [lectureId]: value }));
}

export const rememberedPosition = (qc: QueryClient, userId: string, courseId: string, lectureId: string) =>
  qc.getQueryData<Record<string, number>>(positionsKey(userId, courseId))?.[lectureId];

export const forgetPositions = (qc: QueryClient, userId: string, courseId: string) =>
  qc.removeQueries({ queryKey: positionsKey(userId, courseId), exact: true });
