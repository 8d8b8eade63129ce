import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, enrolments, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse, insertEnrolment } from './helpers/fixtures';

/**
 * No N+1: each main call sends the same number of queries whatever the amount of data behind it
 * (and a small one). Counted through the database's `onQuery` hook, which sees every statement
 * Drizzle sends, the session lookup included. Progress reads and writes per course size have
 * their own budget test in progress.test.ts.
 */

let t: TestApp;
let counting = false;
let statements: string[] = [];
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let student: Awaited<ReturnType<typeof verifiedStudent>>;

/** At most this many statements for any call measured here. */
const CEILING = 8;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: '0', CATALOGUE_CACHE_SECONDS: '0' }, { onQuery: (sql) => counting && statements.push(sql) });
  admin = await signedInAdmin(t);
  student = await verifiedStudent(t);
}, 60_000);
afterAll(() => t?.close());

/** The statements one call sends; the call must succeed. */
async function queriesOf(run: () => Promise<{ statusCode: number; body: string }>) {
  statements = [];
  counting = true;
  let res;
  try {
    res = await run();
  } finally {
    counting = false;
  }
  expect(res.statusCode, res.body).toBeLessThan(300);
  // The hook sees the session lookup at least; zero would mean nothing is being counted.
  expect(statements.length).toBeGreaterThan(0);
  return statements.length;
}

/** `n` verified students written straight to the database (no passwords are ever checked). */
async function manyStudents(n: number) {
  if (n === 0) return [];
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `Bulk ${i}`,
    email: `bulk-${crypto.randomUUID()}@example.com`,
    passwordHash: 'not-a-real-hash',
    isVerified: true,
    status: 'approved' as const,
  }));
  return t.ctx.db.insert(users).values(rows).returning();
}

async function courseWith(lectures: number, students: number, instructor = admin.user) {
  const made = await insertCourse(t, instructor, { lectures: Array.from({ length: lectures }, (_, i) => ({ freePreview: i === 0 })) });
  const enrolled = await manyStudents(students);
  if (enrolled.length) await t.ctx.db.insert(enrolments).values(enrolled.map((u) => ({ userId: u.id, courseId: made.course.id })));
  return made;
}

describe('queries per call, small data vs large data', () => {
  it('catalogue list: 5 courses vs 50', async () => {
    const anon = new Client(t);
    const list = () => anon.get('/api/student/course/get?sortBy=title-atoz');
    for (let i = 0; i < 5; i++) await courseWith(3, 2);
    const small = await queriesOf(list);
    for (let i = 0; i < 45; i++) await courseWith(3, i % 4);
    expect((await list()).json().data.length).toBeGreaterThanOrEqual(50);
    const large = await queriesOf(list);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(CEILING);
    // A search is the same single query, however many courses it looks through.
    const searched = await queriesOf(() => anon.get('/api/student/course/get?q=pattern%20basics'));
    expect(searched).toBe(small);
    // A page of the catalogue carries its total in the same statement (count(*) over()).
    expect(await queriesOf(() => anon.get('/api/student/course/get?sortBy=title-atoz&limit=12&page=2'))).toBe(small);
  }, 60_000);

  it('course details: 2 lectures vs 30 (anonymous, enrolled student, admin)', async () => {
    const counts = [];
    for (const size of [2, 30]) {
      const { course } = await courseWith(size, size);
      await insertEnrolment(t, student.user._id, course.id);
      const url = `/api/student/course/get/details/${course.id}`;
      expect((await student.client.get(url)).json().data.curriculum).toHaveLength(size);
      counts.push({
        anonymous: await queriesOf(() => new Client(t).get(url)),
        student: await queriesOf(() => student.client.get(url)),
        admin: await queriesOf(() => admin.client.get(url)),
        instructor: await queriesOf(() => admin.client.get(`/api/instructor/course/get/details/${course.id}`)),
      });
    }
    expect(counts[1]).toEqual(counts[0]);
    for (const n of Object.values(counts[0])) expect(n).toBeLessThanOrEqual(CEILING);
  }, 60_000);

  it("instructor's course list: 5 courses vs 50, with students and lectures", async () => {
    const counts = [];
    for (const size of [5, 50]) {
      const instructor = await signedInAdmin(t);
      for (let i = 0; i < size; i++) await courseWith(2, i % 3, instructor.user);
      expect((await instructor.client.get('/api/instructor/course/get')).json().data).toHaveLength(size);
      counts.push(await queriesOf(() => instructor.client.get('/api/instructor/course/get')));
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(CEILING);
  }, 60_000);

  it('check-auth: a user with one session vs many', async () => {
    const before = await queriesOf(() => student.client.get('/api/auth/check-auth'));
    for (let i = 0; i < 10; i++) await new Client(t).post('/api/auth/login', { email: student.user.email, password: student.password });
    const after = await queriesOf(() => student.client.get('/api/auth/check-auth'));
    expect(after).toBe(before);
    expect(before).toBeLessThanOrEqual(2);
  }, 60_000);

  it('mark-lecture-viewed: a student with 1 course and no progress vs 20 courses with progress in each', async () => {
    const counts = [];
    for (const courses of [1, 20]) {
      const s = await verifiedStudent(t);
      let last = { courseId: '', lectureId: '' };
      for (let i = 0; i < courses; i++) {
        const { course, lectures } = await courseWith(3, 0);
        await insertEnrolment(t, s.user._id, course.id);
        if (courses > 1)
          await s.client.post('/api/student/course-progress/mark-lecture-viewed', {
            userId: s.user._id,
            courseId: course.id,
            lectureId: lectures[0].id,
          });
        last = { courseId: course.id, lectureId: lectures[1].id };
      }
      counts.push(
        await queriesOf(() => s.client.post('/api/student/course-progress/mark-lecture-viewed', { userId: s.user._id, ...last })),
      );
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(CEILING);
  }, 60_000);

  it('applications list: 5 applications vs 50 (whole list and one page)', async () => {
    const { course } = await courseWith(1, 0);
    const apply = async (n: number) => {
      const people = await manyStudents(n);
      await t.ctx.db
        .insert(applications)
        .values(
          people.map((u, i) => ({ studentId: u.id, courseId: course.id, status: i % 2 ? ('approved' as const) : ('pending' as const) })),
        );
    };
    const url = '/api/student/course-application/applications';
    const measure = async () => ({
      all: await queriesOf(() => admin.client.get(url)),
      page: await queriesOf(() => admin.client.get(`${url}?page=2&search=bulk`)),
    });
    await apply(5);
    const small = await measure();
    await apply(45);
    expect((await admin.client.get(url)).json().applications.length).toBeGreaterThanOrEqual(50);
    const large = await measure();
    expect(large).toEqual(small);
    expect(Math.max(small.all, small.page)).toBeLessThanOrEqual(CEILING);
  }, 60_000);

  it('courses bought: 2 courses vs 30', async () => {
    const counts = [];
    for (const size of [2, 30]) {
      const s = await verifiedStudent(t);
      for (let i = 0; i < size; i++) await insertEnrolment(t, s.user._id, (await courseWith(2, 0)).course.id);
      const url = `/api/student/courses-bought/get/${s.user._id}`;
      expect((await s.client.get(url)).json().data).toHaveLength(size);
      counts.push({ own: await queriesOf(() => s.client.get(url)), admin: await queriesOf(() => admin.client.get(url)) });
    }
    expect(counts[1]).toEqual(counts[0]);
    expect(Math.max(counts[0].own, counts[0].admin)).toBeLessThanOrEqual(CEILING);
  }, 60_000);
});

describe('offline replay: writes per lecture, not per event', () => {
  it('500 events on one lecture write it once, as one event does; each further lecture adds one write', async () => {
    const { course, lectures } = await courseWith(3, 0);
    await insertEnrolment(t, student.user._id, course.id);
    const [a, b, c] = lectures.map((l) => l.id);
    type Event = { lectureId: string; viewed?: boolean; positionSeconds?: number };
    const replay = (events: Event[]) => () => student.client.post('/api/student/course-progress/replay', { courseId: course.id, events });
    const one = await queriesOf(replay([{ lectureId: a!, positionSeconds: 1 }]));
    const many = await queriesOf(replay(Array.from({ length: 500 }, (_, i) => ({ lectureId: a!, positionSeconds: i, viewed: i === 250 }))));
    expect(many).toBe(one);
    const three = await queriesOf(replay([a, b, c, a, b, c].map((lectureId, i) => ({ lectureId: lectureId!, positionSeconds: i }))));
    expect(three).toBe(one + 2);
    // The one write keeps what the events said: viewed once any said so, the furthest position.
    const progress = (await student.client.get(`/api/student/course-progress/get/${student.user._id}/${course.id}`)).json().data.progress;
    expect(progress.find((p: { lectureId: string }) => p.lectureId === a)).toMatchObject({ viewed: true, positionSeconds: 499 });
    expect(progress.find((p: { lectureId: string }) => p.lectureId === c)).toMatchObject({ viewed: false, positionSeconds: 5 });
  });
});
