import type { QueryClient } from '@tanstack/react-query';
import type { SavePositionInput } from '@sewee/shared';
import { progressApi } from '@sewee/shared/api';
import { keepForLater } from '../../../lib/offline/offline';

/**
 * Remembers where playback of a lecture stopped (PUT /position). Sent with `keepalive` so it
 * also reaches the server when the page is being closed; without a connection it is queued for
 * the offline replay (lib/offline); nothing waits for it.
 */
export function savePosition(body: SavePositionInput): void {
  try {
    // Not through `call`: it must outlive the page (keepalive) and nothing reads its answer.
    void fetch(progressApi.savePosition.path, {
      method: progressApi.savePosition.method,
      credentials: 'include',
      keepalive: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      // No connection: kept for later (offline progress, issue 15); the server keeps the furthest.
    }).catch(() => keepForLater(body).catch(() => undefined));
  } catch {
    // fetch itself can throw synchronously while a page unloads; nothing to do.
  }
}

/**
 * Positions saved in this session, per course, kept in the query cache beside the progress
 * (not inside it: changing the progress data re-runs the lecture selection). They are newer
 * than the loaded progress, whose refetch may race the last keepalive save.
 */
export const positionsKey = (userId: string, courseId: string) => ['lecture-positions', userId, courseId] as const;

export function rememberPosition(qc: QueryClient, { userId, courseId, lectureId, positionSeconds }: SavePositionInput) {
  qc.setQueryData<Record<string, number>>(positionsKey(userId, courseId), (old) => ({ ...old, [lectureId]: positionSeconds }));
}

export const rememberedPosition = (qc: QueryClient, userId: string, courseId: string, lectureId: string) =>
  qc.getQueryData<Record<string, number>>(positionsKey(userId, courseId))?.[lectureId];

export const forgetPositions = (qc: QueryClient, userId: string, courseId: string) =>
  qc.removeQueries({ queryKey: positionsKey(userId, courseId), exact: true });
