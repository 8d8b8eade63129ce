import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladderRepo } from '../src/modules/media/repository';
import { av1Codecs, masterPlaylist } from '../src/platform/video/ffmpeg';
import { createTestApp, type TestApp } from './helpers/app';
import { signedInAdmin } from './helpers/client';
import { fetchMedia, uploaded } from './helpers/media-files';
import { clip, decodes, probeAv1, probeFile, ssimAgainstSource, type ClipSpec } from './helpers/video';

/**
 * The AV1 and Opus rungs (docs/decisions/021-av1-rungs-beside-the-ladder.md) on a short phone-like
 * clip: noisy 1080p at 8 Mbit/s, as in video-ladder.test.ts but 6 s, so the two encodes and the SSIM
 * stay a few seconds. Megabytes are 1,000,000 bytes. The encode does not depend on the database: PGlite
 * project only.
 */
const MB = 1_000_000;
const SHORT_PHONE_CLIP: ClipSpec = { seconds: 6, width: 1920, height: 1080, fps: 30, bitrate: '8M', noise: 20 };

type Rung = { name: string; codec: string; height: number | null; bytes: number; url: string };
type Stream = { hls: string; hlsAv1?: string; durationSeconds: number; renditions: Rung[] };

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let source: string;
let videoId: string;
let stream: Stream;
const stored = (id: string, file: string) => t.ctx.storage.localPath!(`ladders/${id.slice(0, 2)}/${id}/${file}`);
const rung = (name: string) => stream.renditions.find((r) => r.name === name)!;
const perMinute = (name: string) => (rung(name).bytes / stream.durationSeconds) * 60;

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('AV1 and Opus rungs of a phone clip', () => {
  beforeAll(async () => {
    source = clip(SHORT_PHONE_CLIP);
    t = await createTestApp();
    owner = await signedInAdmin(t);
    const v = await uploaded(owner.client, { name: 'phone.mp4', data: fs.readFileSync(source), type: 'video/mp4' });
    videoId = v.public_id;
    await t.ctx.videos.process(videoId);
    // The ladder is published first, and its video is then waiting for the AV1 job.
    expect((await ladderRepo.av1Unfinished(t.ctx.db)).map((r) => r.id)).toEqual([videoId]);
    const before = (await t.ctx.videos.views(t.ctx.db, [videoId])).get(videoId)!;
    expect(before.stream!.hlsAv1).toBeUndefined();
    await t.ctx.videos.processAv1(videoId);
    stream = (await t.ctx.videos.views(t.ctx.db, [videoId])).get(videoId)!.stream as Stream;
  }, 600_000);
  afterAll(() => t?.close());

  it('adds Opus audio, AV1 240p and 360p (never above the source) beside the untouched H.264 ladder', () => {
    expect(stream.renditions.map((r) => [r.name, r.codec, r.height])).toEqual([
      ['audio', 'aac', null],
      ['240p', 'h264', 240],
      ['360p', 'h264', 360],
      ['480p', 'h264', 480],
      ['720p', 'h264', 720],
      ['opus', 'opus', null],
      ['av1-240p', 'av1', 240],
      ['av1-360p', 'av1', 360],
    ]);
    expect(stream.hls).toBe(`/api/media/${videoId}/hls/master.m3u8`);
    expect(stream.hlsAv1).toBe(`/api/media/${videoId}/hls/master-av1.m3u8`);
  });

  it('keeps AV1 240p with its sound within 0.75 MB a minute and Opus alone within 0.2 MB', () => {
    expect(perMinute('av1-240p')).toBeLessThanOrEqual(0.75 * MB);
    expect(perMinute('opus')).toBeLessThanOrEqual(0.2 * MB);
    // Less than half of the H.264 plan's audio, and well under its 240p.
    expect(perMinute('opus')).toBeLessThan(perMinute('audio') / 2 + 0.01 * MB);
    expect(perMinute('av1-240p')).toBeLessThan(perMinute('240p'));
  });

  it('serves exactly the declared bytes, and each rung decodes as AV1 at its height with mono Opus', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-av1-rungs-'));
    try {
      for (const r of stream.renditions.filter((x) => x.codec === 'av1' || x.codec === 'opus')) {
        const playlist = await fetchMedia(owner.client, r.url.replace(/\.mp4$/, '.m3u8'));
        const file = await fetchMedia(owner.client, r.url);
        expect([playlist.statusCode, file.statusCode]).toEqual([200, 200]);
        expect(file.headers['content-type']).toBe(r.height === null ? 'audio/mp4' : 'video/mp4');
        expect(playlist.rawPayload.length + file.rawPayload.length).toBe(r.bytes);
        expect(playlist.body).toMatch(/#EXT-X-BYTERANGE:\d+@\d+/);
        const local = path.join(dir, `${r.name}.mp4`);
        fs.writeFileSync(local, file.rawPayload);
        const seen = probeFile(local);
        if (r.height === null) expect(seen.video).toBeUndefined();
        else expect(seen.video).toMatchObject({ height: r.height, codec: 'av1', profile: 'Main' });
        expect(seen.audio).toEqual({ codec: 'opus', channels: 1 });
        expect(decodes(local), r.name).toBe(true);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives every variant of both master playlists its CODECS, AV1 from the stream itself', async () => {
    const h264 = (await fetchMedia(owner.client, stream.hls)).body;
    const av1 = await fetchMedia(owner.client, stream.hlsAv1!);
    expect(av1.statusCode).toBe(200);
    expect(av1.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    for (const master of [h264, av1.body]) {
      const variants = master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
      expect(variants.length).toBeGreaterThan(0);
      for (const v of variants) expect(v).toMatch(/CODECS="[^"]+"/);
    }
    expect(h264).not.toContain('av01');
    expect(h264).not.toContain('opus');
    for (const name of ['av1-240p', 'av1-360p']) {
      const p = probeAv1(stored(videoId, `${name}.mp4`));
      const expected = `av01.0.${String(p.level).padStart(2, '0')}M.08,opus`;
      expect(av1.body).toContain(`CODECS="${expected}"\n${name}.m3u8`);
    }
    // 240p at 25 fps is level 2.0 (seq_level_idx 0); 360p needs 2.1 (idx 1).
    expect(av1.body).toContain('CODECS="av01.0.00M.08,opus"\nav1-240p.m3u8');
    expect(av1.body).toContain('CODECS="opus"\nopus.m3u8');
    // Cheapest first, RESOLUTION on pictures only.
    expect(av1.body.indexOf('opus.m3u8')).toBeLessThan(av1.body.indexOf('av1-240p.m3u8'));
    expect(av1.body).toMatch(/RESOLUTION=426x240,CODECS="av01/);
  });

  it('AV1 240p looks at least as good as H.264 240p against the source (SSIM)', () => {
    const size = { width: SHORT_PHONE_CLIP.width, height: SHORT_PHONE_CLIP.height };
    const av1 = ssimAgainstSource(stored(videoId, 'av1-240p.mp4'), source, size, 2);
    const h264 = ssimAgainstSource(stored(videoId, '240p.mp4'), source, size, 2);
    expect(av1).toBeGreaterThanOrEqual(h264);
  });

  it('runs once: a second job for the same video does nothing, and no video waits any more', async () => {
    const before = fs.statSync(stored(videoId, 'av1-240p.mp4')).mtimeMs;
    await t.ctx.videos.processAv1(videoId);
    expect(fs.statSync(stored(videoId, 'av1-240p.mp4')).mtimeMs).toBe(before);
    expect(await ladderRepo.av1Unfinished(t.ctx.db)).toEqual([]);
  });

  it('a failed AV1 job leaves the H.264 ladder playing and warns the instructor', async () => {
    const small = clip({ seconds: 2, width: 640, height: 360, fps: 25, bitrate: '600k' });
    const v = await uploaded(owner.client, { name: 'small.mp4', data: fs.readFileSync(small), type: 'video/mp4' });
    await t.ctx.videos.process(v.public_id);
    // The original is unreadable by the time the AV1 job runs.
    const row = (await ladderRepo.mediaRows(t.ctx.db, [v.public_id]))[0]!;
    fs.writeFileSync(t.ctx.storage.localPath!(row.storageKey), 'not a video any more');
    await t.ctx.videos.processAv1(v.public_id);
    const view = (await t.ctx.videos.views(t.ctx.db, [v.public_id])).get(v.public_id)!;
    expect(view.stream!.hlsAv1).toBeUndefined();
    expect(view.stream!.renditions.map((r) => r.codec)).toEqual(['aac', 'h264', 'h264']);
    const res = await owner.client.get(`/api/media/${v.public_id}/processing`);
    expect(res.json().data).toEqual({
      status: 'ready',
      percent: 100,
      message: null,
      warning: expect.stringMatching(/AV1 versions could not be made .*H\.264 versions/),
    });
    expect((await fetchMedia(owner.client, view.stream!.hls)).statusCode).toBe(200);
    expect((await fetchMedia(owner.client, `/api/media/${v.public_id}/hls/master-av1.m3u8`)).statusCode).toBe(404);
  });

  it('deleting the video removes its AV1 rungs and their master playlist too', async () => {
    const small = clip({ seconds: 2, width: 640, height: 360, fps: 25, bitrate: '600k' });
    const v = await uploaded(owner.client, { name: 'small.mp4', data: fs.readFileSync(small), type: 'video/mp4' });
    await t.ctx.videos.process(v.public_id);
    await t.ctx.videos.processAv1(v.public_id);
    const ladderDir = path.join(t.dataDir, 'media', 'ladders', v.public_id.slice(0, 2), v.public_id);
    expect(fs.readdirSync(ladderDir)).toEqual(
      expect.arrayContaining(['av1-240p.mp4', 'av1-360p.m3u8', 'opus.mp4', 'master-av1.m3u8', '240p.mp4', 'master.m3u8']),
    );
    expect((await owner.client.delete(`/api/media/delete/${v.public_id}`)).statusCode).toBe(200);
    expect(fs.readdirSync(ladderDir)).toEqual([]);
  });
});

describe('AV1 CODECS and the master playlist', () => {
  it('builds av01.P.LLT.DD from what ffprobe reports', () => {
    expect(av1Codecs({ profile: 'Main', level: 0, pixFmt: 'yuv420p' })).toBe('av01.0.00M.08');
    expect(av1Codecs({ profile: 'Main', level: 8, pixFmt: 'yuv420p10le' })).toBe('av01.0.08M.10');
    expect(av1Codecs({ profile: 'High', level: 13, pixFmt: 'yuv444p' })).toBe('av01.1.13M.08');
    expect(() => av1Codecs({ profile: 'unknown', level: -99, pixFmt: 'yuv420p' })).toThrow(/unexpected AV1 stream/);
  });

  it('writes each rung as a variant with BANDWIDTH, RESOLUTION for pictures and CODECS', () => {
    expect(
      masterPlaylist([
        { name: 'opus', width: null, height: null, bandwidth: 26_000, codecs: 'opus' },
        { name: 'av1-240p', width: 426, height: 240, bandwidth: 90_000, codecs: 'av01.0.00M.08,opus' },
      ]),
    ).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=26000,CODECS="opus"',
        'opus.m3u8',
        '#EXT-X-STREAM-INF:BANDWIDTH=90000,RESOLUTION=426x240,CODECS="av01.0.00M.08,opus"',
        'av1-240p.m3u8',
        '',
      ].join('\n'),
    );
  });
});
