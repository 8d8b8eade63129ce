import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { practicePhotos, practicePieces } from '../src/db/schema';
import { practiceRepo } from '../src/modules/practice/repository';
import { createTestApp, type TestApp } from './helpers/app';
import { readOutbox, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse, insertEnrolment } from './helpers/fixtures';
import { JPEG_TINY, PNG_1X1, coursePayload, mp4, multipart, withCookies } from './helpers/media-files';
import { EXIF_MARKER, appSegments, halfTransparentPng, jpegDeclaring, jpegOf, pixelAt, pngDeclaring, withGpsExif } from './helpers/photos';

/**
 * Practice pieces (docs/decisions/032-practice-pieces.md): the editor saves pieces among the lectures;
 * a student who bought the course sends photos (checked by their bytes, re-encoded without metadata);
 * an admin reviews them; completion (and the certificate) waits for every required piece; the Learners
 * view follows each student.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
type Student = Awaited<ReturnType<typeof verifiedStudent>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: '0' });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const PHOTO = jpegOf(800, 600);

async function send(c: Student['client'], courseId: string, pieceId: string, files: { name: string; data: Buffer; field?: string }[]) {
  const { payload, headers } = await multipart(files.map((f) => ({ field: 'photos', type: 'image/jpeg', ...f })));
  return c.request('POST', `/api/student/practice/${courseId}/${pieceId}/submissions`, payload, withCookies(c, headers));
}

/** A course saved through the editor with two lectures and, after the first, a required piece asking for `photos` photos. */
async function courseWithPiece(opts: { photos?: number; required?: boolean } = {}) {
  const payload = await coursePayload(admin.client, [{ freePreview: true }, {}]);
  const res = await admin.client.post('/api/instructor/course/add', {
    ...payload,
    practice: [
      {
        title: 'Sew a French seam',
        instructions: 'Sew a French seam on a 20 cm scrap and photograph both sides.',
        photos: opts.photos ?? 1,
        required: opts.required ?? true,
        afterLecture: 1,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const course = res.json().data;
  return { course, piece: course.practice[0] as { _id: string; afterLecture: number; required: boolean; photos: number } };
}

async function enrolledStudent(courseId: string) {
  const s = await verifiedStudent(t);
  await insertEnrolment(t, s.user._id, courseId);
  return s;
}

const progressOf = async (s: Student, courseId: string) =>
  (await s.client.get(`/api/student/course-progress/get/${s.user._id}/${courseId}`)).json().data;

/** The reach summary's completed count for the course this year (admissions/repository.ts, the SQL mirror of the rule). */
async function reachCompleted(courseId: string) {
  const res = await admin.client.get(`/api/admin/admissions/summary?year=${new Date().getUTCFullYear()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().byCourse.find((c: { courseId: string }) => c.courseId === courseId)?.completed;
}

async function watchAll(s: Student, course: { _id: string; curriculum: { _id: string }[] }) {
  for (const l of course.curriculum) {
    const r = await s.client.post('/api/student/course-progress/mark-lecture-viewed', {
      userId: s.user._id,
      courseId: course._id,
      lectureId: l._id,
    });
    expect(r.statusCode, r.body).toBe(200);
  }
}

describe('practice pieces in the curriculum', () => {
  it('saves pieces among the lectures, keeps them on edit by _id, and removes those left out', async () => {
    const { course, piece } = await courseWithPiece();
    expect(piece).toMatchObject({ afterLecture: 1, required: true, photos: 1 });
    // The lecture rules apply to lectures only: the curriculum is unchanged by the piece.
    expect(course.curriculum).toHaveLength(2);

    const payload = { ...(await admin.client.get(`/api/instructor/course/get/details/${course._id}`)).json().data };
    const body = {
      ...payload,
      pricing: payload.pricing,
      practice: [
        { ...piece, title: 'Sew a French seam (edited)', afterLecture: 2 },
        { title: 'Press it', instructions: 'Press the seam flat.', photos: 2, required: false, afterLecture: 99 },
      ],
    };
    const res = await admin.client.put(`/api/instructor/course/update/${course._id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data.practice;
    expect(saved.map((p: { _id: string; title: string; afterLecture: number }) => [p.title, p.afterLecture])).toEqual([
      ['Sew a French seam (edited)', 2],
      ['Press it', 2], // placed after the last lecture at most
    ]);
    expect(saved[0]._id).toBe(piece._id);

    const removed = await admin.client.put(`/api/instructor/course/update/${course._id}`, { ...body, practice: [] });
    expect(removed.json().data.practice).toEqual([]);
  });

  it('a save without `practice` keeps the pieces and the rounds; removing a piece with rounds needs confirming', async () => {
    const { course, piece } = await courseWithPiece();
    const s = await enrolledStudent(course._id);
    const sent = await send(s.client, course._id, piece._id, [{ name: 'a.jpg', data: PHOTO }]);
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await t.ctx.db.select().from(practicePhotos).where(eq(practicePhotos.id, sent.json().data.photos[0]._id));

    const { practice: _left, ...details } = (await admin.client.get(`/api/instructor/course/get/details/${course._id}`)).json().data;
    const kept = await admin.client.put(`/api/instructor/course/update/${course._id}`, details);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.practice.map((p: { _id: string }) => p._id)).toEqual([piece._id]);
    const mine = (await s.client.get(`/api/student/practice/${course._id}`)).json().data;
    expect(mine[0].rounds).toHaveLength(1);

    // Left out of the list: refused while students' rounds would go, unless confirmed.
    const refused = await admin.client.put(`/api/instructor/course/update/${course._id}`, { ...details, practice: [] });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'Removing the practice piece "Sew a French seam" also removes the photos and verdicts students sent for it. Confirm the removal to go on.',
    );
    expect((await s.client.get(`/api/student/practice/${course._id}`)).json().data[0].rounds).toHaveLength(1);
    expect(await t.ctx.storage.stat(row!.storageKey)).toBeTruthy();

    const removed = await admin.client.put(`/api/instructor/course/update/${course._id}`, {
      ...details,
      practice: [],
      confirmPracticeRemoval: true,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.practice).toEqual([]);
    expect(await t.ctx.storage.stat(row!.storageKey)).toBeFalsy();
    expect(await t.ctx.db.select().from(practicePhotos).where(eq(practicePhotos.id, row!.id))).toEqual([]);
  });

  it('refuses a piece without instructions or with 6 photos, with a message naming the field', async () => {
    const payload = await coursePayload(admin.client, [{ freePreview: true }]);
    const res = await admin.client.post('/api/instructor/course/add', {
      ...payload,
      practice: [{ title: 'x', instructions: '', photos: 6, afterLecture: 0 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/instructions is required/i);
    expect(res.json().message).toMatch(/Photos needed must be a number from 1 to 5/);
  });
});

describe('a round trip: submit, list, review, resubmit, pass', () => {
  it('completes the course (and issues its certificate) only once the required piece passes', async () => {
    const { course, piece } = await courseWithPiece();
    const s = await enrolledStudent(course._id);
    await watchAll(s, course);

    let progress = await progressOf(s, course._id);
    expect(progress.completed).toBe(false);
    expect(progress.practice).toEqual([{ pieceId: piece._id, required: true, status: 'not_sent' }]);
    const notYet = await s.client.get(`/api/student/certificates/${course._id}`);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('Finish every lecture of this course and pass its required practice pieces to get its certificate.');

    // Round 1.
    const first = await send(s.client, course._id, piece._id, [{ name: 'seam.jpg', data: PHOTO }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ round: 1, status: 'waiting' });
    expect((await progressOf(s, course._id)).practice[0].status).toBe('waiting');

    // A second round while the first waits: 409, and nothing stored.
    const rowsBefore = (await t.ctx.db.select().from(practicePhotos)).length;
    const early = await send(s.client, course._id, piece._id, [{ name: 'again.jpg', data: PHOTO }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/waiting for review/);
    expect((await t.ctx.db.select().from(practicePhotos)).length).toBe(rowsBefore);

    // The queue shows it, oldest first, with the photo large enough to judge.
    const queue = (await admin.client.get(`/api/admin/practice/reviews?status=waiting&courseId=${course._id}`)).json();
    expect(queue.total).toBe(1);
    expect(queue.waiting).toBeGreaterThanOrEqual(1);
    const item = queue.items[0];
    expect(item).toMatchObject({ student: { _id: s.user._id }, piece: { _id: piece._id }, round: 1, earlier: [] });
    expect(item.photos[0]).toMatchObject({ width: 800, height: 600 });

    // Needs work needs a comment.
    const bare = await admin.client.post(`/api/admin/practice/submissions/${item._id}/review`, { verdict: 'needs_work' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/comment is required/);
    const needsWork = await admin.client.post(`/api/admin/practice/submissions/${item._id}/review`, {
      verdict: 'needs_work',
      comment: 'The raw edge shows: trim to 3 mm before the second pass.',
    });
    expect(needsWork.statusCode, needsWork.body).toBe(200);
    // Reviewed once only.
    const twice = await admin.client.post(`/api/admin/practice/submissions/${item._id}/review`, { verdict: 'passed' });
    expect(twice.statusCode).toBe(409);

    const mail = (await readOutbox(t)).filter((m) => m.to === s.user.email).at(-1)!;
    expect(mail.subject).toBe('Needs work: Sew a French seam');
    expect(mail.text).toContain('trim to 3 mm');
    expect(mail.text).toContain(`/course-progress/${course._id}`);

    // The student sees the verdict and the comment, then sends round 2.
    let mine = (await s.client.get(`/api/student/practice/${course._id}`)).json().data;
    expect(mine[0]).toMatchObject({
      status: 'needs_work',
      rounds: [{ round: 1, status: 'needs_work', comment: expect.stringContaining('3 mm') }],
    });
    const second = await send(s.client, course._id, piece._id, [{ name: 'seam2.jpg', data: PHOTO }]);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.round).toBe(2);

    // The reviewer sees the earlier round beside the new one.
    const again = (await admin.client.get(`/api/admin/practice/reviews?courseId=${course._id}`)).json().items[0];
    expect(again.round).toBe(2);
    expect(again.earlier.map((r: { round: number; comment: string }) => r.round)).toEqual([1]);
    expect(progress.completed).toBe(false);

    // The reach summary counts completions in SQL by the same rule: not yet.
    expect(await reachCompleted(course._id)).toBe(0);
    const passed = await admin.client.post(`/api/admin/practice/submissions/${again._id}/review`, { verdict: 'passed', comment: '' });
    expect(passed.statusCode, passed.body).toBe(200);
    expect((await readOutbox(t)).filter((m) => m.to === s.user.email).at(-1)!.subject).toBe('Passed: Sew a French seam');

    progress = await progressOf(s, course._id);
    expect(progress.completed).toBe(true);
    expect(progress.practice[0].status).toBe('passed');
    // (The summary is cached for a short while: read it as if later.)
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60_000);
      expect(await reachCompleted(course._id)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    // The pass that completed the course issued the certificate.
    expect((await s.client.get(`/api/student/certificates/${course._id}`)).statusCode).toBe(200);

    // Both rounds stay visible to the student; a passed piece takes no more rounds.
    mine = (await s.client.get(`/api/student/practice/${course._id}`)).json().data;
    expect(mine[0].rounds.map((r: { round: number; status: string }) => [r.round, r.status])).toEqual([
      [2, 'passed'],
      [1, 'needs_work'],
    ]);
    expect((await send(s.client, course._id, piece._id, [{ name: 'more.jpg', data: PHOTO }])).statusCode).toBe(409);

    // Rewatch (reset) does not undo the passed piece.
    await s.client.post('/api/student/course-progress/reset-progress', { userId: s.user._id, courseId: course._id });
    progress = await progressOf(s, course._id);
    expect(progress.completed).toBe(false);
    expect(progress.practice[0].status).toBe('passed');
    await watchAll(s, course);
    expect((await progressOf(s, course._id)).completed).toBe(true);
  });

  it('a course whose pieces are all optional completes with the lectures alone', async () => {
    const { course, piece } = await courseWithPiece({ required: false });
    const s = await enrolledStudent(course._id);
    await watchAll(s, course);
    const progress = await progressOf(s, course._id);
    expect(progress.completed).toBe(true);
    expect(progress.practice).toEqual([{ pieceId: piece._id, required: false, status: 'not_sent' }]);
  });
});

describe('the verdict e-mail', () => {
  it("is written in the student's language", async () => {
    const { course, piece } = await courseWithPiece();
    const s = await enrolledStudent(course._id);
    expect((await s.client.put('/api/account/language', { language: 'fr' })).statusCode).toBe(200);
    await send(s.client, course._id, piece._id, [{ name: 'a.jpg', data: PHOTO }]);
    const waiting = (await admin.client.get(`/api/admin/practice/reviews?courseId=${course._id}`)).json().items[0];
    await admin.client.post(`/api/admin/practice/submissions/${waiting._id}/review`, {
      verdict: 'needs_work',
      comment: 'Repassez la couture.',
    });
    const mail = (await readOutbox(t)).filter((m) => m.to === s.user.email).at(-1)!;
    expect(mail.subject).toBe('À retravailler : Sew a French seam');
    expect(mail.text).toContain('Le commentaire du formateur :');
    expect(mail.text).toContain('Repassez la couture.');
  });
});

describe('photos: checked, shrunk and stripped', () => {
  it('stores a photo with GPS EXIF without any metadata, at most 1600 px, served privately', async () => {
    const { course, piece } = await courseWithPiece();
    const s = await enrolledStudent(course._id);
    const original = withGpsExif(jpegOf(2400, 1800));
    expect(appSegments(original).some((a) => a.marker === 0xffe1 && a.data.subarray(0, 4).toString('latin1') === 'Exif')).toBe(true);
    expect(original.includes(Buffer.from(EXIF_MARKER))).toBe(true);

    const res = await send(s.client, course._id, piece._id, [{ name: 'gps.jpg', data: original }]);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json().data.photos[0];
    expect(Math.max(photo.width, photo.height)).toBe(1600);

    // The bytes in storage.
    const [row] = await t.ctx.db.select().from(practicePhotos).where(eq(practicePhotos.id, photo._id));
    const chunks: Buffer[] = [];
    for await (const c of await t.ctx.storage.stream(row!.storageKey)) chunks.push(c as Buffer);
    const stored = Buffer.concat(chunks);
    expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(appSegments(stored).filter((a) => a.marker !== 0xffe0)).toEqual([]); // JFIF only: no Exif, XMP or ICC
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    expect(stored.includes(Buffer.from(EXIF_MARKER))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);

    // Served to the owner and admins, privately; not to another student or a stranger.
    const mine = await s.client.get(photo.url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toMatch(/^private/);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.rawPayload.equals(stored)).toBe(true);
    expect((await admin.client.get(photo.url)).statusCode).toBe(200);
    const other = await verifiedStudent(t);
    expect((await other.client.get(photo.url)).statusCode).toBe(403);
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(401);
  });

  it('refuses empty, too many, too few, non-images, HEIC and files over 2 MB with clear 4xx; nothing is half-saved', async () => {
    const { course, piece } = await courseWithPiece({ photos: 2 });
    const s = await enrolledStudent(course._id);
    const before = (await t.ctx.db.select().from(practicePhotos)).length;
    const expectRefused = async (files: { name: string; data: Buffer; field?: string }[], status: number, message: RegExp) => {
      const res = await send(s.client, course._id, piece._id, files);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await expectRefused([], 400, /Choose a file to upload/);
    await expectRefused([{ name: 'a.jpg', data: PHOTO }], 400, /needs 2 photo\(s\); you sent 1/);
    await expectRefused(
      [1, 2, 3].map((i) => ({ name: `${i}.jpg`, data: PHOTO })),
      400,
      /needs 2 photo\(s\); you sent more/,
    );
    await expectRefused(
      [
        { name: 'a.jpg', data: PHOTO },
        { name: 'clip.jpg', data: mp4(2048) },
      ],
      415,
      /"clip.jpg" is not a photo/,
    );
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(512)]);
    await expectRefused(
      [
        { name: 'a.jpg', data: PHOTO },
        { name: 'IMG_0001.HEIC', data: heic },
      ],
      415,
      /HEIC/,
    );
    const huge = Buffer.concat([JPEG_TINY.subarray(0, 20), Buffer.alloc(2 * 1024 * 1024 + 10, 7)]);
    await expectRefused(
      [
        { name: 'a.jpg', data: PHOTO },
        { name: 'big.jpg', data: huge },
      ],
      413,
      /at most 2 MB/,
    );
    // Right type by its magic bytes, broken inside: refused, nothing kept.
    await expectRefused(
      [
        { name: 'a.jpg', data: PHOTO },
        { name: 'broken.jpg', data: JPEG_TINY },
      ],
      415,
      /could not be read as a photo/,
    );
    expect((await t.ctx.db.select().from(practicePhotos)).length).toBe(before);
    // PNG is fine (and comes back as JPEG).
    const ok = await send(s.client, course._id, piece._id, [
      { name: 'a.png', data: PNG_1X1 },
      { name: 'b.jpg', data: PHOTO },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a small file declaring a huge picture (413) before decoding it; a transparent PNG is laid on white', async () => {
    const { course, piece } = await courseWithPiece();
    const s = await enrolledStudent(course._id);
    const huge = pngDeclaring(20_000, 20_000);
    expect(huge.length).toBeLessThan(10_000);
    const res = await send(s.client, course._id, piece._id, [{ name: 'huge.png', data: huge }]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('"huge.png" is too large: 20000x20000 pixels. A photo can have at most 40 million pixels.');

    const ok = await send(s.client, course._id, piece._id, [{ name: 'clear.png', data: halfTransparentPng() }]);
    expect(ok.statusCode, ok.body).toBe(201);
    const stored = (await s.client.get(ok.json().data.photos[0].url)).rawPayload;
    const [r, g, b] = pixelAt(stored, 250, 100); // the transparent half
    expect(Math.min(r, g, b)).toBeGreaterThan(240);
    expect(pixelAt(stored, 50, 100)[2]).toBeGreaterThan(200); // the opaque half stays blue
  });

  it('reads the size from the header first: too many pixels is 413, a 0x0 or missing frame is 415 "could not be read"', async () => {
    const { course, piece } = await courseWithPiece();
    const s = await enrolledStudent(course._id);
    // 100 megapixels: more than the cap, less than the size ffmpeg itself calls invalid.
    const big = await send(s.client, course._id, piece._id, [{ name: 'big.png', data: pngDeclaring(10_000, 10_000) }]);
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json().message).toBe('"big.png" is too large: 10000x10000 pixels. A photo can have at most 40 million pixels.');
    const bigJpeg = await send(s.client, course._id, piece._id, [{ name: 'big.jpg', data: jpegDeclaring(12_000, 9_000) }]);
    expect(bigJpeg.statusCode, bigJpeg.body).toBe(413);
    expect(bigJpeg.json().message).toContain('12000x9000 pixels');
    const noFrame = jpegOf(64, 48).subarray(0, 20); // SOI and the start of APP0: no frame header at all
    for (const [name, data] of [
      ['empty.jpg', jpegDeclaring(0, 0)],
      ['flat.jpg', jpegDeclaring(640, 0)],
      ['empty.png', pngDeclaring(0, 0)],
      ['cut.jpg', noFrame],
    ] as const) {
      const res = await send(s.client, course._id, piece._id, [{ name, data }]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(415);
      expect(res.json().message).toBe(`"${name}" could not be read as a photo. Take the photo again and send it.`);
    }
    // The same file declaring its true size passes: the header reader finds real frames.
    expect((await send(s.client, course._id, piece._id, [{ name: 'ok.jpg', data: jpegDeclaring(64, 48) }])).statusCode).toBe(201);
  });

  it('a piece removed while its photos were being read: 404 "That practice piece", no photo kept', async () => {
    const { course, piece } = await courseWithPiece();
    const s = await enrolledStudent(course._id);
    const before = (await t.ctx.db.select().from(practicePhotos)).length;
    const put = vi.spyOn(t.ctx.storage, 'put');
    const del = vi.spyOn(t.ctx.storage, 'delete');
    // The editor's save lands between the photos' encoding and the round's insert (same transaction here: PGlite has one connection).
    const nextRound = practiceRepo.nextRound;
    const spy = vi.spyOn(practiceRepo, 'nextRound').mockImplementationOnce(async (tx, pieceId, studentId) => {
      await tx.delete(practicePieces).where(eq(practicePieces.id, pieceId));
      return nextRound(tx, pieceId, studentId);
    });
    try {
      const res = await send(s.client, course._id, piece._id, [{ name: 'a.jpg', data: PHOTO }]);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('That practice piece was not found.');
      const stored = put.mock.calls.map((c) => c[0]);
      expect(stored).toHaveLength(1);
      expect(del.mock.calls.map((c) => c[0])).toEqual(stored);
      expect(await t.ctx.storage.stat(stored[0]!)).toBeFalsy();
      expect((await t.ctx.db.select().from(practicePhotos)).length).toBe(before);
    } finally {
      spy.mockRestore();
      put.mockRestore();
      del.mockRestore();
    }
  });

  it('only a student who bought the course may send; unknown ids are 404', async () => {
    const { course, piece } = await courseWithPiece();
    const stranger = await verifiedStudent(t);
    const res = await send(stranger.client, course._id, piece._id, [{ name: 'a.jpg', data: PHOTO }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Buy this course/);
    expect((await stranger.client.get(`/api/student/practice/${course._id}`)).statusCode).toBe(403);
    const s = await enrolledStudent(course._id);
    expect((await send(s.client, course._id, '00000000-0000-4000-8000-000000000000', [{ name: 'a.jpg', data: PHOTO }])).statusCode).toBe(
      404,
    );
    expect((await send(s.client, '00000000-0000-4000-8000-000000000000', piece._id, [{ name: 'a.jpg', data: PHOTO }])).statusCode).toBe(
      404,
    );
    expect(
      (await admin.client.post('/api/admin/practice/submissions/00000000-0000-4000-8000-000000000000/review', { verdict: 'passed' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('without ffmpeg', () => {
  it('a photo is refused with 503 and a clear message, not a 500', async () => {
    const bare = await createTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg', RATE_LIMITS: '0' });
    try {
      const a = await signedInAdmin(bare);
      const { course } = await insertCourse(bare, a.user);
      const piece = await practiceRepo.insertPiece(bare.ctx.db, {
        courseId: course.id,
        position: 0,
        afterLecture: 0,
        title: 'Sew a seam',
        instructions: 'Sew it.',
        photos: 1,
        required: true,
      });
      const s = await verifiedStudent(bare);
      await insertEnrolment(bare, s.user._id, course.id);
      const res = await send(s.client, course.id, piece.id, [{ name: 'a.jpg', data: PHOTO }]);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().message).toBe('Photos cannot be received right now. Please try again later.');
    } finally {
      await bare.close();
    }
  });
});

describe('the Learners view', () => {
  it('lists each enrolled student with counts, pages, searches, and marks the Stuck after 14 days without activity', async () => {
    const { course, piece } = await courseWithPiece();
    const a = await enrolledStudent(course._id);
    const b = await enrolledStudent(course._id);
    const c = await enrolledStudent(course._id);
    await watchAll(a, course);
    await send(a.client, course._id, piece._id, [{ name: 'a.jpg', data: PHOTO }]);
    const waiting = (await admin.client.get(`/api/admin/practice/reviews?courseId=${course._id}`)).json().items[0];
    await admin.client.post(`/api/admin/practice/submissions/${waiting._id}/review`, { verdict: 'passed' });
    await b.client.post('/api/student/course-progress/mark-lecture-viewed', {
      userId: b.user._id,
      courseId: course._id,
      lectureId: course.curriculum[0]._id,
    });
    await send(b.client, course._id, piece._id, [{ name: 'b.jpg', data: PHOTO }]);

    const url = (q = '') => `/api/admin/courses/${course._id}/learners${q}`;
    const all = (await admin.client.get(url())).json();
    expect(all.total).toBe(3);
    const byId = new Map(all.learners.map((l: { studentId: string }) => [l.studentId, l]));
    expect(byId.get(a.user._id)).toMatchObject({
      lecturesViewed: 2,
      lecturesTotal: 2,
      passed: 1,
      waiting: 0,
      completed: true,
      stuck: false,
    });
    expect(byId.get(b.user._id)).toMatchObject({
      lecturesViewed: 1,
      lecturesTotal: 2,
      passed: 0,
      waiting: 1,
      needsWork: 0,
      completed: false,
    });
    expect(byId.get(c.user._id)).toMatchObject({ lecturesViewed: 0, passed: 0, waiting: 0, completed: false, stuck: false });

    // Search by e-mail; paging.
    const found = (await admin.client.get(url(`?q=${encodeURIComponent(c.user.email.toUpperCase())}`))).json();
    expect(found.learners.map((l: { studentId: string }) => l.studentId)).toEqual([c.user._id]);
    const page2 = (await admin.client.get(url('?page=2&pageSize=2'))).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.learners).toHaveLength(1);

    // Fifteen days later, nobody did anything: the two who have not completed are Stuck.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15 * 86_400_000);
      const stuck = (await admin.client.get(url('?stuck=true'))).json();
      expect(stuck.learners.map((l: { studentId: string }) => l.studentId).sort()).toEqual([b.user._id, c.user._id].sort());
      expect(stuck.learners.every((l: { stuck: boolean }) => l.stuck)).toBe(true);
      const fine = (await admin.client.get(url('?stuck=false'))).json();
      expect(fine.learners.map((l: { studentId: string }) => l.studentId)).toEqual([a.user._id]);
    } finally {
      vi.useRealTimers();
    }
    expect((await admin.client.get(url('?stuck=true'))).json().total).toBe(0);
    expect((await admin.client.get(url('?stuck=maybe'))).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/courses/00000000-0000-4000-8000-000000000000/learners')).statusCode).toBe(404);
  });
});

describe('a course built in the database (fixtures) has no pieces', () => {
  it('keeps completion as before', async () => {
    const { course, lectures } = await insertCourse(t, admin.user, { lectures: [{ freePreview: true }] });
    const s = await enrolledStudent(course.id);
    await s.client.post('/api/student/course-progress/mark-lecture-viewed', {
      userId: s.user._id,
      courseId: course.id,
      lectureId: lectures[0]!.id,
    });
    const p = await progressOf(s, course.id);
    expect(p).toMatchObject({ completed: true, practice: [] });
  });
});
