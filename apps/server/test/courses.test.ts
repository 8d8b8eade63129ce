import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseInputSchema, CourseLandingSchema } from '@sewee/shared';
import { courseProgress, courses, lectureProgress, media, orders } from '../src/db/schema';
import type { TestApp } from './helpers/app';
import { verifiedStudent, type Client } from './helpers/client';
import { insertEnrolment } from './helpers/fixtures';
import { PNG_1X1, coursePayload, fetchMedia, mp4, uploaded } from './helpers/media-files';
import { appWithPeople, type SignedInAdmin, type VerifiedStudent } from './helpers/people';

let t: TestApp, owner: SignedInAdmin, otherAdmin: SignedInAdmin, student: VerifiedStudent, anon: Client;
beforeAll(async () => {
  ({ t, owner, otherAdmin, student, anon } = await appWithPeople());
});
afterAll(() => t.close());

type Payload = Awaited<ReturnType<typeof coursePayload>>;
const add = (c: Client, body: unknown) => c.post('/api/instructor/course/add', body);
const update = (c: Client, id: string, body: unknown) => c.put(`/api/instructor/course/update/${id}`, body);
const details = (c: Client, id: string) => c.get(`/api/instructor/course/get/details/${id}`);

async function created(payload?: Payload) {
  const res = await add(owner.client, payload ?? (await coursePayload(owner.client)));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return res.json().data;
}

const mediaRow = async (id: string) => (await t.ctx.db.select().from(media).where(eq(media.id, id)))[0];
const fileOf = (key: string) => path.join(t.dataDir, 'media', key);

const COURSE_KEYS = [
  '_id',
  'instructorId',
  'instructorName',
  'date',
  'students',
  'studentCount',
  'curriculum',
  'practice',
  'isPublised',
  'image',
  'title',
  'subtitle',
  'category',
  'level',
  'primaryLanguage',
  'description',
  'pricing',
  'objectives',
  'welcomeMessage',
].sort();

describe('POST /api/instructor/course/add', () => {
  it('refuses anonymous callers (401) and students (403)', async () => {
    const payload = await coursePayload(owner.client);
    expect((await add(anon, payload)).statusCode).toBe(401);
    expect((await add(student.client, payload)).statusCode).toBe(403);
  });

  it('creates a published course with the specified shape; identity from the session', async () => {
    const payload = await coursePayload(owner.client, [{ title: 'Welcome', freePreview: true }, { title: 'Sketching' }]);
    const res = await add(owner.client, payload);
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(Object.keys(data).sort()).toEqual(COURSE_KEYS);
    expect(data).toMatchObject({
      instructorId: owner.user._id,
      instructorName: owner.user.name,
      students: [],
      studentCount: 0,
      isPublised: true,
      image: payload.image,
      title: payload.title,
      pricing: 49.99,
      category: 'beginner-to-advanced-fashion',
    });
    expect(new Date(data.date).toISOString()).toBe(data.date);
    expect(data.curriculum).toEqual([
      {
        _id: expect.any(String),
        kind: 'video',
        title: 'Welcome',
        files: [],
        videoUrl: payload.curriculum[0].videoUrl,
        public_id: payload.curriculum[0].public_id,
        freePreview: true,
        // Just uploaded: its low-data ladder is not made yet.
        stream: null,
        dataCost: null,
        captions: [],
        processing: { status: 'pending', percent: 0, message: null },
      },
      {
        _id: expect.any(String),
        kind: 'video',
        title: 'Sketching',
        files: [],
        videoUrl: payload.curriculum[1].videoUrl,
        public_id: payload.curriculum[1].public_id,
        freePreview: false,
        // Just uploaded: its low-data ladder is not made yet.
        stream: null,
        dataCost: null,
        captions: [],
        processing: { status: 'pending', percent: 0, message: null },
      },
    ]);
    const [row] = await t.ctx.db.select().from(courses).where(eq(courses.id, data._id));
    expect(row.pricingCents).toBe(4999);
  });

  it('ignores instructorId, instructorName, students, date and isPublised in the body (mass assignment)', async () => {
    const payload = await coursePayload(owner.client);
    const res = await add(owner.client, {
      ...payload,
      _id: '11111111-1111-4111-8111-111111111111',
      instructorId: otherAdmin.user._id,
      instructorName: 'Someone Else',
      students: [{ studentId: student.user._id, studentName: 'x', studentEmail: 'x@example.com' }],
      studentCount: 99,
      date: '2001-01-01T00:00:00.000Z',
      isPublised: false,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data._id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(data).toMatchObject({
      instructorId: owner.user._id,
      instructorName: owner.user.name,
      students: [],
      studentCount: 0,
      isPublised: true,
    });
    expect(data.date.startsWith('2001')).toBe(false);
  });

  it('trims text fields and accepts a numeric string price (a number input)', async () => {
    const payload = await coursePayload(owner.client);
    const res = await add(owner.client, { ...payload, title: '  Beading  ', pricing: '12.5' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ title: 'Beading', pricing: 12.5 });
  });

  it('accepts a free course (pricing 0)', async () => {
    const res = await add(owner.client, { ...(await coursePayload(owner.client)), pricing: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.pricing).toBe(0);
  });

  describe('validation, rule by rule (400 naming the field)', () => {
    let base: Payload;
    beforeAll(async () => {
      base = await coursePayload(owner.client);
    });

    const landing = [
      'title',
      'subtitle',
      'category',
      'level',
      'primaryLanguage',
      'description',
      'pricing',
      'objectives',
      'welcomeMessage',
      'image',
    ];
    it.each(landing)('requires %s (missing, empty or blank)', async (field) => {
      for (const value of [undefined, '', '   ', null]) {
        const body = { ...base, [field]: value };
        const res = await add(owner.client, body);
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
      }
    });

    it.each([
      ['title too long', { title: 'x'.repeat(121) }, 'title'],
      ['subtitle too long', { subtitle: 'x'.repeat(201) }, 'subtitle'],
      ['description too long', { description: 'x'.repeat(10_001) }, 'description'],
      ['objectives too long', { objectives: 'x'.repeat(2001) }, 'objectives'],
      ['welcome message too long', { welcomeMessage: 'x'.repeat(2001) }, 'welcomeMessage'],
      ['unknown category', { category: 'Category 1' }, 'category'],
      ['category label instead of id', { category: 'Beading' }, 'category'],
      ['unknown level', { level: 'expert' }, 'level'],
      ['unknown language', { primaryLanguage: 'klingon' }, 'primaryLanguage'],
      ['negative price', { pricing: -1 }, 'pricing'],
      ['three decimals', { pricing: 10.999 }, 'pricing'],
      ['price not a number', { pricing: 'free' }, 'pricing'],
      ['price as object', { pricing: { $gt: 0 } }, 'pricing'],
      ['huge price', { pricing: 1e12 }, 'pricing'],
      ['title not a string', { title: ['a'] }, 'title'],
      ['curriculum missing', { curriculum: undefined }, 'curriculum'],
      ['curriculum empty', { curriculum: [] }, 'curriculum'],
      ['curriculum not a list', { curriculum: 'x' }, 'curriculum'],
    ])('refuses %s', async (_l, patch, field) => {
      const res = await add(owner.client, { ...base, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    });

    it.each([
      ['a blank lecture title', { title: '  ' }, 'curriculum.1.title'],
      ['a missing videoUrl', { videoUrl: '' }, 'curriculum.1.videoUrl'],
      ['a missing public_id', { public_id: undefined }, 'curriculum.1.public_id'],
      ['a non-boolean freePreview', { freePreview: 'yes' }, 'curriculum.1.freePreview'],
    ])('refuses a lecture with %s', async (_l, patch, field) => {
      const curriculum = base.curriculum.map((l, i) => (i === 1 ? { ...l, ...patch } : l));
      const res = await add(owner.client, { ...base, curriculum });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    });

    it('requires at least one free preview', async () => {
      const res = await add(owner.client, { ...base, curriculum: base.curriculum.map((l) => ({ ...l, freePreview: false })) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/free preview/);
    });

    it('refuses lecture media that does not exist, is malformed, is an image, or is another admin’s', async () => {
      const theirs = await uploaded(otherAdmin.client, { name: 'v.mp4', data: mp4() });
      const image = await uploaded(owner.client, { name: 'i.png', data: PNG_1X1 });
      for (const public_id of ['00000000-0000-4000-8000-000000000000', '../../etc/passwd', image.public_id, theirs.public_id]) {
        const curriculum = base.curriculum.map((l, i) => (i === 1 ? { ...l, public_id } : l));
        const res = await add(owner.client, { ...base, curriculum });
        expect(res.statusCode, public_id).toBe(400);
        expect(res.json().errors).toEqual([{ path: 'curriculum.1.public_id', message: expect.stringMatching(/^Lecture 2: /) }]);
      }
    });

    it('refuses an image that is not an uploaded image of this admin', async () => {
      const video = await uploaded(owner.client, { name: 'v.mp4', data: mp4() });
      const theirs = await uploaded(otherAdmin.client, { name: 'i.png', data: PNG_1X1 });
      for (const image of ['https://example.com/cat.png', '/api/media/00000000-0000-4000-8000-000000000000', video.url, theirs.url]) {
        const res = await add(owner.client, { ...base, image });
        expect(res.statusCode, image).toBe(400);
        expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['image']);
      }
    });

    it('the shared schemas give the web form the same rules', () => {
      expect(CourseInputSchema.safeParse(base).success).toBe(true);
      expect(CourseLandingSchema.safeParse({ ...base, title: ' ' }).success).toBe(false);
      expect(CourseInputSchema.safeParse({ ...base, curriculum: base.curriculum.map((l) => ({ ...l, freePreview: false })) }).success).toBe(
        false,
      );
    });
  });
});

describe('GET /api/instructor/course/get', () => {
  it('refuses anonymous callers (401) and students (403)', async () => {
    expect((await anon.get('/api/instructor/course/get')).statusCode).toBe(401);
    expect((await student.client.get('/api/instructor/course/get')).statusCode).toBe(403);
  });

  it('lists only the signed-in instructor’s courses with students and pricing', async () => {
    const mine = await created();
    const buyer = await verifiedStudent(t);
    await insertEnrolment(t, buyer.user._id, mine._id);
    const theirs = await add(otherAdmin.client, await coursePayload(otherAdmin.client));
    expect(theirs.statusCode).toBe(201);

    const res = await owner.client.get('/api/instructor/course/get');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.every((c: { instructorId: string }) => c.instructorId === owner.user._id)).toBe(true);
    const item = data.find((c: { _id: string }) => c._id === mine._id);
    expect(item).toMatchObject({
      title: mine.title,
      pricing: 49.99,
      studentCount: 1,
      lectureCount: 2,
      students: [{ studentId: buyer.user._id, studentName: buyer.user.name, studentEmail: buyer.user.email }],
    });
    const other = await otherAdmin.client.get('/api/instructor/course/get');
    expect(other.json().data.map((c: { _id: string }) => c._id)).toEqual([theirs.json().data._id]);
  });
});

describe('GET /api/instructor/course/get/details/:courseId', () => {
  it('is for the course’s instructor only', async () => {
    const course = await created();
    expect((await details(anon, course._id)).statusCode).toBe(401);
    expect((await details(student.client, course._id)).statusCode).toBe(403);
    const other = await details(otherAdmin.client, course._id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/instructor/);
    const res = await details(owner.client, course._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: course });
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"])('answers 404 for %s', async (id) => {
    expect((await details(owner.client, encodeURIComponent(id))).statusCode).toBe(404);
  });
});

describe('PUT /api/instructor/course/update/:courseId', () => {
  it('is for the course’s instructor only (401, 403, 403 another admin, 404 malformed)', async () => {
    const course = await created();
    const body = { ...course, title: 'Hijacked' };
    expect((await update(anon, course._id, body)).statusCode).toBe(401);
    expect((await update(student.client, course._id, body)).statusCode).toBe(403);
    expect((await update(otherAdmin.client, course._id, body)).statusCode).toBe(403);
    expect((await update(owner.client, 'nope', body)).statusCode).toBe(404);
    expect((await update(owner.client, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await details(owner.client, course._id)).json().data.title).toBe(course.title);
  });

  it('keeps lecture ids across an edit, adds new ones, removes missing ones, follows the array order', async () => {
    const course = await created(await coursePayload(owner.client, [{ title: 'A', freePreview: true }, { title: 'B' }, { title: 'C' }]));
    const [a, b, c] = course.curriculum;
    const buyer = await verifiedStudent(t);
    await insertEnrolment(t, buyer.user._id, course._id);
    const [progress] = await t.ctx.db.insert(courseProgress).values({ userId: buyer.user._id, courseId: course._id }).returning();
    await t.ctx.db.insert(lectureProgress).values({ progressId: progress.id, lectureId: c._id, viewed: true });

    const fresh = await uploaded(owner.client, { name: 'd.mp4', data: mp4() });
    const res = await update(owner.client, course._id, {
      ...course,
      title: 'Renamed',
      pricing: 10,
      curriculum: [
        { ...c, title: 'C (now first)' },
        { title: 'D', videoUrl: fresh.url, public_id: fresh.public_id, freePreview: false },
        { ...a, freePreview: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ title: 'Renamed', pricing: 10, studentCount: 1, date: course.date, _id: course._id });
    expect(data.curriculum.map((l: { title: string }) => l.title)).toEqual(['C (now first)', 'D', 'A']);
    expect(data.curriculum[0]._id).toBe(c._id);
    expect(data.curriculum[2]._id).toBe(a._id);
    expect([a._id, b._id, c._id]).not.toContain(data.curriculum[1]._id);
    // The enrolment and progress on the kept lecture survive.
    expect(
      (await t.ctx.db.select().from(lectureProgress).where(eq(lectureProgress.progressId, progress.id))).map((r) => r.lectureId),
    ).toEqual([c._id]);
    expect((await details(owner.client, course._id)).json().data).toEqual(data);
  });

  it('treats an _id that is not one of this course’s lectures as a new lecture', async () => {
    const one = await created();
    const two = await created();
    const res = await update(owner.client, two._id, { ...two, curriculum: [...two.curriculum, { ...one.curriculum[1] }] });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.curriculum.map((l: { _id: string }) => l._id);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain(one.curriculum[1]._id);
    // The other course is untouched.
    expect((await details(owner.client, one._id)).json().data.curriculum).toEqual(one.curriculum);
  });

  it('ignores instructorId, students, date and isPublised on update too', async () => {
    const course = await created();
    const res = await update(owner.client, course._id, {
      ...course,
      instructorId: otherAdmin.user._id,
      students: [{ studentId: student.user._id, studentName: 'x', studentEmail: 'x@example.com' }],
      date: '2001-01-01T00:00:00.000Z',
      isPublised: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ instructorId: owner.user._id, students: [], date: course.date, isPublised: true });
  });

  it('validates like create', async () => {
    const course = await created();
    expect((await update(owner.client, course._id, { ...course, category: 'nope' })).statusCode).toBe(400);
    expect((await update(owner.client, course._id, { ...course, curriculum: [] })).statusCode).toBe(400);
  });
});

describe('DELETE /api/instructor/course/delete/:courseId', () => {
  const del = (c: Client, id: string) => c.delete(`/api/instructor/course/delete/${id}`);

  it('is for the course’s instructor only', async () => {
    const course = await created();
    expect((await del(anon, course._id)).statusCode).toBe(401);
    expect((await del(student.client, course._id)).statusCode).toBe(403);
    expect((await del(otherAdmin.client, course._id)).statusCode).toBe(403);
    expect((await del(owner.client, 'nope')).statusCode).toBe(404);
    expect((await details(owner.client, course._id)).statusCode).toBe(200);
  });

  it('refuses with 409 while students are enrolled', async () => {
    const course = await created();
    const buyer = await verifiedStudent(t);
    await insertEnrolment(t, buyer.user._id, course._id);
    const res = await del(owner.client, course._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/1 student is enrolled/);
    expect((await details(owner.client, course._id)).statusCode).toBe(200);
  });

  it('deletes a course nobody bought, with its media files and unfinished checkouts', async () => {
    const course = await created();
    await t.ctx.db.insert(orders).values({
      userId: student.user._id,
      courseId: course._id,
      amountCents: 4999,
      currency: 'USD',
      provider: 'sandbox',
      reference: `ref-${course._id}`,
    });
    const ids = [course.curriculum[0].public_id, course.curriculum[1].public_id, course.image.split('/').pop()];
    const keys = await Promise.all(ids.map(async (id) => (await mediaRow(id))!.storageKey));
    expect(keys.every((k) => fs.existsSync(fileOf(k)))).toBe(true);

    const res = await del(owner.client, course._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Course deleted.' });
    expect((await details(owner.client, course._id)).statusCode).toBe(404);
    for (const id of ids) expect(await mediaRow(id)).toBeUndefined();
    expect(keys.some((k) => fs.existsSync(fileOf(k)))).toBe(false);
    expect((await del(owner.client, course._id)).statusCode).toBe(404);
  });
});

describe('media deletion while a saved course uses it', () => {
  it('is deferred: marked, still served, not reusable, removed when the course is saved without it', async () => {
    const course = await created();
    const paid = course.curriculum[1];
    const res = await owner.client.delete(`/api/media/delete/${paid.public_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/still uses this file/);
    const row = await mediaRow(paid.public_id);
    expect(row.deleteRequestedAt).toBeInstanceOf(Date);
    expect((await fetchMedia(owner.client, paid.videoUrl)).statusCode).toBe(200);

    // Saving the course while it still uses the file keeps it.
    expect((await update(owner.client, course._id, course)).statusCode).toBe(200);
    expect(await mediaRow(paid.public_id)).toBeDefined();

    // Another course cannot take it up.
    const other = await coursePayload(owner.client);
    const reuse = await add(owner.client, {
      ...other,
      curriculum: [other.curriculum[0], { ...other.curriculum[1], public_id: paid.public_id, videoUrl: paid.videoUrl }],
    });
    expect(reuse.statusCode).toBe(400);

    // Replace Video: the course is saved with a new video; the old one goes.
    const fresh = await uploaded(owner.client, { name: 'new.mp4', data: mp4() });
    const saved = await update(owner.client, course._id, {
      ...course,
      curriculum: [course.curriculum[0], { ...paid, videoUrl: fresh.url, public_id: fresh.public_id }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.curriculum[1]._id).toBe(paid._id);
    expect(await mediaRow(paid.public_id)).toBeUndefined();
    expect(fs.existsSync(fileOf(row.storageKey))).toBe(false);
    expect((await fetchMedia(owner.client, paid.videoUrl)).statusCode).toBe(404);
  });

  it('a file removed from a course without a delete request stays (it may be used again)', async () => {
    const course = await created();
    const dropped = course.curriculum[1];
    expect((await update(owner.client, course._id, { ...course, curriculum: [course.curriculum[0]] })).statusCode).toBe(200);
    expect(await mediaRow(dropped.public_id)).toBeDefined();
    expect((await owner.client.delete(`/api/media/delete/${dropped.public_id}`)).json().message).toBe('File deleted.');
  });

  it('a deferred course image goes when the image is replaced', async () => {
    const course = await created();
    const oldImage = course.image.split('/').pop();
    expect((await owner.client.delete(`/api/media/delete/${oldImage}`)).statusCode).toBe(200);
    expect((await fetchMedia(anon, course.image)).statusCode).toBe(200);
    const image = await uploaded(owner.client, { name: 'new.png', data: PNG_1X1 });
    expect((await update(owner.client, course._id, { ...course, image: image.url })).statusCode).toBe(200);
    expect(await mediaRow(oldImage)).toBeUndefined();
    expect((await fetchMedia(anon, course.image)).statusCode).toBe(404);
  });

  it('another admin cannot mark it either', async () => {
    const course = await created();
    expect((await otherAdmin.client.delete(`/api/media/delete/${course.curriculum[0].public_id}`)).statusCode).toBe(403);
    expect((await mediaRow(course.curriculum[0].public_id)).deleteRequestedAt).toBeNull();
  });
});

it('the API reference documents the authoring routes', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining(['/api/instructor/course/add', '/api/instructor/course/update/{courseId}', '/api/media/upload']),
  );
});
