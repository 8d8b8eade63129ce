import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_LIMITS, STEP_LIMITS, mediaPreviewUrl, mediaSmallUrl, type StepsLectureInput } from '@sewee/shared';
import { courses, media } from '../src/db/schema';
import { patternPdf } from '../src/modules/demo/pattern-pdf';
import { downloadName } from '../src/modules/media/service';
import { findPdftoppm, PdfRenderError, renderFirstPage } from '../src/platform/documents/pdf-page';
import type { TestApp } from './helpers/app';
import { verifiedStudent, type Client } from './helpers/client';
import { insertEnrolment } from './helpers/fixtures';
import { PNG_1X1, coursePayload, fetchMedia, upload, uploaded, type UploadFile } from './helpers/media-files';
import { appWithPeople, type SignedInAdmin, type VerifiedStudent } from './helpers/people';
import { EXIF_MARKER, appSegments, chartPng, jpegOf, pictureOf, sizeOf, withGpsExif } from './helpers/photos';

/**
 * Step lessons and lesson files (docs/decisions/038-step-lessons-and-files.md): uploads of step
 * photos and PDFs, course saves with steps and files, who may read and fetch them, releasing
 * removed media, and progress through a step lesson. One course is built once and read by most tests.
 */

let t: TestApp, owner: SignedInAdmin, otherAdmin: SignedInAdmin, buyer: VerifiedStudent, stranger: VerifiedStudent, anon: Client;
/** A phone photo, already shrunk by the browser (STEP_LIMITS.clientMaxSide), still carrying GPS EXIF. */
let photo: Buffer;
let pdf: Buffer;
/** Statements sent while `counting` (the database's onQuery hook, as in query-budget.test.ts). */
let counting = false;
let statements: string[] = [];

const uploadStep = (c: Client, file: UploadFile) => upload(c, [file], '/api/media/upload?purpose=step');
/** A lesson file, uploaded as the editor's Attach file does. */
const uploadFile = (c: Client, file: UploadFile) => upload(c, [file], '/api/media/upload?purpose=file');
async function lessonFile(c: Client, file: UploadFile) {
  const res = await uploadFile(c, file);
  if (res.statusCode !== 201) throw new Error(`file upload failed (${res.statusCode}): ${res.body}`);
  return res.json().data as { url: string; public_id: string };
}
async function stepPhoto(c: Client = owner.client, data = photo) {
  const res = await uploadStep(c, { name: 'step.jpg', data, type: 'image/jpeg' });
  if (res.statusCode !== 201) throw new Error(`step upload failed (${res.statusCode}): ${res.body}`);
  return res.json().data as { url: string; public_id: string };
}
const mediaRow = async (id: string) => (await t.ctx.db.select().from(media).where(eq(media.id, id)))[0];
const stored = (key: string) => fs.readFileSync(path.join(t.dataDir, 'media', key));
const add = (c: Client, body: unknown) => c.post('/api/instructor/course/add', body);
const update = (c: Client, id: string, body: unknown) => c.put(`/api/instructor/course/update/${id}`, body);
const publicDetails = async (c: Client, id: string) => (await c.get(`/api/student/course/get/details/${id}`)).json().data;
const courseCount = async () => Number((await t.ctx.db.select({ n: count() }).from(courses))[0]!.n);

const steps = (photos: { url: string; public_id: string }[], text = (i: number) => `Step ${i + 1}: do this`) =>
  photos.map((p, i) => ({ text: text(i), imageUrl: p.url, image_public_id: p.public_id }));

/** The built course: lecture 0 a free video, 1 a locked step lesson with a PDF, 2 a free step lesson with an image file. */
let payload: Omit<Awaited<ReturnType<typeof coursePayload>>, 'curriculum'> & { curriculum: unknown[] };
let courseId: string;
let lockedPhotos: { url: string; public_id: string }[];
let freePhoto: { url: string; public_id: string };
let pdfFile: { url: string; public_id: string };
let imageFile: { url: string; public_id: string };

beforeAll(async () => {
  ({ t, owner, otherAdmin, student: buyer, anon } = await appWithPeople({ onQuery: (sql) => counting && statements.push(sql) }));
  stranger = await verifiedStudent(t);
  photo = withGpsExif(jpegOf(1600, 1200, 2, { grain: true }));
  pdf = await patternPdf();
  lockedPhotos = [await stepPhoto(), await stepPhoto(owner.client, jpegOf(800, 600)), await stepPhoto(owner.client, jpegOf(640, 480))];
  freePhoto = await stepPhoto(owner.client, jpegOf(900, 600));
  pdfFile = await lessonFile(owner.client, { name: 'IMG_0932.pdf', data: pdf, type: 'application/pdf' });
  imageFile = await lessonFile(owner.client, { name: 'chart.png', data: PNG_1X1, type: 'image/png' });
  const base = await coursePayload(owner.client, [{ freePreview: true }]);
  payload = {
    ...base,
    curriculum: [
      base.curriculum[0]!,
      {
        kind: 'steps',
        title: 'Threading a needle',
        freePreview: false,
        steps: steps(lockedPhotos),
        files: [{ name: 'Skirt pattern', url: pdfFile.url, public_id: pdfFile.public_id }],
      },
      {
        kind: 'steps',
        title: 'Tying a knot',
        freePreview: true,
        steps: steps([freePhoto]),
        files: [{ name: 'Tableau des tailles – été.png', url: imageFile.url, public_id: imageFile.public_id }],
      },
    ],
  };
  const res = await add(owner.client, payload);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  courseId = res.json().data._id;
  await insertEnrolment(t, buyer.user._id, courseId);
});
afterAll(() => t.close());

describe('uploading a step photo (purpose=step)', () => {
  it('keeps two re-encoded versions within their budgets, with no EXIF, GPS or XMP left', async () => {
    const row = await mediaRow(lockedPhotos[0]!.public_id);
    expect(row).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
    const main = stored(row!.storageKey);
    const small = stored(row!.variants.small!.key);
    expect(main.length).toBe(row!.size);
    expect(main.length).toBeLessThanOrEqual(STEP_LIMITS.imageMaxBytes);
    expect(small.length).toBeLessThanOrEqual(STEP_LIMITS.smallMaxBytes);
    expect(sizeOf(main)).toEqual({ width: 1280, height: 960 });
    expect(sizeOf(small)).toEqual({ width: 640, height: 480 });
    expect({ width: row!.width, height: row!.height }).toEqual(sizeOf(main));
    expect(row!.variants.small).toMatchObject({ ...sizeOf(small), bytes: small.length });
    for (const file of [main, small]) {
      // No APP1 (EXIF, XMP) or other application segment, and the GPS tag's text nowhere.
      expect(appSegments(file).filter((s) => s.marker !== 0xffe0)).toEqual([]);
      expect(file.includes(Buffer.from(EXIF_MARKER))).toBe(false);
    }
  });

  it('refuses a PDF, an SVG and a photo over the step upload limit, and an unknown purpose', async () => {
    const asPdf = await uploadStep(owner.client, { name: 'step.pdf', data: pdf });
    expect(asPdf.statusCode).toBe(415);
    expect(asPdf.json().message).toMatch(/step photo must be a JPEG, PNG, WebP or GIF image/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await uploadStep(owner.client, { name: 'step.svg', data: svg, type: 'image/svg+xml' })).statusCode).toBe(415);
    const huge = Buffer.concat([jpegOf(64, 64), Buffer.alloc(STEP_LIMITS.uploadMaxBytes)]);
    const tooBig = await uploadStep(owner.client, { name: 'huge.jpg', data: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/"huge.jpg" is too large: images can be at most 2 MB/);
    const bogus = await upload(owner.client, [{ name: 'a.jpg', data: photo }], '/api/media/upload?purpose=cover');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toMatch(/purpose/);
  });
});

describe('uploading a lesson file', () => {
  it('stores a PDF as it came, with a preview of its first page of at most 30 KB', async () => {
    const row = (await mediaRow(pdfFile.public_id))!;
    expect(row).toMatchObject({ kind: 'file', mime: 'application/pdf', size: pdf.length, originalName: 'IMG_0932.pdf' });
    expect(stored(row.storageKey).equals(pdf)).toBe(true);
    const preview = stored(row.variants.preview!.key);
    expect(preview.length).toBeLessThanOrEqual(FILE_LIMITS.previewMaxBytes);
    const { width, height } = sizeOf(preview);
    // A portrait A4 page.
    expect(height).toBeGreaterThan(width);
    expect(appSegments(preview).filter((s) => s.marker !== 0xffe0)).toEqual([]);
  });

  it('refuses a text file named .pdf and an SVG (415), and a PDF over 20 MB (413), keeping nothing', async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(media))[0]!.n;
    const text = await upload(owner.client, [
      { name: 'pattern.pdf', data: Buffer.from('just some text, not a PDF\n'.repeat(50)), type: 'application/pdf' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/"pattern.pdf" is not a file type we recognise\. Upload .* a PDF/);
    const svg = await upload(owner.client, [
      { name: 'a.svg', data: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    expect(svg.statusCode).toBe(415);
    const big = Buffer.concat([pdf, Buffer.alloc(FILE_LIMITS.maxBytes - pdf.length + 1, 0x20)]);
    const tooBig = await upload(owner.client, [{ name: 'big.pdf', data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/"big.pdf" is too large: a lesson file can be at most 20 MB/);
    expect((await t.ctx.db.select({ n: count() }).from(media))[0]!.n).toBe(before);
  });
});

describe('uploading a lesson file as the editor does (purpose=file)', () => {
  it('keeps an image over the course image limit legible (2400 px), without metadata, with its preview; refuses a GIF', async () => {
    const chart = chartPng(3000, 1800);
    expect(chart.length).toBeGreaterThan(t.config.uploads.maxImageBytes);
    expect(chart.length).toBeLessThan(FILE_LIMITS.maxBytes);
    // As a course image it is too large; as a lesson file it is within the file limit.
    expect((await upload(owner.client, [{ name: 'chart.png', data: chart, type: 'image/png' }])).statusCode).toBe(413);
    const { public_id } = await lessonFile(owner.client, { name: 'Measurement chart.png', data: chart, type: 'image/png' });
    const row = (await mediaRow(public_id))!;
    expect(row).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 2400, height: 1440 });
    const main = stored(row.storageKey);
    const preview = stored(row.variants.preview!.key);
    expect(sizeOf(main)).toEqual({ width: 2400, height: 1440 });
    expect(preview.length).toBeLessThanOrEqual(FILE_LIMITS.previewMaxBytes);
    for (const file of [main, preview]) {
      expect(appSegments(file).filter((s) => s.marker !== 0xffe0)).toEqual([]);
      expect(file.includes(Buffer.from(EXIF_MARKER))).toBe(false);
    }
    const gif = await uploadFile(owner.client, { name: 'chart.gif', data: pictureOf('gif', 32, 32), type: 'image/gif' });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe('"chart.gif" is a GIF file. A lesson file must be a PDF, or a JPEG, PNG or WebP image.');
  });

  it('refuses bytes poppler says are not a PDF; keeps a PDF whose preview cannot be made, without a preview', async () => {
    const broken = await uploadFile(owner.client, { name: 'broken.pdf', data: Buffer.from(`%PDF-1.4\n${'garbage\n'.repeat(20)}`) });
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toMatch(/"broken.pdf" could not be read as a PDF/);

    // A pdftoppm that stops after writing half a picture (a crash mid-render): the PDF is still a PDF.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sewee-pdftoppm-'));
    const crashing = path.join(dir, 'pdftoppm');
    fs.writeFileSync(crashing, '#!/bin/sh\nfor last; do :; done\nprintf "\\211PNG broken" > "$last.png"\n', { mode: 0o755 });
    const sleeping = path.join(dir, 'slow-pdftoppm');
    fs.writeFileSync(sleeping, '#!/bin/sh\nexec sleep 5\n', { mode: 0o755 });
    const real = t.ctx.pdftoppm;
    try {
      t.ctx.pdftoppm = { path: crashing };
      const kept = await lessonFile(owner.client, { name: 'pattern.pdf', data: pdf, type: 'application/pdf' });
      const row = (await mediaRow(kept.public_id))!;
      expect(row).toMatchObject({ kind: 'file', size: pdf.length, variants: {} });
      expect((await fetchMedia(owner.client, mediaPreviewUrl(kept.public_id))).statusCode).toBe(404);
      // Too slow: the render is stopped, and that is a missing preview, not a refusal.
      fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
      await expect(renderFirstPage(sleeping, path.join(dir, 'in.pdf'), path.join(dir, 'page.png'), 300)).rejects.toBeInstanceOf(
        PdfRenderError,
      );
    } finally {
      t.ctx.pdftoppm = real;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds pdftoppm once, from PDFTOPPM_PATH or else the PATH', () => {
    expect(t.ctx.pdftoppm).toEqual({ path: expect.stringMatching(/\/pdftoppm$/) });
    expect(findPdftoppm({ pdftoppmPath: '/nonexistent/pdftoppm' })).toEqual({
      problem: 'PDFTOPPM_PATH=/nonexistent/pdftoppm is not an executable file',
    });
  });
});

describe('a course with step lessons and files', () => {
  it('shows the instructor every step with both photo versions, and every file', async () => {
    const data = (await owner.client.get(`/api/instructor/course/get/details/${courseId}`)).json().data;
    const [video, locked, free] = data.curriculum;
    expect(video).toMatchObject({ kind: 'video', files: [], processing: { status: 'pending' } });
    expect(locked).toMatchObject({ kind: 'steps', title: 'Threading a needle', stepCount: 3, freePreview: false });
    expect(locked.steps.map((s: { text: string }) => s.text)).toEqual(['Step 1: do this', 'Step 2: do this', 'Step 3: do this']);
    const row = (await mediaRow(lockedPhotos[0]!.public_id))!;
    expect(locked.steps[0]).toEqual({
      _id: expect.any(String),
      text: 'Step 1: do this',
      image_public_id: lockedPhotos[0]!.public_id,
      image: { url: lockedPhotos[0]!.url, width: 1280, height: 960, bytes: row.size },
      imageSmall: { url: mediaSmallUrl(lockedPhotos[0]!.public_id), width: 640, height: 480, bytes: row.variants.small!.bytes },
    });
    const rows = await Promise.all(lockedPhotos.map((p) => mediaRow(p.public_id)));
    expect(locked.dataCost).toEqual({
      bytes: rows.reduce((a, r) => a + r!.size, 0),
      saverBytes: rows.reduce((a, r) => a + r!.variants.small!.bytes, 0),
    });
    expect(locked.files).toEqual([
      {
        _id: expect.any(String),
        name: 'Skirt pattern',
        type: 'application/pdf',
        bytes: pdf.length,
        url: pdfFile.url,
        public_id: pdfFile.public_id,
        previewUrl: mediaPreviewUrl(pdfFile.public_id),
      },
    ]);
    expect(free.files[0]).toMatchObject({
      name: 'Tableau des tailles – été.png',
      type: 'image/jpeg',
      previewUrl: mediaPreviewUrl(imageFile.public_id),
    });
  });

  it('shows titles, sizes and costs to anyone, and steps and file links only to whoever may open the lesson', async () => {
    for (const c of [anon, stranger.client]) {
      const [, locked, free] = (await publicDetails(c, courseId)).curriculum;
      expect(locked).toMatchObject({ kind: 'steps', stepCount: 3, steps: null, dataCost: { bytes: expect.any(Number) } });
      expect(locked.files).toEqual([
        {
          _id: expect.any(String),
          name: 'Skirt pattern',
          type: 'application/pdf',
          bytes: pdf.length,
          url: null,
          public_id: null,
          previewUrl: null,
        },
      ]);
      const body = JSON.stringify(locked);
      for (const p of [...lockedPhotos, pdfFile]) expect(body).not.toContain(p.public_id);
      expect(free.steps).toHaveLength(1);
      expect(free.files[0].url).toBe(imageFile.url);
    }
    for (const c of [buyer.client, otherAdmin.client]) {
      const [, locked] = (await publicDetails(c, courseId)).curriculum;
      expect(locked.steps).toHaveLength(3);
      expect(locked.files[0].url).toBe(pdfFile.url);
    }
  });

  it('serves locked photos, their small versions and files to buyers and admins only; free ones to anyone', async () => {
    const lockedUrls = [lockedPhotos[0]!.url, mediaSmallUrl(lockedPhotos[0]!.public_id), pdfFile.url, mediaPreviewUrl(pdfFile.public_id)];
    for (const url of lockedUrls) {
      expect((await fetchMedia(anon, url)).statusCode, url).toBe(401);
      const refused = await fetchMedia(stranger.client, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('Buy this course to open this lesson.');
      for (const c of [buyer.client, owner.client, otherAdmin.client]) expect((await fetchMedia(c, url)).statusCode, url).toBe(200);
    }
    for (const url of [freePhoto.url, mediaSmallUrl(freePhoto.public_id), imageFile.url, mediaPreviewUrl(imageFile.public_id)]) {
      const res = await fetchMedia(anon, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
    // A video has no small version.
    const video = payload.curriculum[0] as { public_id: string };
    expect((await fetchMedia(owner.client, mediaSmallUrl(video.public_id))).statusCode).toBe(404);
  });

  it('lets shared caches keep a course image only, fetched with one query; lesson photos, files, previews and unsaved uploads stay private', async () => {
    statements = [];
    counting = true;
    const cover = await fetchMedia(anon, payload.image as string).finally(() => (counting = false));
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cover.headers['content-disposition']).toBe('inline');
    expect(statements).toHaveLength(1);
    // Public through a free preview, which the instructor may untick: kept by the browser only.
    for (const url of [freePhoto.url, mediaSmallUrl(freePhoto.public_id), imageFile.url, mediaPreviewUrl(imageFile.public_id)]) {
      const res = await fetchMedia(anon, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^private/);
    }
    // An image in no course yet, a plain one or a lesson file, is its uploader's alone, like a PDF.
    const loose = [
      await uploaded(owner.client, { name: 'cover-2.png', data: PNG_1X1, type: 'image/png' }),
      await lessonFile(owner.client, { name: 'chart-2.png', data: PNG_1X1, type: 'image/png' }),
    ];
    for (const { url } of loose) {
      expect((await fetchMedia(anon, url)).statusCode, url).toBe(401);
      expect((await fetchMedia(otherAdmin.client, url)).statusCode, url).toBe(403);
      const own = await fetchMedia(owner.client, url);
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control'], url).toMatch(/^private/);
    }
  });

  it('serves a lesson file as a download under the name its lesson shows, with its exact length and byte ranges', async () => {
    const res = await fetchMedia(buyer.client, pdfFile.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      // The lesson's "Skirt pattern", not the upload's "IMG_0932.pdf", with its type's extension.
      'content-disposition': `attachment; filename="Skirt pattern.pdf"; filename*=UTF-8''Skirt%20pattern.pdf`,
      'accept-ranges': 'bytes',
    });
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    const part = await fetchMedia(buyer.client, pdfFile.url, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('%PDF-1.3');
    // An image attached as a file downloads too, as the JPEG it was stored as, its name in UTF-8.
    const image = await fetchMedia(anon, imageFile.url);
    expect(image.headers['content-disposition']).toBe(
      `attachment; filename="Tableau des tailles _ _t_.jpg"; filename*=UTF-8''Tableau%20des%20tailles%20%E2%80%93%20%C3%A9t%C3%A9.jpg`,
    );
  });

  it('names a download after the lesson, adding the extension and shortening the stem, never the extension', () => {
    const pdfType = 'application/pdf';
    expect(downloadName('Skirt pattern', pdfType)).toBe('Skirt pattern.pdf');
    expect(downloadName('Skirt pattern.PDF', pdfType)).toBe('Skirt pattern.PDF');
    expect(downloadName('Size chart.jpeg', 'image/jpeg')).toBe('Size chart.jpeg');
    expect(downloadName('Size chart.png', 'image/jpeg')).toBe('Size chart.jpg');
    expect(downloadName('v1.2 final', pdfType)).toBe('v1.2 final.pdf');
    const long = downloadName('Patron '.repeat(30), pdfType);
    expect(long.length).toBeLessThanOrEqual(FILE_LIMITS.nameMax);
    expect(long).toMatch(/^Patron Patron .*\.pdf$/);
    expect(downloadName('😀'.repeat(FILE_LIMITS.nameMax), pdfType)).toBe(`${'😀'.repeat(FILE_LIMITS.nameMax - 4)}.pdf`);
  });
});

describe('saving step lessons: bad input is refused, nothing half-saved', () => {
  const stepsLesson = (s: StepsLectureInput['steps'], files: StepsLectureInput['files'] = []) => ({
    kind: 'steps',
    title: 'Steps',
    steps: s,
    files,
  });
  const refused = async (lesson: unknown, at: string, message: RegExp) => {
    const before = await courseCount();
    const res = await add(owner.client, { ...payload, curriculum: [payload.curriculum[0], lesson] });
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors.find((e) => e.path === at)?.message, res.body).toMatch(message);
    expect(await courseCount()).toBe(before);
  };

  it('a step without a photo, and 41 steps', async () => {
    const s = steps(lockedPhotos);
    await refused(
      stepsLesson([...s, { text: 'No photo', imageUrl: '', image_public_id: '' }]),
      'curriculum.1.steps.3.image_public_id',
      /^Step 4 needs a photo$/,
    );
    const many = Array.from({ length: STEP_LIMITS.stepsMax + 1 }, (_, i) => s[i % 3]!);
    await refused(stepsLesson(many), 'curriculum.1.steps', /at most 40 steps/);
  });

  it('SUBMIT: the one free preview may be a step lesson; with none at all the course is refused', async () => {
    const video = { ...(payload.curriculum[0] as object), freePreview: false };
    const lesson = { ...stepsLesson(steps([freePhoto])), freePreview: true };
    const res = await add(owner.client, { ...payload, curriculum: [video, lesson] });
    expect(res.statusCode, res.body).toBe(201);
    expect((await owner.client.delete(`/api/instructor/course/delete/${res.json().data._id}`)).statusCode).toBe(200);
    const none = await add(owner.client, { ...payload, curriculum: [video, { ...lesson, freePreview: false }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/free preview/i);
  });

  it("a step photo as the course image (it stays under its lesson's rule)", async () => {
    const before = await courseCount();
    const res = await add(owner.client, { ...payload, image: lockedPhotos[0]!.url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'image',
      message: 'The course image was uploaded as a step photo. Upload the course image on its own.',
    });
    expect(await courseCount()).toBe(before);
  });

  it("a photo that does not exist, is another instructor's, or was not uploaded as a step photo", async () => {
    const s = steps(lockedPhotos);
    const missing = { ...s[0]!, image_public_id: '00000000-0000-4000-8000-000000000000' };
    await refused(stepsLesson([s[0]!, missing]), 'curriculum.1.steps.1.image_public_id', /^Lesson 2, step 2: the photo was not found/);
    const theirs = await stepPhoto(otherAdmin.client, jpegOf(320, 240));
    await refused(
      stepsLesson([{ ...s[0]!, ...{ imageUrl: theirs.url, image_public_id: theirs.public_id } }]),
      'curriculum.1.steps.0.image_public_id',
      /step 1: the photo was not found/,
    );
    await refused(
      stepsLesson([{ text: '', imageUrl: imageFile.url, image_public_id: imageFile.public_id }]),
      'curriculum.1.steps.0.image_public_id',
      /must be uploaded as a step photo/,
    );
  });

  it("a file that does not exist, is another instructor's, or is a video", async () => {
    const s = steps([lockedPhotos[0]!]);
    const theirs = await uploaded(otherAdmin.client, { name: 'theirs.pdf', data: pdf });
    await refused(
      stepsLesson(s, [{ name: 'x', url: theirs.url, public_id: theirs.public_id }]),
      'curriculum.1.files.0.public_id',
      /^Lesson 2, file 1: the file was not found/,
    );
    const video = payload.curriculum[0] as { videoUrl: string; public_id: string };
    await refused(
      stepsLesson(s, [{ name: 'v', url: video.videoUrl, public_id: video.public_id }]),
      'curriculum.1.files.0.public_id',
      /only a PDF or an image/,
    );
  });
});

describe('editing: removed steps and files release their media', () => {
  it('defers deleting a photo and a file the saved course uses, and removes them when the course is saved without them', async () => {
    const edited = await stepPhoto(owner.client, jpegOf(700, 500));
    const attached = await uploaded(owner.client, { name: 'notes.pdf', data: pdf });
    const lesson = {
      kind: 'steps',
      title: 'Edited lesson',
      steps: steps([lockedPhotos[0]!, edited]),
      files: [{ name: 'Notes', url: attached.url, public_id: attached.public_id }],
    };
    const created = await add(owner.client, { ...payload, curriculum: [payload.curriculum[0], lesson] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    const lectureId = created.json().data.curriculum[1]._id;
    const rows = [(await mediaRow(edited.public_id))!, (await mediaRow(attached.public_id))!];
    const keys = rows.flatMap((r) => [r.storageKey, ...Object.values(r.variants).map((v) => v.key)]);

    for (const m of [edited, attached]) {
      const res = await owner.client.delete(`/api/media/delete/${m.public_id}`);
      expect(res.json().message).toMatch(/A saved course still uses this file/);
    }
    expect(keys.every((k) => stored(k).length > 0)).toBe(true);

    const saved = await update(owner.client, id, {
      ...payload,
      curriculum: [payload.curriculum[0], { ...lesson, _id: lectureId, steps: steps([lockedPhotos[0]!]), files: [] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.curriculum[1]).toMatchObject({ _id: lectureId, stepCount: 1, files: [] });
    expect(await mediaRow(edited.public_id)).toBeUndefined();
    expect(await mediaRow(attached.public_id)).toBeUndefined();
    for (const k of keys) expect(fs.existsSync(path.join(t.dataDir, 'media', k)), k).toBe(false);
    // The photo still used (and still used by the first course) stays, also when this course is deleted.
    expect(await mediaRow(lockedPhotos[0]!.public_id)).toBeDefined();
    expect((await owner.client.delete(`/api/instructor/course/delete/${id}`)).statusCode).toBe(200);
    expect(await mediaRow(lockedPhotos[0]!.public_id)).toBeDefined();
    expect((await fetchMedia(buyer.client, lockedPhotos[0]!.url)).statusCode).toBe(200);
  });
});

describe('progress through a step lesson', () => {
  const progressOf = async () => (await buyer.client.get(`/api/student/course-progress/get/${buyer.user._id}/${courseId}`)).json().data;

  it('remembers the step reached, keeps the furthest on replay, and counts step lessons for completion', async () => {
    const [video, locked, free] = (await progressOf()).courseDetails.curriculum as { _id: string }[];
    const body = { userId: buyer.user._id, courseId, lectureId: locked!._id };
    const saved = await buyer.client.put('/api/student/course-progress/position', { ...body, step: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ lectureId: locked!._id, step: 2, positionSeconds: 0, viewed: false });
    expect((await buyer.client.put('/api/student/course-progress/position', { ...body, step: 40 })).statusCode).toBe(400);
    expect((await buyer.client.put('/api/student/course-progress/position', body)).statusCode).toBe(400);

    const replayed = await buyer.client.post('/api/student/course-progress/replay', {
      courseId,
      events: [
        { lectureId: locked!._id, step: 1 },
        { lectureId: free!._id, step: 0, viewed: true },
      ],
    });
    expect(replayed.statusCode, replayed.body).toBe(200);
    const entries = replayed.json().data.progress as { lectureId: string; step: number; viewed: boolean }[];
    expect(entries.find((e) => e.lectureId === locked!._id)).toMatchObject({ step: 2, viewed: false });

    for (const l of [video!, locked!]) {
      const res = await buyer.client.post('/api/student/course-progress/mark-lecture-viewed', {
        userId: buyer.user._id,
        courseId,
        lectureId: l._id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const done = await progressOf();
    expect(done.completed).toBe(true);
    // The Learners view counts the step lessons as lessons, and the student as complete.
    const learners = (await owner.client.get(`/api/admin/courses/${courseId}/learners`)).json().learners;
    expect(learners.find((l: { studentId: string }) => l.studentId === buyer.user._id)).toMatchObject({
      lecturesViewed: 3,
      lecturesTotal: 3,
      completed: true,
    });
    // Completing it issued the certificate.
    const certificate = await buyer.client.get(`/api/student/certificates/${courseId}`);
    expect(certificate.statusCode, certificate.body).toBe(200);
  });

  it('a step lesson has no captions', async () => {
    const lectureId = (await progressOf()).courseDetails.curriculum[1]._id;
    const res = await owner.client.put(`/api/instructor/course/${courseId}/lectures/${lectureId}/captions/fr`, {
      text: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/step lesson/);
  });
});
