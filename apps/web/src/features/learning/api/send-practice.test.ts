import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import type { ShrunkPhoto } from '../../../lib/shrink-photo';
import { sendPractice, type SendState } from './send-practice';

const photos = [
  { name: 'a.jpg', blob: new Blob(['x'], { type: 'image/jpeg' }), width: 1, height: 1, originalBytes: 1, preview: '' },
] as ShrunkPhoto[];

let Xhr: typeof FakeXhr;
beforeEach(() => {
  Xhr = installFakeXhr();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const start = (signal?: AbortSignal) => {
  const states: SendState[] = [];
  const sending = sendPractice('c1', 'p1', photos, { onState: (s) => states.push(s), alreadySent: async () => undefined, signal });
  const outcome = sending.then(
    () => 'sent',
    (e: unknown) => e,
  );
  return { states, outcome };
};

describe('sendPractice', () => {
  it('sends nothing more once cancelled during a retry pause', async () => {
    const abort = new AbortController();
    const { states, outcome } = start(abort.signal);
    expect(Xhr.sent).toHaveLength(1);
    Xhr.sent[0]!.xhr.onerror?.(); // the connection dropped
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toMatchObject({ kind: 'retrying', attempt: 1 });
    abort.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await outcome) as DOMException).toMatchObject({ name: 'AbortError' });
    expect(Xhr.sent).toHaveLength(1);
  });

  it('gives up after two retries of a server error (each one sends the photos again)', async () => {
    const { outcome } = start();
    for (let i = 0; i < 5; i++) {
      Xhr.sent.at(-1)!.xhr.respond(500, { success: false, message: 'Something went wrong on our side.' });
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(await outcome).toMatchObject({ status: 500 });
    expect(Xhr.sent).toHaveLength(3);
  });

  it('keeps retrying a dropped connection', async () => {
    const { outcome } = start();
    for (let i = 0; i < 4; i++) {
      Xhr.sent.at(-1)!.xhr.onerror?.();
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(Xhr.sent).toHaveLength(5);
    Xhr.sent.at(-1)!.xhr.respond(201, {
      success: true,
      message: 'Photos sent for review.',
      data: { _id: 'r1', round: 1, status: 'waiting', comment: null, createdAt: '2026-01-01T00:00:00.000Z', reviewedAt: null, photos: [] },
    });
    expect(await outcome).toBe('sent');
  });
});
