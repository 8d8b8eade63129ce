import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { compact, pendingProgress, queueProgress, replayProgress, type Sender } from './progress-queue';
import { withOfflineEvents } from './local-progress';
import type { CourseProgressData } from '@sewee/shared';

/** What the server was sent, and how it answers each course (status by courseId; 200 otherwise). */
function server(answers: Record<string, number> = {}) {
  const sent: Array<Parameters<Sender>[0]> = [];
  const send: Sender = async (body) => {
    sent.push(body);
    return new Response('{}', { status: answers[body.courseId] ?? 200 });
  };
  return { sent, send };
}

describe('offline progress queue', () => {
  it('keeps marks and positions in IndexedDB and replays them per account and course, one event per lecture', async () => {
    await queueProgress({ userId: 'u1', courseId: 'c1', lectureId: 'l1', positionSeconds: 30 });
    await queueProgress({ userId: 'u1', courseId: 'c1', lectureId: 'l1', positionSeconds: 12 });
    await queueProgress({ userId: 'u1', courseId: 'c1', lectureId: 'l1', viewed: true });
    await queueProgress({ userId: 'u1', courseId: 'c1', lectureId: 'l2', positionSeconds: 5 });
    await queueProgress({ userId: 'u2', courseId: 'c1', lectureId: 'l1', viewed: true });
    expect(await pendingProgress('u1', 'c1')).toHaveLength(4);

    const { sent, send } = server();
    expect(await replayProgress(send)).toEqual({ sent: 5, kept: 0 });
    expect(sent).toEqual([
      {
        userId: 'u1',
        courseId: 'c1',
        events: [
          { lectureId: 'l1', viewed: true, positionSeconds: 30 },
          { lectureId: 'l2', positionSeconds: 5 },
        ],
      },
      { userId: 'u2', courseId: 'c1', events: [{ lectureId: 'l1', viewed: true }] },
    ]);
    expect(await pendingProgress('u1', 'c1')).toEqual([]);
    // Nothing left: a second replay sends nothing.
    expect(await replayProgress(server().send)).toEqual({ sent: 0, kept: 0 });
  });

  it('keeps what could not be sent (no connection, signed out, server error) and drops what the server refused as wrong', async () => {
    await queueProgress({ userId: 'u1', courseId: 'offline', lectureId: 'l1', viewed: true });
    await queueProgress({ userId: 'u1', courseId: 'signed-out', lectureId: 'l1', viewed: true });
    await queueProgress({ userId: 'u1', courseId: 'gone', lectureId: 'l1', viewed: true });
    await queueProgress({ userId: 'u1', courseId: 'broken', lectureId: 'l1', viewed: true });
    const send: Sender = async (body) => {
      if (body.courseId === 'offline') throw new TypeError('Failed to fetch');
      return new Response('{}', { status: { 'signed-out': 401, gone: 404, broken: 500 }[body.courseId] ?? 200 });
    };
    expect(await replayProgress(send)).toEqual({ sent: 1, kept: 3 });
    expect((await pendingProgress('u1', 'gone')).length).toBe(0);
    for (const c of ['offline', 'signed-out', 'broken']) expect(await pendingProgress('u1', c)).toHaveLength(1);
    // Later, with a connection and a session: all sent.
    expect(await replayProgress(server().send)).toEqual({ sent: 3, kept: 0 });
  });

  it('compacts to one event per lecture: viewed if any, the furthest position', () => {
    expect(
      compact([
        { userId: 'u', courseId: 'c', lectureId: 'a', positionSeconds: 50 },
        { userId: 'u', courseId: 'c', lectureId: 'a', positionSeconds: 40 },
        { userId: 'u', courseId: 'c', lectureId: 'b', viewed: true },
      ]),
    ).toEqual([
      { lectureId: 'a', positionSeconds: 50 },
      { lectureId: 'b', viewed: true },
    ]);
  });

  it('shows queued events on top of the loaded progress, completing the course when every lecture is viewed', () => {
    const data = {
      isPurchased: true,
      completed: false,
      completionDate: null,
      courseDetails: { curriculum: [{ _id: 'a' }, { _id: 'b' }] },
      progress: [{ lectureId: 'a', viewed: true, dateViewed: '2026-11-01T00:00:00.000Z', positionSeconds: 70 }],
    } as unknown as CourseProgressData;
    const after = withOfflineEvents(data, [
      { userId: 'u', courseId: 'c', lectureId: 'a', positionSeconds: 20 },
      { userId: 'u', courseId: 'c', lectureId: 'b', viewed: true, positionSeconds: 9 },
      { userId: 'u', courseId: 'c', lectureId: 'removed', viewed: true },
    ]);
    if (!after.isPurchased) throw new Error('purchased');
    expect(after.completed).toBe(true);
    expect(after.progress).toEqual([
      { lectureId: 'a', viewed: true, dateViewed: '2026-11-01T00:00:00.000Z', positionSeconds: 70 },
      { lectureId: 'b', viewed: true, dateViewed: null, positionSeconds: 9 },
    ]);
  });
});
