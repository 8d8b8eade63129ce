import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAv1Stream, makeDataCost, makeStream } from '../../test/video-fixtures';
import { AUDIO, AUTO, sourceFor } from '../../components/video-player/quality';
import { COMPATIBLE_VIDEO_KEY, playableStream, playsSmoothly, useCompatibleVideo } from './codec-choice';
import { dataSaverRung, studentCost } from './data-cost';

const av1 = makeAv1Stream('v1');
const ALL = new Set(['opus', 'av1-240p', 'av1-360p']);
const url = (name: string) => `/api/media/v1/hls/${name}`;

/** A browser that accepts `types` in Media Source and answers decodingInfo with `smooth`. */
function browser(types: RegExp, smooth: (c: MediaDecodingConfiguration) => boolean, capabilities = true) {
  const decodingInfo = vi.fn(async (c: MediaDecodingConfiguration) => ({ supported: true, smooth: smooth(c), powerEfficient: false }));
  const win = {
    MediaSource: { isTypeSupported: (t: string) => types.test(t) },
    navigator: capabilities ? { mediaCapabilities: { decodingInfo } } : {},
  } as unknown as Window;
  return { win, decodingInfo };
}

describe('playableStream', () => {
  it('swaps in the AV1 and Opus twins this browser plays, under the H.264 names, with their costs', () => {
    const view = playableStream(av1, ALL);
    expect(view.renditions.map((r) => [r.name, r.codec, r.bytes, r.url])).toEqual([
      ['audio', 'opus', 380_000, url('opus.mp4')],
      ['240p', 'av1', 1_400_000, url('av1-240p.mp4')],
      ['360p', 'av1', 2_000_000, url('av1-360p.mp4')],
      ['720p', 'h264', 18_400_000, url('720p.mp4')],
    ]);
    expect(view.hlsAv1).toBe(url('master-av1.m3u8'));
    expect(dataSaverRung(view.renditions)?.bytes).toBe(1_400_000);
  });

  it('keeps H.264 for a rung that would not play smoothly, and the plain ladder when none does', () => {
    const some = playableStream(av1, new Set(['av1-240p']));
    expect(some.renditions.map((r) => r.codec)).toEqual(['aac', 'av1', 'h264', 'h264']);
    const none = playableStream(av1, new Set());
    expect(none.renditions).toEqual(makeStream('v1').renditions);
    expect(none.hlsAv1).toBeUndefined();
  });
});

describe('sourceFor with AV1 rungs', () => {
  const view = playableStream(av1, ALL);
  it('plays Data saver (and a chosen AV1 rung) from the AV1 master playlist', () => {
    expect(sourceFor('/o', view, AUTO, true, 'mse')).toEqual({ kind: 'hls', url: url('master-av1.m3u8'), native: false });
    expect(sourceFor('/o', view, '360p', false, 'mse')).toEqual({ kind: 'hls', url: url('master-av1.m3u8'), native: false });
  });
  it('plays Auto without Data saver and the higher H.264 rungs from the H.264 master, audio only from Opus', () => {
    expect(sourceFor('/o', view, AUTO, false, 'mse')).toEqual({ kind: 'hls', url: url('master.m3u8'), native: false });
    expect(sourceFor('/o', view, '720p', false, 'mse')).toEqual({ kind: 'hls', url: url('master.m3u8'), native: false });
    expect(sourceFor('/o', view, AUDIO, true, 'mse')).toEqual({ kind: 'file', url: url('opus.mp4') });
  });
});

describe('playsSmoothly', () => {
  const rung = (name: string) => av1.renditions.find((r) => r.name === name)!;

  it('is true only when Media Source accepts the codecs and mediaCapabilities says smooth', async () => {
    const { win, decodingInfo } = browser(/av01|opus/, (c) => (c.video?.height ?? 0) <= 240);
    expect(await playsSmoothly(rung('av1-240p'), win)).toBe(true);
    expect(await playsSmoothly(rung('av1-360p'), win)).toBe(false);
    expect(await playsSmoothly(rung('opus'), win)).toBe(true);
    expect(decodingInfo).toHaveBeenCalledWith({
      type: 'media-source',
      video: { contentType: 'video/mp4; codecs="av01.0.00M.08"', width: 427, height: 240, bitrate: 95_000, framerate: 25 },
      audio: { contentType: 'audio/mp4; codecs="opus"', channels: '1', bitrate: 24_000, samplerate: 48_000 },
    });
  });

  it('is false where Media Source refuses AV1, or the browser cannot say how smooth', async () => {
    expect(await playsSmoothly({ ...rung('av1-240p'), bandwidth: 95_001 }, browser(/^audio\/mp4; codecs="opus"$/, () => true).win)).toBe(
      false,
    );
    expect(await playsSmoothly({ ...rung('av1-240p'), bandwidth: 95_002 }, browser(/av01|opus/, () => true, false).win)).toBe(false);
  });
});

describe('Compatible (H.264)', () => {
  afterEach(() => localStorage.clear());
  it('is remembered on the device', () => {
    const { result } = renderHook(() => useCompatibleVideo());
    expect(result.current.compatible).toBe(false);
    act(() => result.current.setCompatible(true));
    expect(result.current.compatible).toBe(true);
    expect(localStorage.getItem(COMPATIBLE_VIDEO_KEY)).toBe('on');
    expect(renderHook(() => useCompatibleVideo()).result.current.compatible).toBe(true);
  });
});

describe('labels outside the player', () => {
  it('price a lecture at its H.264 ladder, which every browser plays', () => {
    const cost = makeDataCost(av1);
    expect(studentCost(cost, true)).toBe(3_150_000);
    expect(studentCost(cost, false)).toBe(18_400_000);
  });
});
