import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseProgressResponse, ProgressChangeResponse, ReplayProgressResponse, SavePositionResponse } from '@sewee/shared';
import { certificates, courseProgress, courses, lectureProgress, lectures, media } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse, insertEnrolment } from './helpers/fixtures';

let t: TestApp;
type Person = { client: Client; user: { _id: string; email: string; name: string } };
let instructor: Person;
let student: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp();
  instructor = await signedInAdmin(t);
  student = await verifiedStudent(t);
  stranger = await verifiedStudent(t);
});
afterAll(() => t.close());

const BASE = '/api/student/course-progress';
const getUrl = (userId: string, courseId: string) => `${BASE}/get/${userId}/${courseId}`;
const mark = (c: Client, body: unknown, extra?: Parameters<Client['post']>[2]) => c.post(`${BASE}/mark-lecture-viewed`, body, extra);
const reset = (c: Client, body: unknown) => c.post(`${BASE}/reset-progress`, body);
const savePosition = (c: Client, body: unknown) => c.put(`${BASE}/position`, body);

/** A course by `instructor` that `student` bought, with `n` lectures. */
async function boughtCourse(n = 3, buyer = student) {
  const made = await insertCourse(t, instructor.user, { lectures: Array.from({ length: n }, (_, i) => ({ freePreview: i === 0 })) });
  await insertEnrolment(t, buyer.user._id, made.course.id);
  return { courseId: made.course.id, lectureIds: made.lectures.map((l) => l.id) };
}

async function readProgress(c: Client, userId: string, courseId: string) {
  const res = await c.get(getUrl(userId, courseId));
  expect(res.statusCode, res.body).toBe(200);
  const body = CourseProgressResponse.parse(res.json());
  if (!body.data.isPurchased) throw new Error('expected purchased progress');
  return body.data;
}

async function markOk(c: Client, userId: string, courseId: string, lectureId: string) {
  const res = await mark(c, { userId, courseId, lectureId });
  expect(res.statusCode, res.body).toBe(200);
  return ProgressChangeResponse.parse(res.json()).data;
}

const recordCount = async (userId: string, courseId: string) =>
  Number(
    (
      await t.ctx.db
        .select({ n: count() })
        .from(courseProgress)
        .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)))
    )[0]!.n,
  );

/** Adds a lecture at the end of a course straight in the database, as a curriculum edit would. */
async function addLecture(courseId: string, position: number) {
  const [m] = await t.ctx.db
    .insert(media)
    .values({ uploaderId: instructor.user._id, kind: 'video', mime: 'video/mp4', size: 1, storageKey: `extra-${crypto.randomUUID()}` })
    .returning();
  const [l] = await t.ctx.db
    .insert(lectures)
    .values({ courseId, position, title: 'Added later', videoUrl: `/api/media/${m!.id}`, mediaId: m!.id })
    .returning();
  return l!.id;
}

describe('who may call', () => {
  it('answers 401 to anonymous callers on every progress call', async () => {
    const anon = new Client(t);
    const { courseId, lectureIds } = await boughtCourse(1);
    const body = { userId: student.user._id, courseId, lectureId: lectureIds[0] };
    const calls = [
      await anon.get(getUrl(student.user._id, courseId)),
      await mark(anon, body),
      await reset(anon, { userId: student.user._id, courseId }),
      await savePosition(anon, { ...body, positionSeconds: 10 }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/sign in/i) });
    }
  });

  it('gives a non-buyer only isPurchased: false, and refuses to record anything', async () => {
    const made = await insertCourse(t, instructor.user);
    const courseId = made.course.id;
    const lectureId = made.lectures[1]!.id;
    const res = await stranger.client.get(getUrl(stranger.user._id, courseId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { isPurchased: false } });

    const marked = await mark(stranger.client, { userId: stranger.user._id, courseId, lectureId });
    expect(marked.statusCode).toBe(403);
    expect(marked.json()).toMatchObject({ success: false, message: expect.stringMatching(/not bought this course/) });
    expect((await savePosition(stranger.client, { userId: stranger.user._id, courseId, lectureId, positionSeconds: 5 })).statusCode).toBe(
      403,
    );
    expect((await reset(stranger.client, { userId: stranger.user._id, courseId })).statusCode).toBe(403);
    expect(await recordCount(stranger.user._id, courseId)).toBe(0);
  });

  it("refuses another user's progress (read, mark, reset, position) with 403", async () => {
    const { courseId, lectureIds } = await boughtCourse();
    await markOk(student.client, student.user._id, courseId, lectureIds[0]!);
    // The stranger bought the course too: being enrolled does not open someone else's record.
    await insertEnrolment(t, stranger.user._id, courseId);
    const theirs = { userId: student.user._id, courseId };

    const read = await stranger.client.get(getUrl(student.user._id, courseId));
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toMatch(/your own course progress/);
    expect((await mark(stranger.client, { ...theirs, lectureId: lectureIds[1] })).statusCode).toBe(403);
    expect((await reset(stranger.client, theirs)).statusCode).toBe(403);
    expect((await savePosition(stranger.client, { ...theirs, lectureId: lectureIds[1], positionSeconds: 9 })).statusCode).toBe(403);

    const after = await readProgress(student.client, student.user._id, courseId);
    expect(after.progress.map((p) => p.lectureId)).toEqual([lectureIds[0]]);
    expect(after.progress[0]!.positionSeconds).toBe(0);
  });

  it("lets an admin read a student's progress but not change it", async () => {
    const { courseId, lectureIds } = await boughtCourse();
    await markOk(student.client, student.user._id, courseId, lectureIds[0]!);
    const other = await signedInAdmin(t);
    const seen = await readProgress(other.client, student.user._id, courseId);
    expect(seen.progress).toHaveLength(1);

    const theirs = { userId: student.user._id, courseId };
    expect((await mark(other.client, { ...theirs, lectureId: lectureIds[1] })).statusCode).toBe(403);
    expect((await reset(other.client, theirs)).statusCode).toBe(403);
    expect((await savePosition(other.client, { ...theirs, lectureId: lectureIds[1], positionSeconds: 3 })).statusCode).toBe(403);
    expect((await readProgress(student.client, student.user._id, courseId)).progress).toHaveLength(1);
    // A malformed user id names nobody: 404 for an admin, 403 (not yours) for a student.
    expect((await other.client.get(getUrl('someone', courseId))).statusCode).toBe(404);
    expect((await student.client.get(getUrl('someone', courseId))).statusCode).toBe(403);
  });

  it("lets the course's instructor watch and track their own course without buying it", async () => {
    const made = await insertCourse(t, instructor.user);
    const data = await readProgress(instructor.client, instructor.user._id, made.course.id);
    expect(data.courseDetails._id).toBe(made.course.id);
    const after = await markOk(instructor.client, instructor.user._id, made.course.id, made.lectures[0]!.id);
    expect(after.progress).toHaveLength(1);
  });

  it('refuses an unverified account with 403', async () => {
    const c = new Client(t);
    const email = `unverified-${Date.now()}@example.com`;
    expect((await c.post('/api/auth/signup', { name: 'Unverified', email, password: 'Sewing#Machine1' })).statusCode).toBe(201);
    expect((await c.post('/api/auth/login', { email, password: 'Sewing#Machine1' })).statusCode).toBe(200);
    const me = (await c.get('/api/auth/check-auth')).json().user._id as string;
    const made = await insertCourse(t, instructor.user);
    const res = await c.get(getUrl(me, made.course.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/verify your e-mail/);
  });
});

describe('reading progress', () => {
  it('gives a buyer the course (no student data), completion and an empty progress list', async () => {
    const { courseId, lectureIds } = await boughtCourse();
    const res = await student.client.get(getUrl(student.user._id, courseId));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(['completed', 'completionDate', 'courseDetails', 'isPurchased', 'practice', 'progress']);
    expect(data).toMatchObject({ isPurchased: true, completed: false, completionDate: null, progress: [] });
    expect(Object.keys(data.courseDetails).sort()).toEqual(
      [
        '_id',
        'instructorId',
        'instructorName',
        'date',
        'curriculum',
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
        'studentCount',
      ].sort(),
    );
    expect(data.courseDetails).toMatchObject({
      _id: courseId,
      instructorId: instructor.user._id,
      instructorName: instructor.user.name,
      isPublised: true,
      pricing: 49.99,
      studentCount: 1,
      title: 'Pattern Making Basics',
    });
    expect(new Date(data.courseDetails.date).toISOString()).toBe(data.courseDetails.date);
    expect(data.courseDetails.curriculum.map((l: { _id: string }) => l._id)).toEqual(lectureIds);
    expect(Object.keys(data.courseDetails.curriculum[0]).sort()).toEqual([
      '_id',
      'captions',
      'dataCost',
      'files',
      'freePreview',
      'kind',
      'public_id',
      'stream',
      'title',
      'videoUrl',
    ]);
    expect(data.courseDetails.curriculum[0]).toMatchObject({ freePreview: true, videoUrl: expect.stringMatching(/^\/api\/media\//) });
    // Nobody's personal data: not the buyer's e-mail, not a student list.
    expect(res.body).not.toContain(student.user.email);
    expect(res.body).not.toMatch(/"students"/);
  });

  it('still serves a bought course after it is unpublished', async () => {
    const { courseId } = await boughtCourse(1);
    await t.ctx.db.update(courses).set({ isPublished: false }).where(eq(courses.id, courseId));
    const data = await readProgress(student.client, student.user._id, courseId);
    expect(data.courseDetails.isPublised).toBe(false);
  });

  it('answers 404 for an unknown or malformed course id', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', "1'; drop table courses; --"]) {
      const res = await student.client.get(getUrl(student.user._id, encodeURIComponent(id)));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'That course was not found.' });
    }
  });
});

describe('marking lectures viewed', () => {
  it('records a view, and a repeat changes nothing', async () => {
    const { courseId, lectureIds } = await boughtCourse();
    const first = await markOk(student.client, student.user._id, courseId, lectureIds[1]!);
    expect(first.progress).toEqual([
      { lectureId: lectureIds[1], viewed: true, dateViewed: expect.any(String), positionSeconds: 0, step: 0 },
    ]);
    const again = await markOk(student.client, student.user._id, courseId, lectureIds[1]!);
    expect(again.progress).toEqual(first.progress);
    expect(again.completed).toBe(false);
  });

  it('answers 404 for an unknown lecture, a lecture of another course and a malformed id', async () => {
    const { courseId } = await boughtCourse();
    const other = await insertCourse(t, instructor.user, { title: 'Another course' });
    for (const lectureId of [crypto.randomUUID(), other.lectures[0]!.id, 'lecture-1']) {
      const res = await mark(student.client, { userId: student.user._id, courseId, lectureId });
      expect(res.statusCode, lectureId).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/lecture/i) });
      const pos = await savePosition(student.client, { userId: student.user._id, courseId, lectureId, positionSeconds: 1 });
      expect(pos.statusCode, lectureId).toBe(404);
    }
    for (const bad of [crypto.randomUUID(), 'nope']) {
      const res = await mark(student.client, { userId: student.user._id, courseId: bad, lectureId: other.lectures[0]!.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('That course was not found.');
    }
    expect(await recordCount(student.user._id, courseId)).toBe(0);
  });

  it('keeps one progress record per user and course under many concurrent marks', async () => {
    const { courseId, lectureIds } = await boughtCourse(4);
    const calls = Array.from({ length: 24 }, (_, i) =>
      mark(student.client, { userId: student.user._id, courseId, lectureId: lectureIds[i % lectureIds.length] }),
    );
    calls.push(
      ...lectureIds.map((lectureId, i) =>
        savePosition(student.client, { userId: student.user._id, courseId, lectureId, positionSeconds: 10 + i }),
      ),
    );
    const results = await Promise.all(calls);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(await recordCount(student.user._id, courseId)).toBe(1);
    const entries = await t.ctx.db
      .select({ n: count() })
      .from(lectureProgress)
      .innerJoin(courseProgress, eq(courseProgress.id, lectureProgress.progressId))
      .where(and(eq(courseProgress.userId, student.user._id), eq(courseProgress.courseId, courseId)));
    expect(Number(entries[0]!.n)).toBe(4);
    const data = await readProgress(student.client, student.user._id, courseId);
    expect(data.completed).toBe(true);
    expect(data.progress.every((p) => p.viewed)).toBe(true);
  });
  it('never fails when marks, positions and resets race each other', async () => {
    const { courseId, lectureIds } = await boughtCourse(3);
    const calls = Array.from({ length: 30 }, (_, i) => {
      const lectureId = lectureIds[i % lectureIds.length];
      if (i % 5 === 0) return reset(student.client, { userId: student.user._id, courseId });
      if (i % 3 === 0) return savePosition(student.client, { userId: student.user._id, courseId, lectureId, positionSeconds: i });
      return mark(student.client, { userId: student.user._id, courseId, lectureId });
    });
    for (const r of await Promise.all(calls)) expect(r.statusCode, r.body).toBe(200);
    expect(await recordCount(student.user._id, courseId)).toBeLessThanOrEqual(1);
  });
});

describe('completion', () => {
  it('completes when every current lecture is viewed; completionDate is when the last one was', async () => {
    const { courseId, lectureIds } = await boughtCourse(3);
    // Viewed out of curriculum order: the list still follows the curriculum.
    await markOk(student.client, student.user._id, courseId, lectureIds[2]!);
    const partly = await markOk(student.client, student.user._id, courseId, lectureIds[0]!);
    expect(partly).toMatchObject({ completed: false, completionDate: null });
    expect(partly.progress.map((p) => p.lectureId)).toEqual([lectureIds[0], lectureIds[2]]);

    const done = await markOk(student.client, student.user._id, courseId, lectureIds[1]!);
    expect(done.completed).toBe(true);
    const lastViewed = done.progress.find((p) => p.lectureId === lectureIds[1])!.dateViewed!;
    expect(done.completionDate).toBe(lastViewed);
    for (const p of done.progress) expect(p.dateViewed! <= done.completionDate!).toBe(true);

    // Watching a lecture again does not move the completion date.
    const rewatched = await markOk(student.client, student.user._id, courseId, lectureIds[0]!);
    expect(rewatched.completionDate).toBe(done.completionDate);
  });

  it('is undone when a lecture is added, and regained when it is viewed', async () => {
    const { courseId, lectureIds } = await boughtCourse(2);
    for (const id of lectureIds) await markOk(student.client, student.user._id, courseId, id);
    expect((await readProgress(student.client, student.user._id, courseId)).completed).toBe(true);

    const added = await addLecture(courseId, 2);
    const after = await readProgress(student.client, student.user._id, courseId);
    expect(after).toMatchObject({ completed: false, completionDate: null });
    expect(after.courseDetails.curriculum.map((l) => l._id)).toEqual([...lectureIds, added]);
    expect(after.progress).toHaveLength(2);

    const again = await markOk(student.client, student.user._id, courseId, added);
    expect(again.completed).toBe(true);
    expect(again.completionDate).toBe(again.progress.find((p) => p.lectureId === added)!.dateViewed);
  });

  it('stays completed when an unviewed lecture is removed, dated by the remaining ones', async () => {
    const { courseId, lectureIds } = await boughtCourse(3);
    await markOk(student.client, student.user._id, courseId, lectureIds[0]!);
    const two = await markOk(student.client, student.user._id, courseId, lectureIds[1]!);
    expect(two.completed).toBe(false);

    await t.ctx.db.delete(lectures).where(eq(lectures.id, lectureIds[2]!));
    const after = await readProgress(student.client, student.user._id, courseId);
    expect(after.completed).toBe(true);
    expect(after.completionDate).toBe(two.progress.find((p) => p.lectureId === lectureIds[1])!.dateViewed);
  });

  it('dates completion by the current lectures only when a viewed one is removed', async () => {
    const { courseId, lectureIds } = await boughtCourse(3);
    const views: Record<string, string> = {};
    for (const id of lectureIds) {
      const d = await markOk(student.client, student.user._id, courseId, id);
      views[id] = d.progress.find((p) => p.lectureId === id)!.dateViewed!;
    }
    await t.ctx.db.delete(lectures).where(eq(lectures.id, lectureIds[2]!));
    const after = await readProgress(student.client, student.user._id, courseId);
    expect(after.completed).toBe(true);
    expect(after.completionDate).toBe(views[lectureIds[1]!]);
    expect(after.progress.map((p) => p.lectureId)).toEqual(lectureIds.slice(0, 2));
  });

  it('never counts a course without lectures as completed', async () => {
    const made = await insertCourse(t, instructor.user, { lectures: [] });
    await insertEnrolment(t, student.user._id, made.course.id);
    expect(await readProgress(student.client, student.user._id, made.course.id)).toMatchObject({
      completed: false,
      completionDate: null,
      progress: [],
    });
  });
});

describe('reset', () => {
  it("clears the user's progress for the course only", async () => {
    const a = await boughtCourse(2);
    const b = await boughtCourse(2);
    for (const id of a.lectureIds) await markOk(student.client, student.user._id, a.courseId, id);
    await markOk(student.client, student.user._id, b.courseId, b.lectureIds[0]!);
    await insertEnrolment(t, stranger.user._id, a.courseId);
    await markOk(stranger.client, stranger.user._id, a.courseId, a.lectureIds[0]!);

    const res = await reset(student.client, { userId: student.user._id, courseId: a.courseId });
    expect(res.statusCode).toBe(200);
    const body = ProgressChangeResponse.parse(res.json());
    expect(body.message).toMatch(/reset/);
    expect(body.data).toMatchObject({ isPurchased: true, completed: false, completionDate: null, progress: [] });
    expect(await recordCount(student.user._id, a.courseId)).toBe(0);
    expect((await readProgress(student.client, student.user._id, b.courseId)).progress).toHaveLength(1);
    expect((await readProgress(stranger.client, stranger.user._id, a.courseId)).progress).toHaveLength(1);

    // Marking again after a reset starts a fresh record.
    await markOk(student.client, student.user._id, a.courseId, a.lectureIds[0]!);
    expect(await recordCount(student.user._id, a.courseId)).toBe(1);
  });

  it('keeps the first completion: the certificate, Learners and Reach count the student as completed, dated the first time', async () => {
    const learner = await verifiedStudent(t);
    const { courseId, lectureIds } = await boughtCourse(2, learner);
    for (const id of lectureIds) await markOk(learner.client, learner.user._id, courseId, id);
    const first = (await readProgress(learner.client, learner.user._id, courseId)).completionDate!;
    expect(first).toBeTruthy();
    // As if the certificate could not be made at completion: it is made later, from the kept completion.
    await t.ctx.db.delete(certificates).where(eq(certificates.courseId, courseId));

    // Rewatch: the progress shown starts again...
    const res = await reset(learner.client, { userId: learner.user._id, courseId });
    expect(ProgressChangeResponse.parse(res.json()).data).toMatchObject({ completed: false, completionDate: null, progress: [] });
    // ...and completing it again does not move the first date.
    for (const id of lectureIds) await markOk(learner.client, learner.user._id, courseId, id);
    expect((await readProgress(learner.client, learner.user._id, courseId)).completionDate! > first).toBe(true);
    await reset(learner.client, { userId: learner.user._id, courseId });

    const mine = await learner.client.get(`/api/student/certificates/${courseId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    const pub = await new Client(t).get(`/api/certificates/${mine.json().data.code}`);
    expect(pub.json().data.completedAt).toBe(first);

    const learners = await instructor.client.get(`/api/admin/courses/${courseId}/learners`);
    expect(learners.statusCode, learners.body).toBe(200);
    expect(learners.json().learners).toEqual([
      expect.objectContaining({ studentId: learner.user._id, completed: true, lecturesViewed: 0, stuck: false }),
    ]);
    const reach = await instructor.client.get(`/api/admin/admissions/summary?year=${new Date().getUTCFullYear()}`);
    expect(reach.statusCode, reach.body).toBe(200);
    expect(reach.json().byCourse.find((c: { courseId: string }) => c.courseId === courseId)).toMatchObject({ enrolled: 1, completed: 1 });
  });

  it('succeeds when there is no progress', async () => {
    const { courseId } = await boughtCourse(1);
    const res = await reset(student.client, { userId: student.user._id, courseId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ completed: false, progress: [] });
  });

  it('answers 404 for an unknown course', async () => {
    const res = await reset(student.client, { userId: student.user._id, courseId: crypto.randomUUID() });
    expect(res.statusCode).toBe(404);
  });
});

describe('resume position', () => {
  it('is saved, read back, kept when the lecture is marked viewed, and never unmarks it', async () => {
    const { courseId, lectureIds } = await boughtCourse(2);
    const body = { userId: student.user._id, courseId, lectureId: lectureIds[0] };
    const saved = await savePosition(student.client, { ...body, positionSeconds: 125 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(SavePositionResponse.parse(saved.json()).data).toEqual({
      lectureId: lectureIds[0],
      viewed: false,
      dateViewed: null,
      positionSeconds: 125,
      step: 0,
    });

    let data = await readProgress(student.client, student.user._id, courseId);
    expect(data.progress).toEqual([{ lectureId: lectureIds[0], viewed: false, dateViewed: null, positionSeconds: 125, step: 0 }]);
    expect(data.completed).toBe(false);

    const marked = await markOk(student.client, student.user._id, courseId, lectureIds[0]!);
    expect(marked.progress[0]).toMatchObject({ viewed: true, positionSeconds: 125 });
    const dateViewed = marked.progress[0]!.dateViewed;

    const moved = await savePosition(student.client, { ...body, positionSeconds: 30 });
    expect(moved.json().data).toEqual({ lectureId: lectureIds[0], viewed: true, dateViewed, positionSeconds: 30, step: 0 });
    data = await readProgress(student.client, student.user._id, courseId);
    expect(data.progress[0]).toEqual({ lectureId: lectureIds[0], viewed: true, dateViewed, positionSeconds: 30, step: 0 });

    expect((await savePosition(student.client, { ...body, positionSeconds: 0 })).json().data.positionSeconds).toBe(0);
    expect((await savePosition(student.client, { ...body, positionSeconds: 86_400 })).statusCode).toBe(200);
  });

  it('is per user: another student sees only their own position', async () => {
    const { courseId, lectureIds } = await boughtCourse(1);
    await insertEnrolment(t, stranger.user._id, courseId);
    await savePosition(student.client, { userId: student.user._id, courseId, lectureId: lectureIds[0], positionSeconds: 61 });
    await savePosition(stranger.client, { userId: stranger.user._id, courseId, lectureId: lectureIds[0], positionSeconds: 7 });
    expect((await readProgress(student.client, student.user._id, courseId)).progress[0]!.positionSeconds).toBe(61);
    expect((await readProgress(stranger.client, stranger.user._id, courseId)).progress[0]!.positionSeconds).toBe(7);
  });
});

describe('offline replay', () => {
  const replay = (c: Client, body: unknown) => c.post(`${BASE}/replay`, body);
  async function replayOk(c: Client, body: unknown) {
    const res = await replay(c, body);
    expect(res.statusCode, res.body).toBe(200);
    return ReplayProgressResponse.parse(res.json());
  }

  it('applies offline marks and positions; sent twice changes nothing; the furthest position wins', async () => {
    const { courseId, lectureIds } = await boughtCourse(3);
    const userId = student.user._id;
    // Online, the student had reached 90 s in the second lecture.
    expect((await savePosition(student.client, { userId, courseId, lectureId: lectureIds[1], positionSeconds: 90 })).statusCode).toBe(200);
    const events = [
      { lectureId: lectureIds[0]!, viewed: true, positionSeconds: 30 },
      { lectureId: lectureIds[1]!, positionSeconds: 40 },
      { lectureId: lectureIds[2]!, positionSeconds: 15 },
      { lectureId: lectureIds[2]!, positionSeconds: 55 },
    ];
    const first = await replayOk(student.client, { userId, courseId, events });
    const again = await replayOk(student.client, { userId, courseId, events });
    expect(first.ignored).toEqual([]);
    for (const body of [first, again]) {
      const by = new Map(body.data.progress.map((p) => [p.lectureId, p]));
      expect(by.get(lectureIds[0]!)).toMatchObject({ viewed: true, positionSeconds: 30 });
      expect(by.get(lectureIds[1]!)).toMatchObject({ viewed: false, positionSeconds: 90 });
      expect(by.get(lectureIds[2]!)).toMatchObject({ viewed: false, positionSeconds: 55 });
    }
    // The first mark's date is kept by the second replay.
    const dateOf = (b: typeof first) => b.data.progress.find((p) => p.lectureId === lectureIds[0])!.dateViewed;
    expect(dateOf(again)).toBe(dateOf(first));
    const read = await readProgress(student.client, userId, courseId);
    expect(read.progress.filter((p) => p.viewed).map((p) => p.lectureId)).toEqual([lectureIds[0]]);
    expect(await recordCount(userId, courseId)).toBe(1);
  });

  it('ignores a lecture removed since (and ids that name none), applies the rest, and completes the course with its certificate', async () => {
    const { courseId, lectureIds } = await boughtCourse(3);
    const userId = student.user._id;
    await t.ctx.db.delete(lectures).where(eq(lectures.id, lectureIds[2]!));
    const body = await replayOk(student.client, {
      userId,
      courseId,
      events: [
        { lectureId: lectureIds[0]!, viewed: true },
        { lectureId: lectureIds[2]!, viewed: true, positionSeconds: 10 },
        { lectureId: 'not-a-lecture', viewed: true },
        { lectureId: lectureIds[1]!, viewed: true },
      ],
    });
    expect(body.ignored.sort()).toEqual([lectureIds[2], 'not-a-lecture'].sort());
    expect(body.data.completed).toBe(true);
    expect(body.data.progress.map((p) => p.lectureId).sort()).toEqual([lectureIds[0], lectureIds[1]].sort());
    const issued = await t.ctx.db
      .select({ n: count() })
      .from(certificates)
      .where(and(eq(certificates.studentId, userId), eq(certificates.courseId, courseId)));
    expect(Number(issued[0]!.n)).toBe(1);
  });

  it("refuses another user's progress (403), a course not bought (403), an unknown course (404) and anonymous callers (401)", async () => {
    const { courseId, lectureIds } = await boughtCourse(1);
    const events = [{ lectureId: lectureIds[0]!, viewed: true }];
    expect((await replay(stranger.client, { userId: student.user._id, courseId, events })).statusCode).toBe(403);
    expect((await replay(stranger.client, { userId: stranger.user._id, courseId, events })).statusCode).toBe(403);
    expect((await replay(student.client, { userId: student.user._id, courseId: crypto.randomUUID(), events })).statusCode).toBe(404);
    expect((await replay(new Client(t), { userId: student.user._id, courseId, events })).statusCode).toBe(401);
    expect((await readProgress(student.client, student.user._id, courseId)).progress).toEqual([]);
  });

  it("takes the user from the session only: a userId in the body is ignored, the caller's own progress is changed", async () => {
    const { courseId, lectureIds } = await boughtCourse(1);
    const events = [{ lectureId: lectureIds[0]!, viewed: true }];
    const res = await replay(student.client, { userId: stranger.user._id, courseId, events });
    expect(res.statusCode).toBe(200);
    expect((await readProgress(student.client, student.user._id, courseId)).progress.map((p: { viewed: boolean }) => p.viewed)).toEqual([
      true,
    ]);
    expect(await recordCount(stranger.user._id, courseId)).toBe(0);
  });

  it('at most 30 replays per account in 10 minutes, then a 429 saying how long to wait; another account is not held back', async () => {
    const busy = await verifiedStudent(t);
    const { courseId, lectureIds } = await boughtCourse(1, busy);
    await insertEnrolment(t, student.user._id, courseId);
    const events = [{ lectureId: lectureIds[0]!, positionSeconds: 5 }];
    for (let i = 0; i < 30; i++) expect((await replay(busy.client, { courseId, events })).statusCode).toBe(200);
    const held = await replay(busy.client, { courseId, events });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect((await replay(student.client, { courseId, events })).statusCode).toBe(200);
  });

  it('refuses an empty list, an event with neither a mark nor a position, and a negative position with 400', async () => {
    const { courseId, lectureIds } = await boughtCourse(1);
    const userId = student.user._id;
    for (const events of [[], [{ lectureId: lectureIds[0] }], [{ lectureId: lectureIds[0], positionSeconds: -1 }], 'x']) {
      const res = await replay(student.client, { userId, courseId, events });
      expect(res.statusCode, JSON.stringify(events)).toBe(400);
    }
  });
});

describe('validation', () => {
  let ids: { userId: string; courseId: string; lectureId: string };
  beforeAll(async () => {
    const { courseId, lectureIds } = await boughtCourse(1);
    ids = { userId: student.user._id, courseId, lectureId: lectureIds[0]! };
  });

  it.each([
    ['missing lectureId', { lectureId: undefined }, 'lectureId'],
    ['missing userId', { userId: undefined }, 'userId'],
    ['missing courseId', { courseId: undefined }, 'courseId'],
    ['numeric userId', { userId: 42 }, 'userId'],
    ['array lectureId', { lectureId: ['x'] }, 'lectureId'],
    ['object courseId', { courseId: { $ne: null } }, 'courseId'],
    ['empty lectureId', { lectureId: '' }, 'lectureId'],
    ['huge lectureId', { lectureId: 'x'.repeat(5000) }, 'lectureId'],
  ])('mark refuses %s with 400 and names the field', async (_label, patch, field) => {
    const res = await mark(student.client, { ...ids, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it.each([
    ['missing', undefined],
    ['a string', '10'],
    ['fractional', 12.5],
    ['negative', -1],
    ['over 24 hours', 86_401],
    ['null', null],
  ])('position refuses positionSeconds %s with 400', async (_label, positionSeconds) => {
    const res = await savePosition(student.client, { ...ids, positionSeconds });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('positionSeconds');
  });

  it('reset refuses a missing courseId and a wrong-typed userId with 400', async () => {
    expect((await reset(student.client, { userId: ids.userId })).statusCode).toBe(400);
    expect((await reset(student.client, { userId: true, courseId: ids.courseId })).statusCode).toBe(400);
  });

  it('refuses bodies that are not objects', async () => {
    for (const payload of ['[]', '"x"', 'null', '42', '{not json']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${BASE}/mark-lecture-viewed`,
        headers: { 'content-type': 'application/json', cookie: student.client.cookieHeader },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('refuses a write from another site', async () => {
    const res = await mark(student.client, ids, { headers: { origin: 'https://evil.example', cookie: student.client.cookieHeader } });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toMatch(/other sites/);
  });
});

describe('database work per call', () => {
  /** Counts the queries `run` sends (the session lookup included). */
  async function queriesDuring(run: () => Promise<unknown>) {
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query;
    let n = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      n += 1;
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      client.query = original;
    }
    return n;
  }

  it('is a small fixed number of queries, whatever the size of the course', async () => {
    const counts = [];
    for (const size of [2, 25]) {
      const { courseId, lectureIds } = await boughtCourse(size);
      // A lecture already viewed, so this mark does not complete the course (that one is counted below).
      const body = { userId: student.user._id, courseId, lectureId: lectureIds[0] };
      for (const id of lectureIds.slice(0, -1)) await markOk(student.client, student.user._id, courseId, id);
      counts.push({
        get: await queriesDuring(() => student.client.get(getUrl(student.user._id, courseId))),
        mark: await queriesDuring(() => mark(student.client, body)),
        position: await queriesDuring(() => savePosition(student.client, { ...body, positionSeconds: 42 })),
        completingMark: await queriesDuring(() => mark(student.client, { ...body, lectureId: lectureIds.at(-1) })),
        reset: await queriesDuring(() => reset(student.client, { userId: student.user._id, courseId })),
      });
    }
    // Session lookup + course/access check + curriculum + entries + practice pieces' standing + the lectures'
    // videos (+ the write itself); the mark that completes the course also keeps the completion on the
    // enrolment and issues its certificate (is there one, keep, the names, the insert).
    expect(counts[0]).toEqual({ get: 6, mark: 7, position: 3, completingMark: 11, reset: 7 });
    expect(counts[1]).toEqual(counts[0]);
  });
});
