import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signedInAdmin } from './helpers/client';
import { uploaded } from './helpers/media-files';
import { PHONE_CLIP, clip, decodes, probeFile } from './helpers/video';

/**
 * The low-data ladder's size budgets (docs/learning.md "Low-data video") on phone-like footage: a noisy
 * 1080p clip at about 8 Mbit/s (what a phone records), encoded once. Megabytes here are 1,000,000
 * bytes, the stricter reading. Encoding does not depend on the database, so this heavy file runs in the
 * PGlite project only; the API checks (video-api.test.ts) run on both.
 */
const MB = 1_000_000;
const BUDGET_PER_MINUTE = { '240p': 1.6 * MB, audio: 0.45 * MB };

let t: TestApp;
let ladder: { name: string; height: number | null; bytes: number; url: string }[];
let durationSeconds: number;
let sourceBytes: number;

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the ladder of a 1080p phone clip', () => {
  beforeAll(async () => {
    const source = clip(PHONE_CLIP);
    sourceBytes = fs.statSync(source).size;
    t = await createTestApp();
    const admin = await signedInAdmin(t);
    const v = await uploaded(admin.client, { name: 'phone.mp4', data: fs.readFileSync(source), type: 'video/mp4' });
    await t.ctx.videos.process(v.public_id);
    const view = (await t.ctx.videos.views(t.ctx.db, [v.public_id])).get(v.public_id)!;
    expect(view.processing.status).toBe('ready');
    ladder = view.stream!.renditions;
    durationSeconds = view.stream!.durationSeconds;
  }, 600_000);
  afterAll(() => t?.close());

  it('has audio only and 240p to 720p, cheapest first', () => {
    expect(ladder.map((r) => [r.name, r.height])).toEqual([
      ['audio', null],
      ['240p', 240],
      ['360p', 360],
      ['480p', 480],
      ['720p', 720],
    ]);
    expect(durationSeconds).toBeCloseTo(PHONE_CLIP.seconds, 0);
  });

  it('keeps 240p with its sound within 1.6 MB a minute and audio only within 0.45 MB', () => {
    const perMinute = (name: string) => (ladder.find((r) => r.name === name)!.bytes / durationSeconds) * 60;
    expect(perMinute('240p')).toBeLessThanOrEqual(BUDGET_PER_MINUTE['240p']);
    expect(perMinute('audio')).toBeLessThanOrEqual(BUDGET_PER_MINUTE.audio);
    // And far below what the phone's original costs.
    expect(perMinute('240p') * 20).toBeLessThan((sourceBytes / durationSeconds) * 60);
  });

  it('every rung decodes, at its declared height, as H.264 Main with mono AAC', () => {
    for (const r of ladder) {
      const file = t.ctx.storage.localPath!(`ladders/${r.url.split('/')[3]!.slice(0, 2)}/${r.url.split('/')[3]}/${r.name}.mp4`);
      const seen = probeFile(file);
      if (r.height === null) expect(seen.video).toBeUndefined();
      else expect(seen.video).toMatchObject({ height: r.height, codec: 'h264', profile: 'Main' });
      expect(seen.audio).toEqual({ codec: 'aac', channels: 1 });
      expect(decodes(file), r.name).toBe(true);
    }
  });
});
