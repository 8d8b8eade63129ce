import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingProgress } from '../../../lib/offline/progress-queue';
import { savePosition } from './save-position';

const body = (courseId: string) => ({ userId: 'u1', courseId, lectureId: 'l1', positionSeconds: 42 });

afterEach(() => vi.unstubAllGlobals());

describe('savePosition keeps the position in IndexedDB until the server has it', () => {
  it('is queued while the request is under way (a page closed before the answer keeps it)', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    savePosition(body('closing'));
    await vi.waitFor(async () => expect(await pendingProgress('u1', 'closing')).toHaveLength(1));
  });

  it('leaves the queue once the server answered', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((r) => (answer = r)));
    savePosition(body('sent'));
    await vi.waitFor(async () => expect(await pendingProgress('u1', 'sent')).toHaveLength(1));
    answer(new Response('{}', { status: 200 }));
    await vi.waitFor(async () => expect(await pendingProgress('u1', 'sent')).toHaveLength(0));
  });

  it('stays queued when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    savePosition(body('offline'));
    await new Promise((r) => setTimeout(r, 50));
    expect(await pendingProgress('u1', 'offline')).toHaveLength(1);
  });
});
