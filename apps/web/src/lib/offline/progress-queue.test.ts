import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { compact, MAX_EVENTS, pendingProgress, queueProgress, replayProgress, type QueuedProgress, type Sender } from './progress-queue';

const as = (userId: string | null) => async () => userId;
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
    // Only the session's user's events are sent; u2's wait for u2.
    expect(await replayProgress(send, as('u1'))).toEqual({ sent: 4, kept: 0 });
    expect(sent).toEqual([
      {
        courseId: 'c1',
        events: [
          { lectureId: 'l1', viewed: true, positionSeconds: 30 },
          { lectureId: 'l2', positionSeconds: 5 },
        ],
      },
    ]);
    expect(await pendingProgress('u1', 'c1')).toEqual([]);
    expect(await pendingProgress('u2', 'c1')).toHaveLength(1);
    // Nobody signed in: nothing is sent, nothing dropped.
    expect(await replayProgress(server().send, as(null))).toEqual({ sent: 0, kept: 0 });
    expect(await pendingProgress('u2', 'c1')).toHaveLength(1);
    expect(await replayProgress(server().send, as('u2'))).toEqual({ sent: 1, kept: 0 });
    expect(await replayProgress(server().send, as('u2'))).toEqual({ sent: 0, kept: 0 });
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
    expect(await replayProgress(send, as('u1'))).toEqual({ sent: 1, kept: 3 });
    expect((await pendingProgress('u1', 'gone')).length).toBe(0);
    for (const c of ['offline', 'signed-out', 'broken']) expect(await pendingProgress('u1', c)).toHaveLength(1);
    // Later, with a connection and a session: all sent.
    expect(await replayProgress(server().send, as('u1'))).toEqual({ sent: 3, kept: 0 });
  });

  it('a 400 drops only the wrong event: the valid marks of its batch are sent', async () => {
    for (const l of ['a', 'b', 'bad', 'c']) await queueProgress({ userId: 'u1', courseId: 'c4', lectureId: l, viewed: true });
    const sent: string[][] = [];
    const send: Sender = async (body) => {
      sent.push(body.events.map((e) => e.lectureId));
      return new Response('{}', { status: body.events.some((e) => e.lectureId === 'bad') ? 400 : 200 });
    };
    expect(await replayProgress(send, as('u1'))).toEqual({ sent: 4, kept: 0 });
    expect(
      sent
        .filter((b) => !b.includes('bad'))
        .flat()
        .sort(),
    ).toEqual(['a', 'b', 'c']);
    expect(await pendingProgress('u1', 'c4')).toEqual([]);
  });

  it('sends a long queue in batches the server takes, and keeps a batch that failed', async () => {
    const n = MAX_EVENTS + 3;
    for (let i = 0; i < n; i++) await queueProgress({ userId: 'u1', courseId: 'c5', lectureId: `l${i}`, viewed: true });
    let calls = 0;
    const send: Sender = async (body) => {
      calls++;
      expect(body.events.length).toBeLessThanOrEqual(MAX_EVENTS);
      return new Response('{}', { status: calls === 1 ? 200 : 503 });
    };
    expect(await replayProgress(send, as('u1'))).toEqual({ sent: MAX_EVENTS, kept: 3 });
    expect(await pendingProgress('u1', 'c5')).toHaveLength(3);
    expect(await replayProgress(server().send, as('u1'))).toEqual({ sent: 3, kept: 0 });
  });

  it('compacts to one event per lecture: viewed if any, the furthest position and step', () => {
    expect(
      compact([
        { userId: 'u', courseId: 'c', lectureId: 'a', positionSeconds: 50 },
        { userId: 'u', courseId: 'c', lectureId: 'a', positionSeconds: 40 },
        { userId: 'u', courseId: 'c', lectureId: 'b', viewed: true },
        { userId: 'u', courseId: 'c', lectureId: 's', step: 4 },
        { userId: 'u', courseId: 'c', lectureId: 's', step: 1 },
      ]),
    ).toEqual([
      { lectureId: 'a', positionSeconds: 50 },
      { lectureId: 'b', viewed: true },
      { lectureId: 's', step: 4 },
    ]);
  });

  it('shows queued events on top of the loaded progress, completing the course when every lecture is viewed', () => {
    const data = {
      isPurchased: true,
      completed: false,
      completionDate: null,
      courseDetails: { curriculum: [{ _id: 'a' }, { _id: 'b' }, { _id: 's' }] },
      progress: [
        { lectureId: 'a', viewed: true, dateViewed: '2026-11-01T00:00:00.000Z', positionSeconds: 70, step: 0 },
        { lectureId: 's', viewed: true, dateViewed: '2026-11-01T00:00:00.000Z', positionSeconds: 0, step: 5 },
      ],
      practice: [{ pieceId: 'p-optional', required: false, status: 'not_sent' }],
    } as unknown as CourseProgressData;
    const after = withOfflineEvents(data, [
      { userId: 'u', courseId: 'c', lectureId: 'a', positionSeconds: 20 },
      { userId: 'u', courseId: 'c', lectureId: 'b', viewed: true, positionSeconds: 9 },
      { userId: 'u', courseId: 'c', lectureId: 'removed', viewed: true },
      // A step lesson's furthest step is kept, as the server's replay keeps it.
      { userId: 'u', courseId: 'c', lectureId: 's', step: 2 },
      { userId: 'u', courseId: 'c', lectureId: 's', step: 7 },
    ]);
    if (!after.isPurchased) throw new Error('purchased');
    expect(after.completed).toBe(true);
    expect(after.progress).toEqual([
      { lectureId: 'a', viewed: true, dateViewed: '2026-11-01T00:00:00.000Z', positionSeconds: 70, step: 0 },
      { lectureId: 'b', viewed: true, dateViewed: null, positionSeconds: 9, step: 0 },
      { lectureId: 's', viewed: true, dateViewed: '2026-11-01T00:00:00.000Z', positionSeconds: 0, step: 7 },
    ]);
  });

  it('does not complete the course while a required practice piece is not passed (the server rule)', () => {
    const data = {
      isPurchased: true,
      completed: false,
      completionDate: null,
      courseDetails: { curriculum: [{ _id: 'a' }] },
      progress: [],
      practice: [
        { pieceId: 'p1', required: true, status: 'needs_work' },
        { pieceId: 'p2', required: true, status: 'passed' },
      ],
    } as unknown as CourseProgressData;
    const events: QueuedProgress[] = [{ userId: 'u', courseId: 'c', lectureId: 'a', viewed: true }];
    const after = withOfflineEvents(data, events);
    if (!after.isPurchased) throw new Error('purchased');
    expect(after.progress).toEqual([{ lectureId: 'a', viewed: true, dateViewed: null, positionSeconds: 0, step: 0 }]);
    expect(after.completed).toBe(false);
    const passed = withOfflineEvents(
      { ...data, practice: [{ pieceId: 'p1', required: true, status: 'passed' }] } as CourseProgressData,
      events,
    );
    expect(passed.isPurchased && passed.completed).toBe(true);
  });
});
