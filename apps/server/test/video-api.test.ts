import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertEnrolment } from './helpers/fixtures';
import { coursePayload, fetchMedia, mp4, uploaded } from './helpers/media-files';
import { decodes, probeFile, smallClip } from './helpers/video';

/**
 * The low-data ladder through the API, on a small real clip (the full 1080p budget check is in
 * video-ladder.test.ts): who gets `stream`, who may fetch the playlists and rung files, that the
 * declared bytes are the bytes served, a corrupt upload, Retry, deletion and Data saver.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let buyer: Awaited<ReturnType<typeof verifiedStudent>>;
let stranger: Awaited<ReturnType<typeof verifiedStudent>>;
let course: { _id: string; curriculum: { _id: string; public_id: string; processing: { status: string } }[] };
const video = () => ({ name: 'phone.mp4', data: fs.readFileSync(smallClip()), type: 'video/mp4' });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: '0' });
  owner = await signedInAdmin(t);
  buyer = await verifiedStudent(t);
  stranger = await verifiedStudent(t);
  const created = await owner.client.post(
    '/api/instructor/course/add',
    await coursePayload(owner.client, [{ freePreview: true, video: video() }, { video: video() }]),
  );
  expect(created.statusCode, created.body).toBe(201);
  course = created.json().data;
  // Just uploaded and saved: waiting for its job.
  expect(course.curriculum.map((l) => l.processing.status)).toEqual(['pending', 'pending']);
  // The job's work, run here directly (the queue's side is in video-jobs.test.ts).
  for (const l of course.curriculum) await t.ctx.videos.process(l.public_id);
  await insertEnrolment(t, buyer.user._id, course._id);
}, 180_000);
afterAll(() => t?.close());

type Lecture = {
  _id: string;
  public_id: string | null;
  videoUrl: string | null;
  stream: {
    hls: string;
    durationSeconds: number;
    renditions: { name: string; height: number | null; bytes: number; url: string }[];
  } | null;
  dataCost: { durationSeconds: number; renditions: { name: string; height: number | null; bandwidth: number; bytes: number }[] } | null;
};
const details = async (c: Client | null) =>
  (await (c ?? new Client(t)).get(`/api/student/course/get/details/${course._id}`)).json().data.curriculum as Lecture[];

describe('stream and dataCost', () => {
  it('the instructor sees the ladder ready, with its rungs never above the 360p source', async () => {
    const res = await owner.client.get(`/api/instructor/course/get/details/${course._id}`);
    const [first] = res.json().data.curriculum;
    expect(first.processing).toEqual({ status: 'ready', percent: 100, message: null });
    expect(first.stream.renditions.map((r: { name: string; height: number | null }) => [r.name, r.height])).toEqual([
      ['audio', null],
      ['240p', 240],
      ['360p', 360],
    ]);
    expect(first.stream.durationSeconds).toBeCloseTo(4, 0);
  });

  it('a non-buyer gets stream only for the free preview, and dataCost for every lecture', async () => {
    for (const viewer of [null, stranger.client]) {
      const [preview, paid] = await details(viewer);
      expect(preview.stream?.hls).toBe(`/api/media/${preview.public_id}/hls/master.m3u8`);
      expect(paid.videoUrl).toBeNull();
      expect(paid.stream).toBeNull();
      expect(paid.dataCost?.renditions.map((r) => r.name)).toEqual(['audio', '240p', '360p']);
      // No URL of a locked lecture leaks through its costs.
      expect(JSON.stringify(paid.dataCost)).not.toContain('/api/');
    }
  });

  it('the buyer gets stream for every lecture, on the details and progress pages', async () => {
    const [, paid] = await details(buyer.client);
    expect(paid.stream?.renditions.find((r) => r.name === '240p')?.url).toBe(`/api/media/${paid.public_id}/hls/240p.mp4`);
    const progress = await buyer.client.get(`/api/student/course-progress/get/${buyer.user._id}/${course._id}`);
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json().data.courseDetails.curriculum[1].stream.hls).toBe(paid.stream!.hls);
  });
});

describe('serving the ladder', () => {
  it('the declared bytes of each rung are exactly its playlist and file as served, and each decodes at its height', async () => {
    const [, paid] = await details(buyer.client);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-rungs-'));
    try {
      for (const r of paid.stream!.renditions) {
        const playlist = await fetchMedia(buyer.client, r.url.replace(/\.mp4$/, '.m3u8'));
        expect(playlist.statusCode).toBe(200);
        expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
        expect(playlist.headers['cache-control']).toMatch(/private/);
        const file = await fetchMedia(buyer.client, r.url);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(r.height === null ? 'audio/mp4' : 'video/mp4');
        expect(playlist.rawPayload.length + file.rawPayload.length).toBe(r.bytes);
        // Byte ranges, as the playlist asks for them.
        const range = /BYTERANGE:(\d+)@(\d+)/.exec(playlist.body)!;
        const part = await fetchMedia(buyer.client, r.url, { range: `bytes=${range[2]}-${Number(range[2]) + Number(range[1]) - 1}` });
        expect(part.statusCode).toBe(206);
        expect(part.rawPayload.length).toBe(Number(range[1]));
        const local = path.join(dir, `${r.name}.mp4`);
        fs.writeFileSync(local, file.rawPayload);
        const seen = probeFile(local);
        if (r.height === null) expect(seen.video).toBeUndefined();
        else expect(seen.video).toMatchObject({ height: r.height, codec: 'h264', profile: 'Main' });
        expect(seen.audio).toEqual({ codec: 'aac', channels: 1 });
        expect(decodes(local)).toBe(true);
      }
      const master = await fetchMedia(buyer.client, paid.stream!.hls);
      expect(master.body).toContain('#EXT-X-STREAM-INF:BANDWIDTH=');
      expect(master.body).toMatch(/RESOLUTION=\d+x240,CODECS="avc1\.4d401e,mp4a\.40\.2"\n240p\.m3u8/);
      expect(master.body).toMatch(/CODECS="mp4a\.40\.2"\naudio\.m3u8/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses the paid lecture’s ladder to non-buyers, and a name that is no part of it', async () => {
    const [, paid] = await details(buyer.client);
    const base = `/api/media/${paid.public_id}/hls`;
    for (const file of ['master.m3u8', '240p.m3u8', '240p.mp4', 'audio.mp4']) {
      expect((await new Client(t).get(`${base}/${file}`)).statusCode).toBe(401);
      const refused = await stranger.client.get(`${base}/${file}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Buy this course to watch this lecture.');
    }
    expect((await buyer.client.get(`${base}/720p.mp4`)).statusCode).toBe(404);
    // A download resumed from an offset (an offline download) is checked the same way: only the buyer
    // gets the rest.
    const whole = await fetchMedia(buyer.client, `${base}/240p.mp4`);
    const from = Math.floor(whole.rawPayload.length / 2);
    expect((await fetchMedia(new Client(t), `${base}/240p.mp4`, { range: `bytes=${from}-` })).statusCode).toBe(401);
    expect((await fetchMedia(stranger.client, `${base}/240p.mp4`, { range: `bytes=${from}-` })).statusCode).toBe(403);
    const rest = await fetchMedia(buyer.client, `${base}/240p.mp4`, { range: `bytes=${from}-` });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${from}-${whole.rawPayload.length - 1}/${whole.rawPayload.length}`);
    expect(Buffer.concat([whole.rawPayload.subarray(0, from), rest.rawPayload]).equals(whole.rawPayload)).toBe(true);
    expect((await buyer.client.get(`${base}/..%2Fsecret.mp4`)).statusCode).toBe(400);
  });
});

describe('processing states', () => {
  it('a corrupt upload ends as failed with a clear message; Retry is offered for it only', async () => {
    const bad = await uploaded(owner.client, { name: 'broken.mp4', data: mp4(64_000), type: 'video/mp4' });
    const pending = await owner.client.get(`/api/media/${bad.public_id}/processing`);
    expect(pending.json().data).toEqual({ status: 'pending', percent: 0, message: null });
    await t.ctx.videos.process(bad.public_id);
    const failed = (await owner.client.get(`/api/media/${bad.public_id}/processing`)).json().data;
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/^This video could not be read \(.+\)\. Export the video again/);
    expect(failed.message).not.toContain(os.tmpdir());

    const retried = await owner.client.post(`/api/media/${bad.public_id}/retry`);
    expect(retried.statusCode).toBe(202);
    expect(retried.json().data).toEqual({ status: 'pending', percent: 0, message: null });
    const again = await owner.client.post(`/api/media/${bad.public_id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a video whose processing failed can be retried; this one is pending.');
    // Another instructor's video is not theirs to poll or retry.
    const other = await signedInAdmin(t);
    expect((await other.client.get(`/api/media/${bad.public_id}/processing`)).statusCode).toBe(403);
  });

  it('deleting a video removes its ladder files with it', async () => {
    const v = await uploaded(owner.client, video());
    await t.ctx.videos.process(v.public_id);
    const ladderDir = path.join(t.dataDir, 'media', 'ladders', v.public_id.slice(0, 2), v.public_id);
    expect(fs.readdirSync(ladderDir).sort()).toEqual(
      ['240p.m3u8', '240p.mp4', '360p.m3u8', '360p.mp4', 'audio.m3u8', 'audio.mp4', 'master.m3u8'].sort(),
    );
    expect((await owner.client.delete(`/api/media/delete/${v.public_id}`)).statusCode).toBe(200);
    expect(fs.readdirSync(ladderDir)).toEqual([]);
  });
});

describe('without ffmpeg', () => {
  it('originals play, the instructor sees a one-line hint and Retry is refused', async () => {
    const bare = await createTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    try {
      const admin = await signedInAdmin(bare);
      const v = await uploaded(admin.client, { name: 'a.mp4', data: mp4(4096), type: 'video/mp4' });
      const res = await admin.client.get(`/api/media/${v.public_id}/processing`);
      expect(res.json().data).toEqual({ status: 'unavailable', percent: 0, message: expect.stringMatching(/no ffmpeg/) });
      expect(res.json().data.message).not.toContain('\n');
      expect((await admin.client.post(`/api/media/${v.public_id}/retry`)).statusCode).toBe(409);
      expect((await fetchMedia(admin.client, v.url)).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('Data saver', () => {
  it('is stored on the user: null until chosen, then shown wherever the user is', async () => {
    const s = await verifiedStudent(t);
    expect((await s.client.get('/api/auth/check-auth')).json().user.dataSaver).toBeNull();
    const put = await s.client.put('/api/account/data-saver', { dataSaver: true });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ success: true, data: { dataSaver: true } });
    expect((await s.client.get('/api/auth/check-auth')).json().user.dataSaver).toBe(true);
    const bad = await s.client.put('/api/account/data-saver', { dataSaver: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Data saver must be true or false');
    expect((await new Client(t).put('/api/account/data-saver', { dataSaver: false })).statusCode).toBe(401);
  });
});
