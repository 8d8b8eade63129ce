import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatternLectureInput } from '@sewee/shared';
import { measurements, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertEnrolment } from './helpers/fixtures';
import { coursePayload, withCookies } from './helpers/media-files';
import type { SignedInAdmin, VerifiedStudent } from './helpers/people';
import { fillPath, listRoutes, paramsOf } from './helpers/routes';

/**
 * Patterns on the server (docs/decisions/039-patterns.md): a person's own measurements (who may
 * read them, their ranges, where they never appear, that they go with the account) and pattern
 * lessons in the curriculum (saved, refused, shown, counted). One app and one course for the file.
 */

const MEASUREMENTS = '/api/account/measurements';
/** A chest no other data in the app carries, to look for in every list, export and log line. */
const CHEST = 1234.5;

let t: TestApp, owner: SignedInAdmin, otherAdmin: SignedInAdmin, student: VerifiedStudent, other: VerifiedStudent, anon: Client;
/** Every line the server logged (at debug, the most it says). */
const logLines: string[] = [];
let payload: Omit<Awaited<ReturnType<typeof coursePayload>>, 'curriculum'> & { curriculum: unknown[] };
let courseId: string;

const put = (c: Client, body: unknown, headers: Record<string, string> = {}) => c.put(MEASUREMENTS, body, withCookies(c, headers));
const mine = async (c: Client) => (await c.get(MEASUREMENTS)).json().data;
const patternLesson = (pattern: unknown, extra: Partial<PatternLectureInput> = {}) => ({
  kind: 'pattern',
  title: 'Your bodice block',
  pattern,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, {}, { logLines });
  [owner, otherAdmin, student, other] = await Promise.all([signedInAdmin(t), signedInAdmin(t), verifiedStudent(t), verifiedStudent(t)]);
  anon = new Client(t);
  const base = await coursePayload(owner.client, [{ freePreview: false }]);
  payload = {
    ...base,
    curriculum: [
      base.curriculum[0]!,
      patternLesson({ design: 'teagan', options: { chestEase: 20, sleeveLength: 80 } }, { title: 'Your T-shirt' }),
      patternLesson({ design: 'bella' }, { freePreview: true }),
    ],
  };
  const res = await owner.client.post('/api/instructor/course/add', payload);
  expect(res.statusCode, res.body).toBe(201);
  courseId = res.json().data._id;
});
afterAll(() => t?.close());

describe('measurements: only their owner reads and changes them', () => {
  it('starts empty, is saved whole and replaced whole; nobody else sees it', async () => {
    expect(await mine(student.client)).toEqual({ units: 'cm', values: {}, updatedAt: null });
    const saved = await put(student.client, { units: 'in', values: { chest: CHEST, waist: 812.8, shoulderSlope: 13 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      units: 'in',
      values: { chest: CHEST, waist: 812.8, shoulderSlope: 13 },
      updatedAt: expect.any(String),
    });
    expect(await mine(student.client)).toEqual(saved.json().data);

    // Another student and an admin each read their own (empty) set: no route takes someone else's id.
    expect(await mine(other.client)).toEqual({ units: 'cm', values: {}, updatedAt: null });
    expect(await mine(owner.client)).toEqual({ units: 'cm', values: {}, updatedAt: null });
    expect((await put(owner.client, { units: 'cm', values: { neck: 400 } })).statusCode).toBe(200);
    expect((await mine(owner.client)).values).toEqual({ neck: 400 });
    expect((await mine(student.client)).values).toEqual({ chest: CHEST, waist: 812.8, shoulderSlope: 13 });
    expect((await mine(other.client)).values).toEqual({});

    // A PUT replaces the set: what is left out is gone.
    const other2 = await put(other.client, { units: 'cm', values: { chest: 900, hips: 1000 } });
    expect(other2.statusCode).toBe(200);
    expect((await put(other.client, { units: 'cm', values: { hips: 1010 } })).json().data.values).toEqual({ hips: 1010 });
    expect((await mine(other.client)).values).toEqual({ hips: 1010 });
  });

  it('answers 401 to anyone not signed in', async () => {
    expect((await anon.get(MEASUREMENTS)).statusCode).toBe(401);
    expect((await put(anon, { units: 'cm', values: { chest: 900 } })).statusCode).toBe(401);
  });

  it('refuses a value out of range (in the units sent), not a number, or an unknown name, naming it; nothing changes', async () => {
    const refused = async (body: unknown, path: string, message: string | RegExp, c = student.client) => {
      const res = await put(c, body);
      expect(res.statusCode, res.body).toBe(400);
      const errors = res.json().errors as { path: string; message: string }[];
      expect(errors.find((e) => e.path === path)?.message, res.body).toMatch(message);
    };
    await refused({ units: 'cm', values: { chest: 200 } }, 'values.chest', 'Chest must be from 50 cm to 200 cm');
    await refused({ units: 'in', values: { chest: 200 } }, 'values.chest', 'Chest must be from 19.69 in to 78.74 in');
    await refused({ units: 'cm', values: { shoulderSlope: 60 } }, 'values.shoulderSlope', 'Shoulder slope must be from 5° to 35°');
    await refused({ units: 'cm', values: { chest: '96' } }, 'values.chest', 'Chest must be a number');
    await refused({ units: 'cm', values: { tail: 300 } }, 'values.tail', /tail/);
    await refused({ units: 'mm', values: {} }, 'units', /cm, in/);
    // In the account's language, through the one error handler.
    expect((await other.client.put('/api/account/language', { language: 'fr' })).statusCode).toBe(200);
    await refused(
      { units: 'cm', values: { chest: 200 } },
      'values.chest',
      '« Tour de poitrine » doit être compris entre 50 cm et 200 cm',
      other.client,
    );
    expect((await mine(student.client)).values).toEqual({ chest: CHEST, waist: 812.8, shoulderSlope: 13 });
  });

  it('appear in no list, export or log line an admin can read', async () => {
    await insertEnrolment(t, student.user._id, courseId);
    const values: Record<string, string> = { courseId, studentId: student.user._id, userId: student.user._id };
    const bodies: string[] = [];
    for (const r of listRoutes(t.app)) {
      if (r.method !== 'GET' || !r.path.startsWith('/api/') || r.path.startsWith('/api/media/') || r.path === MEASUREMENTS) continue;
      if (!paramsOf(r.path).every((p) => p in values)) continue;
      const res = await owner.client.get(fillPath(r.path, values));
      bodies.push(`${r.path} ${res.statusCode}: ${res.body}`);
    }
    // The lists do carry the student (so looking in them means something) ...
    for (const list of ['/api/auth/users/export.csv', '/api/auth/getUsers', '/api/admin/courses/:courseId/learners'])
      expect(bodies.find((b) => b.startsWith(`${list} 200`)) ?? `${list}: not read`).toContain(student.user.email);
    // ... but never their measurements, nor does the log.
    const leaks = bodies.filter((b) => b.includes(String(CHEST)));
    expect(leaks).toEqual([]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((l) => l.includes(String(CHEST)) || l.includes('812.8'))).toEqual([]);
  });

  it('go with the account', async () => {
    const leaving = await verifiedStudent(t);
    expect((await put(leaving.client, { units: 'cm', values: { chest: 950 } })).statusCode).toBe(200);
    const rowsOf = () => t.ctx.db.select().from(measurements).where(eq(measurements.userId, leaving.user._id));
    expect(await rowsOf()).toHaveLength(1);
    // No route deletes an account; an operator's DELETE of the user row takes the measurements with it.
    await t.ctx.db.delete(users).where(eq(users.id, leaving.user._id));
    expect(await rowsOf()).toEqual([]);
  });
});

describe('pattern lessons', () => {
  it('are saved with the course and keep their ids and options across edits', async () => {
    const details = (await owner.client.get(`/api/instructor/course/get/details/${courseId}`)).json().data;
    const [video, tshirt, bodice] = details.curriculum;
    expect(video.kind).toBe('video');
    expect(tshirt).toMatchObject({ kind: 'pattern', title: 'Your T-shirt', freePreview: false, files: [] });
    expect(tshirt.pattern).toEqual({ design: 'teagan', options: { chestEase: 20, sleeveLength: 80 } });
    expect(bodice).toMatchObject({ kind: 'pattern', freePreview: true, pattern: { design: 'bella', options: {} } });

    const edited = [
      { ...payload.curriculum[0]!, _id: video._id },
      { ...patternLesson({ design: 'teagan', options: { chestEase: 10 } }, { title: 'Your T-shirt' }), _id: tshirt._id },
      {
        ...patternLesson({ design: 'penelope', options: { lengthBonus: -20 } }, { title: 'Your skirt', freePreview: true }),
        _id: bodice._id,
      },
    ];
    const res = await owner.client.put(`/api/instructor/course/update/${courseId}`, { ...payload, curriculum: edited });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data.curriculum;
    expect(after.map((l: { _id: string }) => l._id)).toEqual([video._id, tshirt._id, bodice._id]);
    expect(after[1].pattern).toEqual({ design: 'teagan', options: { chestEase: 10 } });
    expect(after[2]).toMatchObject({ title: 'Your skirt', pattern: { design: 'penelope', options: { lengthBonus: -20 } } });
    // Back as it was, for the tests below.
    const back = payload.curriculum.map((l, i) => ({ ...(l as object), _id: details.curriculum[i]._id }));
    expect((await owner.client.put(`/api/instructor/course/update/${courseId}`, { ...payload, curriculum: back })).statusCode).toBe(200);
  });

  it('refuse an unknown design, an option out of range and an unknown option, naming it; nothing is saved', async () => {
    const refused = async (pattern: unknown, at: string, message: string | RegExp) => {
      const res = await owner.client.post('/api/instructor/course/add', {
        ...payload,
        curriculum: [payload.curriculum[0], patternLesson(pattern)],
      });
      expect(res.statusCode, res.body).toBe(400);
      const errors = res.json().errors as { path: string; message: string }[];
      expect(errors.find((e) => e.path === at)?.message, res.body).toMatch(message);
    };
    const before = (await owner.client.get('/api/instructor/course/get')).json().data.length;
    await refused({ design: 'corset' }, 'curriculum.1.pattern.design', /^Pattern design must be one of bella, penelope, teagan, waralee/);
    await refused(
      { design: 'bella', options: { chestEase: 40 } },
      'curriculum.1.pattern.options.chestEase',
      'Chest ease must be a whole percentage from 5 to 20',
    );
    await refused({ design: 'bella', options: { chestEase: 7.5 } }, 'curriculum.1.pattern.options.chestEase', /whole percentage/);
    await refused({ design: 'bella', options: { sleeveLength: 50 } }, 'curriculum.1.pattern.options.sleeveLength', /sleeveLength/);
    await refused(undefined, 'curriculum.1.pattern', /.+/);
    expect((await owner.client.get('/api/instructor/course/get')).json().data.length).toBe(before);
  });

  it('show their design to anyone and their options only to whoever may open them', async () => {
    const shown = async (c: Client) => (await c.get(`/api/student/course/get/details/${courseId}`)).json().data.curriculum.slice(1);
    const locked = { kind: 'pattern', pattern: { design: 'teagan', options: null } };
    const free = { kind: 'pattern', pattern: { design: 'bella', options: {} } };
    const open = { kind: 'pattern', pattern: { design: 'teagan', options: { chestEase: 20, sleeveLength: 80 } } };
    for (const c of [anon, other.client]) expect(await shown(c)).toMatchObject([locked, free]);
    // The student bought it (enrolled above), the instructor owns it, an active admin administers it.
    for (const c of [student.client, owner.client, otherAdmin.client]) expect(await shown(c)).toMatchObject([open, free]);
  });

  it('count toward completion once marked viewed, and have no captions', async () => {
    const curriculum = (await student.client.get(`/api/student/course/get/details/${courseId}`)).json().data.curriculum as {
      _id: string;
    }[];
    const progress = async () => (await student.client.get(`/api/student/course-progress/get/${student.user._id}/${courseId}`)).json().data;
    for (const [i, l] of curriculum.entries()) {
      expect((await progress()).completed, `before lesson ${i + 1}`).toBe(false);
      const res = await student.client.post('/api/student/course-progress/mark-lecture-viewed', {
        userId: student.user._id,
        courseId,
        lectureId: l._id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await progress()).toMatchObject({ completed: true });
    // A stranger may not mark a pattern lesson of a course they did not buy.
    const stranger = await other.client.post('/api/student/course-progress/mark-lecture-viewed', {
      userId: other.user._id,
      courseId,
      lectureId: curriculum[1]!._id,
    });
    expect(stranger.statusCode).toBe(403);

    const captions = await owner.client.put(`/api/instructor/course/${courseId}/lectures/${curriculum[1]!._id}/captions/en`, {
      text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n',
    });
    expect(captions.statusCode, captions.body).toBe(400);
    expect(captions.json().message).toBe('This lesson is a pattern lesson: it has no video, so it has no captions.');
  });
});
