import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { signedInAdmin, verifiedStudent, type Client } from './helpers/client';
import { insertEnrolment } from './helpers/fixtures';
import {
  JPEG_TINY,
  PNG_1X1,
  coursePayload,
  fetchMedia,
  mov,
  mp4,
  multipart,
  upload,
  uploaded,
  webm,
  withCookies,
} from './helpers/media-files';
import { appWithPeople, type SignedInAdmin, type VerifiedStudent } from './helpers/people';
import { appSegments, EXIF_MARKER, jpegOf, pictureOf, pngDeclaring, sizeOf, withGpsExif } from './helpers/photos';

let t: TestApp, owner: SignedInAdmin, otherAdmin: SignedInAdmin, student: VerifiedStudent, anon: Client;
beforeAll(async () => {
  ({ t, owner, otherAdmin, student, anon } = await appWithPeople());
});
afterAll(() => t.close());

/** Every stored file under DATA_DIR/media (temporary .part files included). */
function storedFiles(dataDir = t.dataDir): string[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
}
const mediaCount = async () => (await t.ctx.db.select().from(media)).length;
/** The bytes stored under `key`. */
const readStored = async (key: string) => Buffer.concat(await (await t.ctx.storage.stream(key)).toArray());

const TEXT_AS_MP4 = {
  name: 'lecture.mp4',
  data: Buffer.from('This is just a text file pretending to be a video.\n'.repeat(20)),
  type: 'video/mp4',
};

describe('POST /api/media/upload', () => {
  it('refuses anonymous callers (401) and students (403)', async () => {
    const file = { name: 'a.png', data: PNG_1X1, type: 'image/png' };
    expect((await upload(anon, [file])).statusCode).toBe(401);
    const res = await upload(student.client, [file]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('stores an image for an admin and answers exactly { success, data: { url, public_id } }', async () => {
    const res = await upload(owner.client, [{ name: 'cover.png', data: PNG_1X1, type: 'image/png' }]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(Object.keys(body.data).sort()).toEqual(['public_id', 'url']);
    expect(body.success).toBe(true);
    expect(body.data.public_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.url).toBe(`/api/media/${body.data.public_id}`);
    const [row] = await t.ctx.db.select().from(media).where(eq(media.id, body.data.public_id));
    // Stored re-encoded, as practice photos are: a JPEG, its size the stored file's.
    expect(row).toMatchObject({ uploaderId: owner.user._id, kind: 'image', mime: 'image/jpeg' });
    expect(row.size).toBe((await t.ctx.storage.stat(row.storageKey))!.size);
    // The storage name is the server's own, never the client's file name.
    expect(row.storageKey).not.toContain('cover');
    expect(row.storageKey).toMatch(/^images\/.+\.jpg$/);
  });

  it.each([
    ['MP4', { name: 'x.mp4', data: mp4() }, 'video/mp4'],
    ['WebM', { name: 'x.webm', data: webm() }, 'video/webm'],
    ['MOV', { name: 'x.mov', data: mov() }, 'video/quicktime'],
  ])('accepts %s and records the type read from its bytes', async (_l, file, mime) => {
    const { public_id } = await uploaded(owner.client, file);
    const [row] = await t.ctx.db.select().from(media).where(eq(media.id, public_id));
    expect(row.mime).toBe(mime);
  });

  it.each([
    ['JPEG', { name: 'x.jpg', data: jpegOf(320, 200) }],
    ['PNG sent with a wrong name and type', { name: 'notes.txt', data: pictureOf('png', 320, 200), type: 'text/plain' }],
    ['WebP', { name: 'x.webp', data: pictureOf('webp', 320, 200) }],
    ['GIF', { name: 'x.gif', data: pictureOf('gif', 320, 200) }],
  ])('accepts a %s image (its type read from its bytes) and stores it as a JPEG of the same picture', async (_l, file) => {
    const { url } = await uploaded(owner.client, file);
    const res = await fetchMedia(owner.client, url);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(sizeOf(res.rawPayload)).toEqual({ width: 320, height: 200 });
  });

  it('refuses a text file named .mp4 with 415 and keeps nothing', async () => {
    const [files, rows] = [storedFiles().length, await mediaCount()];
    const res = await upload(owner.client, [TEXT_AS_MP4]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/MP4, WebM or MOV/);
    expect(storedFiles().length).toBe(files);
    expect(await mediaCount()).toBe(rows);
  });

  it('refuses other recognised types (a PDF) with 415', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await upload(owner.client, [{ name: 'doc.png', data: pdf, type: 'image/png' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/PDF/);
  });

  it('refuses a missing file, an empty file, a wrong field name, two files and a JSON body with 400', async () => {
    const onlyField = await multipart([], { title: 'no file here' });
    const missing = await owner.client.post('/api/media/upload', onlyField.payload, withCookies(owner.client, onlyField.headers));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Choose a file/);

    const empty = await upload(owner.client, [{ name: 'empty.png', data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/empty/);

    const wrongField = await upload(owner.client, [{ name: 'a.png', data: PNG_1X1, field: 'image' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/field "file"/);

    const two = await upload(owner.client, [
      { name: 'a.png', data: PNG_1X1 },
      { name: 'b.png', data: PNG_1X1 },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toMatch(/one file/);

    const json = await owner.client.post('/api/media/upload', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);

    const nothing = await owner.client.post('/api/media/upload');
    expect(nothing.statusCode).toBe(400);
  });

  it('refuses a malformed multipart body with 400, never 500', async () => {
    const res = await owner.client.post(
      '/api/media/upload',
      Buffer.from('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'),
      withCookies(owner.client, { 'content-type': 'multipart/form-data; boundary=XYZ' }),
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('course images: stored as practice photos are (capped, re-encoded, no metadata)', () => {
  it('refuses a small file declaring 100 megapixels with 413, before decoding it, and keeps nothing', async () => {
    const [files, rows] = [storedFiles().length, await mediaCount()];
    const huge = pngDeclaring(10_000, 10_000);
    expect(huge.length).toBeLessThan(10_000);
    const res = await upload(owner.client, [{ name: 'poster.png', data: huge }]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('"poster.png" is too large: 10000x10000 pixels. A photo can have at most 40 million pixels.');
    expect(storedFiles().length).toBe(files);
    expect(await mediaCount()).toBe(rows);
  });

  it('shrinks a large photo to 1600 px on its long side and drops its EXIF (GPS) before anyone is sent it', async () => {
    const original = withGpsExif(jpegOf(3200, 2400));
    expect(original.includes(EXIF_MARKER)).toBe(true);
    const { url, public_id } = await uploaded(owner.client, { name: 'cover.jpg', data: original });
    const served = (await fetchMedia(owner.client, url)).rawPayload;
    expect(sizeOf(served)).toEqual({ width: 1600, height: 1200 });
    expect(served.length).toBeLessThan(original.length);
    expect(served.includes(EXIF_MARKER)).toBe(false);
    expect(appSegments(served).filter((a) => a.marker === 0xffe1)).toEqual([]);
    const [row] = await t.ctx.db.select().from(media).where(eq(media.id, public_id));
    expect(row.size).toBe(served.length);
  });

  it("refuses a file of an image type that holds no readable picture with 415 in an instructor's words, keeping nothing", async () => {
    const [files, rows] = [storedFiles().length, await mediaCount()];
    const res = await upload(owner.client, [{ name: 'cover.jpg', data: JPEG_TINY }]);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().message).toBe('"cover.jpg" could not be read as an image. Save it again as a JPEG or PNG and upload it again.');
    const body = await multipart([{ name: 'cover.jpg', data: JPEG_TINY }]);
    const fr = await owner.client.post(
      '/api/media/upload',
      body.payload,
      withCookies(owner.client, { ...body.headers, 'accept-language': 'fr' }),
    );
    expect(fr.json().message).toMatch(/^"cover.jpg" n’a pas pu être lu comme une image/);
    expect(storedFiles().length).toBe(files);
    expect(await mediaCount()).toBe(rows);
  });

  it('without ffmpeg an image is refused with 503 and a clear message (never stored as sent); a video is still taken', async () => {
    const bare = await createTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg' });
    try {
      const a = await signedInAdmin(bare);
      const res = await upload(a.client, [{ name: 'cover.png', data: PNG_1X1 }]);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().message).toBe('Photos cannot be received right now. Please try again later.');
      expect(storedFiles(bare.dataDir)).toEqual([]);
      expect((await upload(a.client, [{ name: 'l.mp4', data: mp4() }])).statusCode).toBe(201);
    } finally {
      await bare.close();
    }
  });
});

describe('upload size limits', () => {
  let small: TestApp;
  let admin: SignedInAdmin;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_IMAGE_MB: '0.01', UPLOAD_MAX_VIDEO_MB: '0.05' });
    admin = await signedInAdmin(small);
  });
  afterAll(() => small.close());

  const bigPng = Buffer.concat([PNG_1X1, Buffer.alloc(20 * 1024, 7)]);

  it('refuses an image over the image limit with 413 and removes the partial file', async () => {
    const res = await upload(admin.client, [{ name: 'big.png', data: bigPng }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/images can be at most 10 KB/);
    expect(storedFiles(small.dataDir)).toEqual([]);
    expect(await small.ctx.db.select().from(media)).toEqual([]);
  });

  it("names the limit with the reader's unit symbol (French: ko), not the English one", async () => {
    expect((await admin.client.put('/api/account/language', { language: 'fr' })).statusCode).toBe(200);
    try {
      const res = await upload(admin.client, [{ name: 'big.png', data: bigPng }]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/ne peuvent pas dépasser 10 ko\.$/);
    } finally {
      expect((await admin.client.put('/api/account/language', { language: 'en' })).statusCode).toBe(200);
    }
  });

  it('applies the limit of the kind: a 20 KB video passes, a 60 KB video does not', async () => {
    expect((await upload(admin.client, [{ name: 'ok.mp4', data: mp4(20 * 1024) }])).statusCode).toBe(201);
    const res = await upload(admin.client, [{ name: 'big.mp4', data: mp4(60 * 1024) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/videos can be at most 51 KB/);
    expect(storedFiles(small.dataDir)).toHaveLength(1);
  });

  it('refuses a too-large file in a bulk upload and keeps none of that request', async () => {
    const before = storedFiles(small.dataDir).length;
    const { payload, headers } = await multipart([
      { name: '1.mp4', data: mp4(1024), field: 'files' },
      { name: '2.mp4', data: mp4(60 * 1024), field: 'files' },
    ]);
    const res = await admin.client.post('/api/media/bulk-upload', payload, withCookies(admin.client, headers));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('"2.mp4"');
    expect(storedFiles(small.dataDir)).toHaveLength(before);
  });
});

describe('POST /api/media/bulk-upload', () => {
  const videos = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `v${i}.mp4`, data: mp4(512 + i), field: 'files' }));

  it('refuses anonymous callers (401) and students (403)', async () => {
    expect((await upload(anon, videos(1), '/api/media/bulk-upload')).statusCode).toBe(401);
    expect((await upload(student.client, videos(1), '/api/media/bulk-upload')).statusCode).toBe(403);
  });

  it('stores many videos and answers { success, data: [{ url, public_id }] } in order', async () => {
    const res = await upload(owner.client, [...videos(2), { name: 'c.webm', data: webm(), field: 'files' }], '/api/media/bulk-upload');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(3);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['public_id', 'url']);
      expect(item.url).toBe(`/api/media/${item.public_id}`);
    }
    const got = await fetchMedia(owner.client, body.data[1].url);
    expect(got.rawPayload.equals(mp4(513))).toBe(true);
  });

  it('takes exactly 20 files, and refuses 21 with 413 keeping none', async () => {
    const ok = await upload(owner.client, videos(20), '/api/media/bulk-upload');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toHaveLength(20);
    const [files, rows] = [storedFiles().length, await mediaCount()];
    const res = await upload(owner.client, videos(21), '/api/media/bulk-upload');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 20 files/);
    expect(storedFiles().length).toBe(files);
    expect(await mediaCount()).toBe(rows);
  });

  it('is all or nothing: a text file among videos gives 415 and keeps none', async () => {
    const [files, rows] = [storedFiles().length, await mediaCount()];
    const res = await upload(owner.client, [...videos(2), { ...TEXT_AS_MP4, field: 'files' }], '/api/media/bulk-upload');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('"lecture.mp4"');
    expect(storedFiles().length).toBe(files);
    expect(await mediaCount()).toBe(rows);
  });

  it('takes videos only (lectures are videos)', async () => {
    const res = await upload(owner.client, [{ name: 'a.png', data: PNG_1X1, field: 'files' }], '/api/media/bulk-upload');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/MP4, WebM or MOV video/);
  });

  it('refuses a missing file list with 400', async () => {
    const res = await upload(owner.client, [{ name: 'a.mp4', data: mp4(), field: 'file' }], '/api/media/bulk-upload');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/"files"/);
  });
});

describe('GET /api/media/:publicId', () => {
  const TRAVERSALS = [
    '..%2F..%2Fetc%2Fpasswd',
    '..%2f..%2f..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '....%2F%2F....%2F%2Fetc%2Fpasswd',
    '..%5C..%5Cwindows%5Cwin.ini',
    'videos%2F..%2F..%2Fdb',
    '%00',
    'not-a-uuid',
    '00000000-0000-4000-8000-000000000000',
    '00000000-0000-4000-8000-000000000000.mp4',
  ];
  it.each(TRAVERSALS)('answers 404 for %s, whoever asks', async (id) => {
    for (const c of [anon, owner.client]) {
      const res = await fetchMedia(c, `/api/media/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/root:|\[fonts\]/);
    }
  });

  it('serves a course image to anyone with the stored type and a long public cache; before it is saved, to its uploader alone', async () => {
    const payload = await coursePayload(owner.client, [{ freePreview: true }]);
    const url = payload.image;
    const [row] = await t.ctx.db
      .select()
      .from(media)
      .where(eq(media.id, url.split('/').pop()!));
    const stored = await readStored(row.storageKey);
    expect((await fetchMedia(anon, url)).statusCode).toBe(401);
    expect((await fetchMedia(otherAdmin.client, url)).statusCode).toBe(403);
    expect((await fetchMedia(owner.client, url)).headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await owner.client.post('/api/instructor/course/add', payload)).statusCode).toBe(201);
    const res = await fetchMedia(anon, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(stored.length);
    expect(res.rawPayload.equals(stored)).toBe(true);
    expect(sizeOf(res.rawPayload)).toEqual({ width: 1, height: 1 });
    const again = await fetchMedia(anon, url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  describe('byte ranges', () => {
    const file = mp4(4096);
    const size = file.length;
    let url: string;
    beforeAll(async () => {
      ({ url } = await uploaded(owner.client, { name: 'r.mp4', data: file }));
    });

    it('serves the whole file without a Range, advertising byte ranges', async () => {
      const res = await fetchMedia(owner.client, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['cache-control']).toMatch(/^private/);
      expect(res.rawPayload.equals(file)).toBe(true);
    });

    it.each([
      ['first bytes', 'bytes=0-9', 0, 9],
      ['a middle range', 'bytes=100-199', 100, 199],
      ['a suffix range', 'bytes=-500', size - 500, size - 1],
      ['an open range', 'bytes=4000-', 4000, size - 1],
      ['a range past the end (clamped)', `bytes=10-${size + 1000}`, 10, size - 1],
      ['a suffix longer than the file', `bytes=-${size + 50}`, 0, size - 1],
    ])('answers %s with 206 and exactly those bytes', async (_l, range, start, end) => {
      const res = await fetchMedia(owner.client, url, { range });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(res.headers['content-length'])).toBe(end - start + 1);
      expect(res.rawPayload.equals(file.subarray(start, end + 1))).toBe(true);
    });

    it.each([
      'bytes=abc',
      `bytes=${size}-`,
      `bytes=${size + 5}-${size + 10}`,
      'bytes=50-10',
      'bytes=-0',
      'bytes=-',
      'bytes=0-1,5-9',
      'garbage',
    ])('answers %s with 416 and Content-Range bytes */size', async (range) => {
      const res = await fetchMedia(owner.client, url, { range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
      expect(res.json().success).toBe(false);
    });

    it('answers HEAD with the headers and no body', async () => {
      const res = await fetchMedia(owner.client, url, {}, 'HEAD');
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['content-length'])).toBe(size);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.rawPayload.length).toBe(0);
      const ranged = await fetchMedia(owner.client, url, { range: 'bytes=0-9' }, 'HEAD');
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-range']).toBe(`bytes 0-9/${size}`);
    });
  });

  describe('who may watch a video', () => {
    let preview: string;
    let paid: string;
    let loose: string;
    let courseId: string;
    let buyer: VerifiedStudent;
    beforeAll(async () => {
      const payload = await coursePayload(owner.client, [{ freePreview: true }, { freePreview: false }]);
      const res = await owner.client.post('/api/instructor/course/add', payload);
      expect(res.statusCode).toBe(201);
      courseId = res.json().data._id;
      [preview, paid] = payload.curriculum.map((l) => l.videoUrl);
      ({ url: loose } = await uploaded(owner.client, { name: 'loose.mp4', data: mp4() }));
      buyer = await verifiedStudent(t);
      await insertEnrolment(t, buyer.user._id, courseId);
    });

    it('free preview lectures: anyone', async () => {
      for (const c of [anon, student.client, buyer.client, otherAdmin.client, owner.client]) {
        expect((await fetchMedia(c, preview, { range: 'bytes=0-1' })).statusCode).toBe(206);
      }
    });

    it('paid lectures: buyers, the instructor and admins; 401 anonymous; 403 other students', async () => {
      expect((await fetchMedia(buyer.client, paid)).statusCode).toBe(200);
      expect((await fetchMedia(buyer.client, paid, { range: 'bytes=0-99' })).statusCode).toBe(206);
      expect((await fetchMedia(owner.client, paid)).statusCode).toBe(200);
      expect((await fetchMedia(otherAdmin.client, paid)).statusCode).toBe(200);
      const a = await fetchMedia(anon, paid);
      expect(a.statusCode).toBe(401);
      expect(a.json().message).toMatch(/sign in/i);
      const s = await fetchMedia(student.client, paid);
      expect(s.statusCode).toBe(403);
      expect(s.json().message).toMatch(/Buy this course/);
      expect((await fetchMedia(student.client, paid, {}, 'HEAD')).statusCode).toBe(403);
    });

    it('a video in no course yet: its uploader only', async () => {
      expect((await fetchMedia(owner.client, loose)).statusCode).toBe(200);
      expect((await fetchMedia(otherAdmin.client, loose)).statusCode).toBe(403);
      expect((await fetchMedia(student.client, loose)).statusCode).toBe(403);
      expect((await fetchMedia(anon, loose)).statusCode).toBe(401);
    });

    it('turning the free preview off makes the video paid', async () => {
      const details = (await owner.client.get(`/api/instructor/course/get/details/${courseId}`)).json().data;
      const body = {
        ...details,
        curriculum: details.curriculum.map((l: { freePreview: boolean }, i: number) => ({ ...l, freePreview: i === 1 })),
      };
      expect((await owner.client.put(`/api/instructor/course/update/${courseId}`, body)).statusCode).toBe(200);
      expect((await fetchMedia(anon, preview)).statusCode).toBe(401);
      expect((await fetchMedia(anon, paid)).statusCode).toBe(200);
    });
  });
});

describe('DELETE /api/media/delete/:publicId', () => {
  it('is for the admin who uploaded the file: 401 anonymous, 403 student, 403 another admin', async () => {
    const { public_id, url } = await uploaded(owner.client, { name: 'a.png', data: PNG_1X1 });
    expect((await anon.delete(`/api/media/delete/${public_id}`)).statusCode).toBe(401);
    expect((await student.client.delete(`/api/media/delete/${public_id}`)).statusCode).toBe(403);
    const other = await otherAdmin.client.delete(`/api/media/delete/${public_id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/files you uploaded/);
    expect((await fetchMedia(owner.client, url)).statusCode).toBe(200);

    const files = storedFiles().length;
    const res = await owner.client.delete(`/api/media/delete/${public_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'File deleted.' });
    // A course image is one stored file (a lesson file's preview comes only with purpose=file).
    expect(storedFiles().length).toBe(files - 1);
    expect((await fetchMedia(owner.client, url)).statusCode).toBe(404);
    expect((await owner.client.delete(`/api/media/delete/${public_id}`)).statusCode).toBe(404);
  });

  it.each(['not-a-uuid', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-4000-8000-000000000000'])('answers 404 for %s', async (id) => {
    expect((await owner.client.delete(`/api/media/delete/${id}`)).statusCode).toBe(404);
  });
});
