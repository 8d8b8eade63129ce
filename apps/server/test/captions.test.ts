import fs from 'node:fs';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lectures as lecturesTable, media } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse, insertEnrolment } from './helpers/fixtures';
import { coursePayload, fetchMedia, withCookies } from './helpers/media-files';
import { smallClip } from './helpers/video';

/**
 * Lecture captions through the API (docs/captions.md): upload WebVTT and SRT (stored as WebVTT),
 * refusals naming the line, cues beyond the video, who gets `captions` and the files (as for the
 * video), compression, and deletion.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof signedInAdmin>>;
let buyer: Awaited<ReturnType<typeof verifiedStudent>>;
let stranger: Awaited<ReturnType<typeof verifiedStudent>>;
let course: { _id: string; curriculum: { _id: string; public_id: string }[] };

type Track = { lang: string; label: string; url: string; bytes: number; source: string };
const captionsPath = (lecture: number, lang = 'en') =>
  `/api/instructor/course/${course._id}/lectures/${course.curriculum[lecture]!._id}/captions/${lang}`;
const put = (c: Client, text: string, lecture = 1, lang = 'en') => c.put(captionsPath(lecture, lang), { text });
const lectures = async (c: Client | null) =>
  (await (c ?? new Client(t)).get(`/api/student/course/get/details/${course._id}`)).json().data.curriculum as {
    videoUrl: string | null;
    captions: Track[];
  }[];

const VTT = `WEBVTT

intro
00:00:01.000 --> 00:00:04.000 align:start
Thread the needle first.

00:05.500 --> 00:08.000
Then tie a <i>small</i> knot.
`;
const SRT = `1\r\n00:00:01,000 --> 00:00:03,200\r\nKaribu kwenye somo.\r\n\r\n2\r\n00:00:03,500 --> 00:00:06,000\r\n{\\an8}Tunaanza na sindano.\r\n`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: '0' });
  owner = await signedInAdmin(t);
  otherAdmin = await signedInAdmin(t);
  buyer = await verifiedStudent(t);
  stranger = await verifiedStudent(t);
  const created = await owner.client.post('/api/instructor/course/add', await coursePayload(owner.client, [{ freePreview: true }, {}]));
  expect(created.statusCode, created.body).toBe(201);
  course = created.json().data;
  // The probe's length, as the ladder job records it (no ffmpeg needed here).
  for (const l of course.curriculum) await t.ctx.db.update(media).set({ durationSeconds: 60 }).where(eq(media.id, l.public_id));
  await insertEnrolment(t, buyer.user._id, course._id);
}, 60_000);
afterAll(() => t?.close());

describe('PUT captions', () => {
  it('stores WebVTT as WebVTT and answers the track', async () => {
    const res = await put(owner.client, VTT);
    expect(res.statusCode, res.body).toBe(200);
    const track: Track = res.json().data;
    expect(track).toMatchObject({ lang: 'en', label: 'English', source: 'instructor' });
    expect(track.url).toMatch(new RegExp(`^/api/media/${course.curriculum[1]!.public_id}/captions/en\\.[0-9a-f]{12}\\.vtt$`));
    const file = await fetchMedia(owner.client, track.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.body).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nThread the needle first.\n\n00:00:05.500 --> 00:00:08.000\nThen tie a <i>small</i> knot.\n',
    );
    expect(track.bytes).toBe(Buffer.byteLength(file.body));
  });

  it('converts SRT to WebVTT, in the language asked for', async () => {
    const res = await put(owner.client, SRT, 1, 'sw');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lang: 'sw', label: 'Kiswahili' });
    const file = await fetchMedia(owner.client, res.json().data.url);
    expect(file.body).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.200\nKaribu kwenye somo.\n\n00:00:03.500 --> 00:00:06.000\nTunaanza na sindano.\n',
    );
  });

  it('replaces a track: a new file name, the old file gone', async () => {
    const first = (await put(owner.client, VTT, 0)).json().data as Track;
    const second = (await put(owner.client, VTT.replace('first', 'carefully'), 0)).json().data as Track;
    expect(second.url).not.toBe(first.url);
    expect((await fetchMedia(owner.client, first.url)).statusCode).toBe(404);
    expect((await fetchMedia(owner.client, second.url)).body).toContain('Thread the needle carefully.');
    const own = (await owner.client.get(`/api/instructor/course/get/details/${course._id}`)).json().data.curriculum[0].captions;
    expect(own.map((c: Track) => c.url)).toEqual([second.url]);
  });

  it('refuses a malformed file with a 400 naming the first bad line', async () => {
    const bad = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nFine.\n\n00:00:03 --> 00:00:04\nNo milliseconds.\n';
    const res = await put(owner.client, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 6: "00:00:03 --> 00:00:04" is not a cue timing like 00:00:01.000 --> 00:00:04.000.');
    const noText = await put(owner.client, '1\n00:00:01,000 --> 00:00:02,000\n\n2\n00:00:03,000 --> 00:00:04,000\nHello\n');
    expect(noText.json().message).toBe('Line 2: the cue has no text.');
    const backwards = await put(owner.client, 'WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nHello\n');
    expect(backwards.json().message).toBe('Line 3: the cue ends before it starts.');
    const disorder = await put(owner.client, 'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\nB\n\n00:00:01.000 --> 00:00:02.000\nA\n');
    expect(disorder.json().message).toBe('Line 6: the cue starts before the one above it.');
    const empty = await put(owner.client, 'WEBVTT\n\nNOTE nothing here\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^The file has no captions/);
  });

  it('answers in the caller’s language', async () => {
    const res = await owner.client.put(
      captionsPath(1),
      { text: 'WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nHello\n' },
      withCookies(owner.client, { 'accept-language': 'fr' }),
    );
    expect(res.json().message).toBe('Ligne 3 : le sous-titre se termine avant de commencer.');
  });

  it('refuses cues after the end of the video (400)', async () => {
    const res = await put(owner.client, 'WEBVTT\n\n00:00:58.000 --> 00:01:05.000\nToo late.\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 3: the cue ends at 00:01:05.000, after the end of the video (00:01:00.000).');
  });

  it('checks cues against a video uploaded a moment ago, before its low-data versions exist', async () => {
    const video = { name: 'short.mp4', data: fs.readFileSync(smallClip()), type: 'video/mp4' };
    const res = await owner.client.post('/api/instructor/course/add', await coursePayload(owner.client, [{ video, freePreview: true }]));
    expect(res.statusCode, res.body).toBe(201);
    const fresh = res.json().data as typeof course;
    // No ladder job runs in this app: the length is the one read at upload.
    const [row] = await t.ctx.db.select().from(media).where(eq(media.id, fresh.curriculum[0]!.public_id));
    expect(row!.processingStatus).not.toBe('ready');
    const path = `/api/instructor/course/${fresh._id}/lectures/${fresh.curriculum[0]!._id}/captions/en`;
    const late = await owner.client.put(path, { text: 'WEBVTT\n\n00:00:10.000 --> 00:00:14.000\nToo late.\n' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Line 3: the cue ends at 00:00:14.000, after the end of the video (00:00:04.000).');
    expect((await owner.client.put(path, { text: VTT.replace('00:05.500 --> 00:08.000', '00:02.500 --> 00:03.900') })).statusCode).toBe(
      200,
    );
  });

  it('refuses a file over 1 MB (413) and an unknown language (400)', async () => {
    const cue = (i: number) =>
      `00:00:${String(i % 60).padStart(2, '0')}.000 --> 00:00:${String(i % 60).padStart(2, '0')}.500\n${'x'.repeat(200)}\n\n`;
    const big = 'WEBVTT\n\n' + Array.from({ length: 5200 }, (_, i) => cue(i)).join('');
    const res = await put(owner.client, big);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('Caption files can be at most 1 MB.');
    const lang = await put(owner.client, VTT, 1, 'xx');
    expect(lang.statusCode).toBe(400);
    expect(lang.json().message).toMatch(/^"xx" is not a language code/);
  });

  it('is for the course’s instructor only', async () => {
    expect((await put(otherAdmin.client, VTT)).statusCode).toBe(403);
    expect((await put(buyer.client, VTT)).statusCode).toBe(403);
    expect((await put(new Client(t), VTT)).statusCode).toBe(401);
    const unknownLecture = await owner.client.put(`/api/instructor/course/${course._id}/lectures/${crypto.randomUUID()}/captions/en`, {
      text: VTT,
    });
    expect(unknownLecture.statusCode).toBe(404);
  });

  it("never lets one instructor change the captions another instructor's course shows", async () => {
    // The other admin's own course plays the owner's video (the captions belong to the video).
    const theirs = await insertCourse(t, { _id: otherAdmin.user._id, name: otherAdmin.user.name }, { lectures: [{}] });
    const shared = course.curriculum[1]!.public_id;
    await t.ctx.db
      .update(lecturesTable)
      .set({ mediaId: shared, videoUrl: `/api/media/${shared}` })
      .where(eq(lecturesTable.id, theirs.lectures[0]!.id));
    const path = `/api/instructor/course/${theirs.course.id}/lectures/${theirs.lectures[0]!.id}/captions/fr`;
    const refused = await otherAdmin.client.put(path, { text: VTT });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe("This video also plays in another instructor's course: only its uploader can change its captions.");
    expect(
      (await otherAdmin.client.delete(`/api/instructor/course/${theirs.course.id}/lectures/${theirs.lectures[0]!.id}/captions/en`))
        .statusCode,
    ).toBe(403);
    // Its uploader still can, from their own course.
    expect((await put(owner.client, VTT, 1, 'fr')).statusCode).toBe(200);
    expect((await owner.client.delete(captionsPath(1, 'fr'))).statusCode).toBe(200);
  });
});

describe('who gets captions', () => {
  it('a buyer gets every lecture’s tracks and may fetch the files; a stranger only the free preview’s', async () => {
    const [preview, paid] = await lectures(buyer.client);
    expect(preview!.captions.map((c) => c.lang)).toEqual(['en']);
    expect(paid!.captions.map((c) => c.lang).sort()).toEqual(['en', 'sw']);
    expect((await fetchMedia(buyer.client, paid!.captions[0]!.url)).statusCode).toBe(200);

    for (const viewer of [null, stranger.client]) {
      const [open, locked] = await lectures(viewer);
      expect(open!.captions).toHaveLength(1);
      expect(locked!.videoUrl).toBeNull();
      expect(locked!.captions).toEqual([]);
    }
    // The file itself follows the video's rule.
    expect((await fetchMedia(stranger.client, paid!.captions[0]!.url)).statusCode).toBe(403);
    expect((await new Client(t).get(paid!.captions[0]!.url)).statusCode).toBe(401);
    expect((await new Client(t).get(preview!.captions[0]!.url)).statusCode).toBe(200);
  });

  it('the progress page carries them', async () => {
    const res = await buyer.client.get(`/api/student/course-progress/get/${buyer.user._id}/${course._id}`);
    expect(res.json().data.courseDetails.curriculum[1].captions).toHaveLength(2);
  });

  it('serves the files compressed (br, else gzip) and revalidates by tag', async () => {
    const [, paid] = await lectures(buyer.client);
    const url = paid!.captions.find((c) => c.lang === 'en')!.url;
    const br = await fetchMedia(buyer.client, url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('Thread the needle first.');
    const gz = await fetchMedia(buyer.client, url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('Thread the needle first.');
    const again = await fetchMedia(buyer.client, url, { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('DELETE captions', () => {
  it('removes a track and its file; a second delete is a 404', async () => {
    const [, paid] = await lectures(buyer.client);
    const sw = paid!.captions.find((c) => c.lang === 'sw')!;
    expect((await otherAdmin.client.delete(captionsPath(1, 'sw'))).statusCode).toBe(403);
    const res = await owner.client.delete(captionsPath(1, 'sw'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Captions deleted.');
    expect((await lectures(buyer.client))[1]!.captions.map((c) => c.lang)).toEqual(['en']);
    expect((await fetchMedia(buyer.client, sw.url)).statusCode).toBe(404);
    expect((await owner.client.delete(captionsPath(1, 'sw'))).statusCode).toBe(404);
  });
});
