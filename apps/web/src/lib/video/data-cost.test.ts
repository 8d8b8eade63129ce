import { describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { DATA_SAVER_RENDITION } from '@sewee/shared/video';
import { makeDataCost, makeStream } from '../../test/video-fixtures';
import { aboveDataSaverCap, courseCost, DATA_SAVER_RUNG, dataSaverRung, formatMegabytes, studentCost } from './data-cost';
import { browserPrefersDataSaver } from './prefers-data-saver';

describe('data cost', () => {
  it('plays the shared Data saver rung', () => {
    expect(DATA_SAVER_RUNG).toBe(DATA_SAVER_RENDITION);
  });

  it('caps a portrait video at its own 240p rung (240 wide, 426 tall), not at 240 pixels of height', () => {
    const portrait = [
      { name: 'audio', codec: 'aac' as const, height: null, bandwidth: 60_000, bytes: 100 },
      { name: '240p', codec: 'h264' as const, height: 426, bandwidth: 160_000, bytes: 200 },
      { name: '360p', codec: 'h264' as const, height: 640, bandwidth: 280_000, bytes: 300 },
    ];
    expect(dataSaverRung(portrait)?.name).toBe('240p');
    expect(aboveDataSaverCap(portrait[1]!, portrait)).toBe(false);
    expect(aboveDataSaverCap(portrait[2]!, portrait)).toBe(true);
    expect(aboveDataSaverCap(portrait[0]!, portrait)).toBe(false);
  });

  it.each([
    [3_800_000, '3.8 MB'],
    [15_000_000, '15 MB'],
    [15_600_000, '16 MB'],
    [40_000, '0.1 MB'],
    [0, '0.0 MB'],
  ])('formats %d bytes as %s', (bytes, text) => expect(formatMegabytes(bytes)).toBe(text));

  it("writes megabytes in the reader's number format and unit symbol (French: Mo)", async () => {
    await setLocale('fr', { remember: false });
    try {
      expect(formatMegabytes(3_800_000)).toBe('3,8 Mo');
    } finally {
      await setLocale('en', { remember: false });
    }
  });

  it('plays 240p with Data saver, or the lowest rung when a small source has none that small', () => {
    expect(dataSaverRung(makeStream().renditions)?.name).toBe('240p');
    const small = makeStream('s', {
      renditions: [
        { name: 'audio', codec: 'aac', codecs: 'mp4a.40.2', height: null, bandwidth: 60_000, bytes: 100, url: '/a' },
        { name: '200p', codec: 'h264', codecs: 'avc1.4d401e', height: 200, bandwidth: 300_000, bytes: 200, url: '/b' },
      ],
    });
    expect(dataSaverRung(small.renditions)?.name).toBe('200p');
    const tall = makeStream('t', {
      renditions: [{ name: '480p', codec: 'h264', codecs: 'avc1.4d401e', height: 480, bandwidth: 1, bytes: 300, url: '/c' }],
    });
    expect(dataSaverRung(tall.renditions)?.name).toBe('480p');
  });

  it("costs a lecture at the student's quality: the 240p rung with Data saver, the best rung without", () => {
    const cost = makeDataCost();
    expect(studentCost(cost, true)).toBe(3_150_000);
    expect(studentCost(cost, false)).toBe(18_400_000);
    expect(studentCost(null, true)).toBeNull();
  });

  it('totals a course over the lectures that are ready, and says when some are not', () => {
    const cost = makeDataCost();
    const video = (dataCost: typeof cost | null) => ({ kind: 'video' as const, dataCost });
    expect(courseCost([video(cost), video(cost)], true)).toEqual({ seconds: 240, bytes: 6_300_000, complete: true });
    expect(courseCost([video(cost), video(null)], true)).toEqual({ seconds: 120, bytes: 3_150_000, complete: false });
    expect(courseCost([], true).complete).toBe(false);
  });

  it("adds a step lesson's photos, the small ones with Data saver, and no length", () => {
    const steps = { kind: 'steps' as const, dataCost: { bytes: 900_000, saverBytes: 240_000 } };
    expect(courseCost([{ kind: 'video', dataCost: makeDataCost() }, steps], true)).toEqual({
      seconds: 120,
      bytes: 3_390_000,
      complete: true,
    });
    expect(courseCost([steps], false)).toEqual({ seconds: 0, bytes: 900_000, complete: true });
  });
});

describe('browserPrefersDataSaver', () => {
  const nav = (connection?: object) => ({ connection }) as unknown as Navigator;
  it('is on when the browser asks to save data or the link is 3G or slower', () => {
    expect(browserPrefersDataSaver(nav({ saveData: true, effectiveType: '4g' }))).toBe(true);
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(browserPrefersDataSaver(nav({ effectiveType }))).toBe(true);
  });
  it('is off on a fast link or where the browser says nothing', () => {
    expect(browserPrefersDataSaver(nav({ saveData: false, effectiveType: '4g' }))).toBe(false);
    expect(browserPrefersDataSaver(nav())).toBe(false);
  });
});
