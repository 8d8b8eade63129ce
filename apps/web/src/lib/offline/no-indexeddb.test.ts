import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingProgress, queueProgress, replayProgress } from './progress-queue';
import { canDownload } from './offline';

const saved = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB');

afterEach(() => {
  if (saved) Object.defineProperty(globalThis, 'indexedDB', saved);
});

describe('a browser without IndexedDB', () => {
  it('shows no offline progress and replays nothing, quietly', async () => {
    // @ts-expect-error -- removed on purpose: this environment has none
    delete globalThis.indexedDB;
    expect(typeof indexedDB).toBe('undefined');
    expect(await pendingProgress('u1', 'c1')).toEqual([]);
    expect(
      await replayProgress(
        async () => new Response('{}'),
        async () => 'u1',
      ),
    ).toEqual({ sent: 0, kept: 0 });
    expect(canDownload()).toBe(false);
  });

  it('replays once IndexedDB is there: a run that found none does not answer the next calls', async () => {
    const send = async () => new Response('{}');
    vi.stubGlobal('indexedDB', undefined);
    expect(await replayProgress(send, async () => 'u9')).toEqual({ sent: 0, kept: 0 });
    vi.unstubAllGlobals(); // IndexedDB is back (the fake one, imported above)
    await queueProgress({ userId: 'u9', courseId: 'c9', lectureId: 'l1', viewed: true });
    expect(await replayProgress(send, async () => 'u9')).toEqual({ sent: 1, kept: 0 });
  });
});
