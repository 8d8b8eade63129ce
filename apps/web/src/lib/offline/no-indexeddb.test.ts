import { afterEach, describe, expect, it } from 'vitest';
import { pendingProgress, replayProgress } from './progress-queue';
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
});
