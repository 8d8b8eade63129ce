import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, intakes, orders, users } from '../src/db/schema';
import { EXPIRY_CRON, EXPIRY_QUEUE, expireOverdueSeats, scheduleSeatExpiry } from '../src/modules/applications/expire-overdue';
import { JobQueue } from '../src/platform/jobs/queue';
import { createTestApp, type TestApp } from './helpers/app';
import { readOutbox, signedInAdmin, verifiedStudent } from './helpers/client';
import { startFakePaystack, type FakePaystack } from './helpers/fake-paystack';
import { insertCourse } from './helpers/fixtures';

/** Scholarship intakes (docs/decisions/031-scholarship-intakes.md): dated rounds, funded seats, a waitlist that moves, fee waivers. */

let t: TestApp;
let paystack: FakePaystack;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
type Student = Awaited<ReturnType<typeof verifiedStudent>>;

const DAY = 24 * 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  paystack = await startFakePaystack('sk_test_x');
  t = await createTestApp({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: 'sk_test_x',
    PAYSTACK_BASE_URL: paystack.url,
    RATE_LIMITS: '0',
  });
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
  await paystack.close();
});

const newCourse = async (pricing = 49.99) =>
  (await insertCourse(t, { _id: admin.user._id, name: 'Ada Instructor' }, { pricing })).course.id;

/** An intake open now (from yesterday to in 30 days) unless the fields say otherwise. */
function intakeBody(courseId: string, over: Record<string, unknown> = {}) {
  return {
    courseId,
    name: 'January 2027',
    opensAt: iso(-DAY),
    closesAt: iso(30 * DAY),
    seats: 2,
    waiverPercent: 100,
    enrolWithinDays: 14,
    ...over,
  };
}

async function createIntake(courseId: string, over: Record<string, unknown> = {}) {
  const res = await admin.client.post('/api/admin/intakes', intakeBody(courseId, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; seats: number; counts: Record<string, number>; seatsLeft: number; waivedTotal: number };
}

const apply = (s: Student, courseId: string) =>
  s.client.post(`/api/student/course-application/courses/${courseId}/apply`, { name: s.user.name, email: s.user.email });
const decide = (id: string, status: 'approved' | 'rejected') =>
  admin.client.put(`/api/student/course-application/applications/${id}/status`, { status });
const statusOf = async (s: Student, courseId: string) =>
  (await s.client.get(`/api/student/course-application/courses/${courseId}/details`)).json() as {
    status: string | null;
    position?: number;
    enrolBy?: string;
  };

async function appliedStudent(courseId: string) {
  const s = await verifiedStudent(t);
  const res = await apply(s, courseId);
  expect(res.statusCode, res.body).toBe(201);
  return { s, applicationId: res.json().data._id as string, intakeId: res.json().data.intakeId as string | null };
}

async function intakeCounts(courseId: string) {
  const res = await admin.client.get(`/api/admin/intakes?courseId=${courseId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data[0] as { counts: Record<string, number>; seatsLeft: number; waivedTotal: number };
}

describe('intake validation', () => {
  it('creates an intake and lists it with its counts', async () => {
    const courseId = await newCourse();
    const made = await createIntake(courseId, { seats: 120 });
    expect(made).toMatchObject({ seats: 120, seatsLeft: 120, waiverPercent: 100, enrolWithinDays: 14, counts: { admitted: 0 } });
    const list = await admin.client.get(`/api/admin/intakes?courseId=${courseId}`);
    expect(list.json()).toMatchObject({ success: true, data: [{ _id: made._id, name: 'January 2027' }] });
  });

  it.each([
    ['name', { name: '  ' }],
    ['opensAt', { opensAt: 'soon' }],
    ['closesAt', { closesAt: '2027-13-45' }],
    ['seats', { seats: 0 }],
    ['seats', { seats: 2.5 }],
    ['seats', { seats: '10' }],
    ['waiverPercent', { waiverPercent: 101 }],
    ['waiverPercent', { waiverPercent: -1 }],
    ['enrolWithinDays', { enrolWithinDays: 0 }],
    ['enrolWithinDays', { enrolWithinDays: 91 }],
    ['courseId', { courseId: 'abc' }],
    ['closesAt', { opensAt: '2027-01-15', closesAt: '2027-01-14' }],
    ['closesAt', { closesAt: '2027-02-30' }],
    ['opensAt', { opensAt: '2027-02-29T10:00:00Z' }],
  ])('answers 400 naming %s for %j', async (field, over) => {
    const courseId = await newCourse();
    const res = await admin.client.post('/api/admin/intakes', intakeBody(courseId, over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('refuses an intake overlapping another of the same course (409), not one of another course', async () => {
    const courseId = await newCourse();
    await createIntake(courseId, { opensAt: '2027-02-01', closesAt: '2027-02-28', name: 'February' });
    const res = await admin.client.post('/api/admin/intakes', intakeBody(courseId, { opensAt: '2027-02-20', closesAt: '2027-04-01' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/overlap the intake "February"/);
    // Back to back is fine.
    await createIntake(courseId, { opensAt: '2027-03-01', closesAt: '2027-04-01', name: 'March' });
    await createIntake(await newCourse(), { opensAt: '2027-02-20', closesAt: '2027-04-01' });
    // Moving one onto the other is refused too.
    const march = (await admin.client.get(`/api/admin/intakes?courseId=${courseId}`)).json().data[1]._id;
    expect((await admin.client.patch(`/api/admin/intakes/${march}`, { opensAt: '2027-02-15' })).statusCode).toBe(409);
    const backwards = await admin.client.patch(`/api/admin/intakes/${march}`, { closesAt: '2027-02-15' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].path).toBe('closesAt');
  });

  it('raises seats at any time and lowers them only down to the students admitted', async () => {
    const courseId = await newCourse();
    const intake = await createIntake(courseId, { seats: 3 });
    for (let i = 0; i < 2; i++) expect((await decide((await appliedStudent(courseId)).applicationId, 'approved')).statusCode).toBe(200);
    const low = await admin.client.patch(`/api/admin/intakes/${intake._id}`, { seats: 1 });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors[0].path).toBe('seats');
    expect(low.json().message).toMatch(/already admitted \(2\)/);
    expect((await admin.client.patch(`/api/admin/intakes/${intake._id}`, { seats: 2 })).json().data).toMatchObject({
      seats: 2,
      seatsLeft: 0,
    });
    expect((await admin.client.patch(`/api/admin/intakes/${intake._id}`, { seats: 200 })).json().data).toMatchObject({ seats: 200 });
  });

  it('deletes an intake only while nobody has applied', async () => {
    const courseId = await newCourse();
    const empty = await createIntake(courseId, { opensAt: '2030-01-01', closesAt: '2030-02-01' });
    expect((await admin.client.delete(`/api/admin/intakes/${empty._id}`)).json()).toEqual({ success: true, message: 'Intake deleted.' });
    const used = await createIntake(courseId);
    await appliedStudent(courseId);
    const res = await admin.client.delete(`/api/admin/intakes/${used._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already applied/);
    expect((await admin.client.delete(`/api/admin/intakes/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('applying in a window', () => {
  it('records the open intake on the application and shows it on the course page', async () => {
    const courseId = await newCourse();
    const intake = await createIntake(courseId, { seats: 120, waiverPercent: 50 });
    const { s, intakeId } = await appliedStudent(courseId);
    expect(intakeId).toBe(intake._id);
    const details = (await s.client.get(`/api/student/course/get/details/${courseId}`)).json().data;
    expect(details.intake).toMatchObject({ _id: intake._id, name: 'January 2027', waiverPercent: 50, seats: 120, seatsLeft: 120 });
    expect(details.waiverPercent).toBe(50);
  });

  it('refuses to apply outside the window with 409 and the next opening date', async () => {
    const courseId = await newCourse();
    await createIntake(courseId, { opensAt: '2020-01-01', closesAt: '2020-02-01', name: 'Past' });
    const s = await verifiedStudent(t);
    const closed = await apply(s, courseId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Applications for this course are closed.');
    await createIntake(courseId, { opensAt: '2031-03-01', closesAt: '2031-04-01', name: 'Next' });
    const soon = await apply(s, courseId);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe('Applications for this course are closed. The next intake opens on 2031-03-01.');
    // The page shows the next intake (else the last one).
    expect((await s.client.get(`/api/student/course/get/details/${courseId}`)).json().data.intake.name).toBe('Next');
  });

  it('leaves a course without intakes as the specification has it: apply, approve, Buy Now at the full price', async () => {
    const courseId = await newCourse();
    const { s, applicationId, intakeId } = await appliedStudent(courseId);
    expect(intakeId).toBeNull();
    expect((await s.client.get(`/api/student/course/get/details/${courseId}`)).json().data.intake).toBeNull();
    expect((await decide(applicationId, 'approved')).json()).toMatchObject({
      message: 'Application approved',
      data: { status: 'approved' },
    });
    expect(await statusOf(s, courseId)).toEqual({ success: true, status: 'approved' });
    const order = await s.client.post('/api/student/order/create', { courseId });
    expect(order.statusCode, order.body).toBe(201);
    expect(paystack.transactions.get(order.json().data.reference)).toMatchObject({ amount: 4999 });
  });
});

describe('seats and the waitlist', () => {
  it('waitlists approvals beyond the seats, with positions, and says so', async () => {
    const courseId = await newCourse();
    await createIntake(courseId, { seats: 1 });
    const a = await appliedStudent(courseId);
    const b = await appliedStudent(courseId);
    const c = await appliedStudent(courseId);
    expect((await decide(a.applicationId, 'approved')).json().data).toMatchObject({ status: 'approved', enrolBy: expect.any(String) });
    // The course page counts the seat taken.
    expect((await c.s.client.get(`/api/student/course/get/details/${courseId}`)).json().data.intake).toMatchObject({
      seats: 1,
      seatsLeft: 0,
    });
    const second = (await decide(b.applicationId, 'approved')).json();
    expect(second).toMatchObject({ success: true, message: 'Application waitlisted', data: { status: 'waitlisted', position: 1 } });
    expect((await decide(c.applicationId, 'approved')).json().data).toMatchObject({ status: 'waitlisted', position: 2 });
    expect(await statusOf(c.s, courseId)).toEqual({ success: true, status: 'waitlisted', position: 2 });
    const enrolBy = (await statusOf(a.s, courseId)).enrolBy!;
    expect(Date.parse(enrolBy) - Date.now()).toBeGreaterThan(13.9 * DAY);
    // Approving a waitlisted one again changes nothing while no seat is free.
    expect((await decide(c.applicationId, 'approved')).json().data).toMatchObject({ status: 'waitlisted', position: 2 });
    // Rejecting a waitlisted application takes it off the list; those behind move up.
    expect((await decide(b.applicationId, 'rejected')).json().data.status).toBe('rejected');
    expect(await statusOf(c.s, courseId)).toMatchObject({ status: 'waitlisted', position: 1 });
    // The admin table and the student's list show it.
    const table = await admin.client.get(`/api/student/course-application/applications?courseId=${courseId}&status=waitlisted`);
    expect(table.json().applications).toMatchObject([{ _id: c.applicationId, position: 1, intake: { name: 'January 2027' } }]);
    const mine = (await c.s.client.get('/api/student/course-application/mine')).json().applications;
    expect(mine).toMatchObject([{ status: 'waitlisted', position: 1, intake: { name: 'January 2027' } }]);
    // The waitlisted student may not enrol.
    const order = await c.s.client.post('/api/student/order/create', { courseId });
    expect(order.statusCode).toBe(403);
    expect(order.json().message).toMatch(/waitlist/);
  });

  it('a bulk approval fills the seats in order and reports how many were waitlisted', async () => {
    const courseId = await newCourse();
    await createIntake(courseId, { seats: 2 });
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await appliedStudent(courseId)).applicationId);
    const res = await admin.client.post('/api/student/course-application/applications/bulk-status', { ids, status: 'approved' });
    expect(res.json()).toMatchObject({ success: true, updated: 4, waitlisted: 2 });
    const rows = await t.ctx.db.select().from(applications).where(eq(applications.courseId, courseId));
    const byId = new Map(rows.map((r) => [r.id, r.status]));
    expect(ids.map((id) => byId.get(id))).toEqual(['approved', 'approved', 'waitlisted', 'waitlisted']);
  });

  it('admits exactly 10 of 50 parallel approvals for 10 seats and waitlists 40 in order', async () => {
    const courseId = await newCourse();
    const intake = await createIntake(courseId, { seats: 10 });
    const students = await t.ctx.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          name: `Parallel ${i}`,
          email: `parallel-${i}-${crypto.randomUUID()}@example.com`,
          passwordHash: 'x',
          isVerified: true,
        })),
      )
      .returning();
    const apps = await t.ctx.db
      .insert(applications)
      .values(students.map((s) => ({ studentId: s.id, courseId, intakeId: intake._id })))
      .returning();
    const answers = await Promise.all(apps.map((a) => decide(a.id, 'approved')));
    expect(answers.map((r) => r.statusCode)).toEqual(apps.map(() => 200));
    const statuses = answers.map((r) => r.json().data.status);
    expect(statuses.filter((s) => s === 'approved')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(40);
    const positions = answers
      .map((r) => r.json().data.position)
      .filter(Boolean)
      .sort((x: number, y: number) => x - y);
    // Each answer told its position at the time; the stored list is 1..40 without gaps or ties.
    expect(new Set(positions).size).toBe(40);
    const counts = await intakeCounts(courseId);
    expect(counts).toMatchObject({ counts: { admitted: 10, waitlisted: 40 }, seatsLeft: 0 });
  }, 60_000);
});

describe('giving up a seat and the expiry job', () => {
  async function fullIntake(seats = 1) {
    const courseId = await newCourse();
    const intake = await createIntake(courseId, { seats, enrolWithinDays: 7 });
    const admitted = await appliedStudent(courseId);
    const waiting = await appliedStudent(courseId);
    const behind = await appliedStudent(courseId);
    for (const x of [admitted, waiting, behind]) await decide(x.applicationId, 'approved');
    return { courseId, intake, admitted, waiting, behind };
  }

  it('only the owner may give up their seat', async () => {
    const { admitted } = await fullIntake();
    const other = await verifiedStudent(t);
    const url = `/api/student/course-application/applications/${admitted.applicationId}/decline`;
    expect((await other.client.post(url)).statusCode).toBe(403);
    expect((await admin.client.post(url)).statusCode).toBe(403);
    expect((await other.client.post(`/api/student/course-application/applications/${crypto.randomUUID()}/decline`)).statusCode).toBe(404);
  });

  it('a give-up admits the first waitlisted student at once and e-mails them their deadline', async () => {
    const { courseId, admitted, waiting, behind } = await fullIntake();
    const before = (await readOutbox(t)).length;
    const res = await admitted.s.client.post(`/api/student/course-application/applications/${admitted.applicationId}/decline`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'You gave up your place.', data: { status: 'declined' } });
    const promoted = await statusOf(waiting.s, courseId);
    expect(promoted).toMatchObject({ status: 'approved', enrolBy: expect.any(String) });
    expect(await statusOf(behind.s, courseId)).toMatchObject({ status: 'waitlisted', position: 1 });
    const mails = (await readOutbox(t)).slice(before).filter((m) => m.to.includes(waiting.s.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/A seat is yours/);
    const deadline = `${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(promoted.enrolBy!))} UTC`;
    expect(mails[0]!.text).toContain(`Enrol by ${deadline}`);
    // Given up once is given up: a second press is a 409, and it counts as declined.
    expect(
      (await admitted.s.client.post(`/api/student/course-application/applications/${admitted.applicationId}/decline`)).statusCode,
    ).toBe(409);
    expect((await intakeCounts(courseId)).counts).toMatchObject({ admitted: 1, waitlisted: 1, declined: 1 });
  });

  it('the promotion e-mail is in the student’s language', async () => {
    const { courseId, admitted, waiting } = await fullIntake();
    await t.ctx.db.update(users).set({ language: 'fr' }).where(eq(users.id, waiting.s.user._id));
    await admitted.s.client.post(`/api/student/course-application/applications/${admitted.applicationId}/decline`);
    expect((await statusOf(waiting.s, courseId)).status).toBe('approved');
    const mail = (await readOutbox(t)).filter((m) => m.to.includes(waiting.s.user.email)).at(-1)!;
    expect(mail.subject).toMatch(/Une place est à vous/);
  });

  it('the expiry sweep takes back a seat not enrolled in time and gives it to the waitlist (the clock moved, no sleep)', async () => {
    const { courseId, admitted, waiting } = await fullIntake();
    // Before the deadline nothing moves.
    await expireOverdueSeats(t.ctx, new Date(Date.now() + 6 * DAY));
    expect((await statusOf(admitted.s, courseId)).status).toBe('approved');
    const report = await expireOverdueSeats(t.ctx, new Date(Date.now() + 8 * DAY));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await statusOf(admitted.s, courseId)).status).toBe('expired');
    expect((await statusOf(waiting.s, courseId)).status).toBe('approved');
    expect((await intakeCounts(courseId)).counts).toMatchObject({ expired: 1, admitted: 1 });
    const mail = (await readOutbox(t)).filter((m) => m.to.includes(waiting.s.user.email)).at(-1)!;
    expect(mail.subject).toMatch(/A seat is yours/);
  });

  it('an enrolled student keeps the seat: the sweep leaves them alone and they cannot give it up', async () => {
    const { courseId, admitted } = await fullIntake();
    const order = await admitted.s.client.post('/api/student/order/create', { courseId });
    expect(order.statusCode, order.body).toBe(201);
    await expireOverdueSeats(t.ctx, new Date(Date.now() + 30 * DAY));
    expect((await statusOf(admitted.s, courseId)).status).toBe('approved');
    const res = await admitted.s.client.post(`/api/student/course-application/applications/${admitted.applicationId}/decline`);
    expect(res.statusCode).toBe(409);
  });

  it('is scheduled on the job queue, once however many processes start', async () => {
    const jobs = await JobQueue.start(t.ctx.database, pino({ level: 'silent' }));
    try {
      await scheduleSeatExpiry(t.ctx, jobs);
      await scheduleSeatExpiry(t.ctx, jobs);
      const r = await t.ctx.db.execute(`select name, cron from pgboss.schedule where name = '${EXPIRY_QUEUE}'` as never);
      expect((r as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'seat-expiry', cron: EXPIRY_CRON }]);
    } finally {
      await jobs.stop(5_000);
    }
  }, 120_000);
});

describe('waivers', () => {
  it('a full scholarship enrols with no provider call: an order of 0, method scholarship, paid, straight to My Courses', async () => {
    const courseId = await newCourse(49.99);
    await createIntake(courseId, { waiverPercent: 100 });
    const { s, applicationId } = await appliedStudent(courseId);
    await decide(applicationId, 'approved');
    const calls = paystack.calls.length;
    const res = await s.client.post('/api/student/order/create', { courseId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.approveUrl).toBe('http://localhost:3000/student-courses');
    expect(paystack.calls.length).toBe(calls);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.reference, res.json().data.reference));
    expect(order).toMatchObject({ amountCents: 0, waiverCents: 4999, provider: 'scholarship', orderStatus: 'paid' });
    expect((await s.client.get(`/api/student/course/purchase-info/${courseId}/${s.user._id}`)).json().data).toBe(true);
    expect((await intakeCounts(courseId)).counts.enrolled).toBe(1);
    expect((await intakeCounts(courseId)).waivedTotal).toBe(49.99);
  });

  it('a partial scholarship asks the provider for exactly the reduced amount and records the waiver', async () => {
    const courseId = await newCourse(50);
    await createIntake(courseId, { waiverPercent: 50 });
    const { s, applicationId } = await appliedStudent(courseId);
    await decide(applicationId, 'approved');
    const res = await s.client.post('/api/student/order/create', { courseId });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = res.json().data;
    expect(paystack.transactions.get(reference)).toMatchObject({ amount: 2500, email: s.user.email });
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ amountCents: 2500, waiverCents: 2500, provider: 'paystack', orderStatus: 'pending' });
    // Paying it settles as any payment does.
    paystack.pay(reference);
    const capture = await s.client.post('/api/student/order/capture', { reference });
    expect(capture.statusCode, capture.body).toBe(200);
    expect(capture.json().data).toMatchObject({ orderStatus: 'paid', amount: 25 });
    expect((await intakeCounts(courseId)).waivedTotal).toBe(25);
  });
});

describe('reports', () => {
  it('the CSV export carries the intake and the waiver, and the table filters by intake', async () => {
    const courseId = await newCourse();
    const intake = await createIntake(courseId, { waiverPercent: 75, name: 'CSV intake' });
    const { applicationId } = await appliedStudent(courseId);
    const csv = await admin.client.get(`/api/student/course-application/applications/export.csv?intakeId=${intake._id}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/Message,Intake,Waiver$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,pending,.*,CSV intake,75%$/);
    const table = await admin.client.get(`/api/student/course-application/applications?intakeId=${intake._id}`);
    expect(table.json().applications.map((a: { _id: string }) => a._id)).toEqual([applicationId]);
    expect((await admin.client.get('/api/student/course-application/applications?intakeId=nope')).statusCode).toBe(400);
  });
});

describe('the admissions summary by intake', () => {
  it('counts only the intake’s applications when filtered by it', async () => {
    const courseId = await newCourse();
    const intake = await createIntake(courseId, { seats: 1 });
    const a = await appliedStudent(courseId);
    const b = await appliedStudent(courseId);
    await decide(a.applicationId, 'approved');
    await decide(b.applicationId, 'approved');
    await appliedStudent(await newCourse()); // another course, no intake: not counted
    const res = await admin.client.get(`/api/admin/admissions/summary?intakeId=${intake._id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().funnel).toMatchObject({ applied: 2, admitted: 1 });
    const byCourse = res.json().byCourse as { courseId: string; applicants: number; admitted: number }[];
    expect(byCourse.find((c) => c.courseId === courseId)).toMatchObject({ applicants: 2, admitted: 1 });
    expect(byCourse.filter((c) => c.applicants > 0)).toHaveLength(1);
    const all = (await admin.client.get('/api/admin/admissions/summary')).json();
    expect(all.funnel.applied).toBeGreaterThan(2);
    expect((await admin.client.get('/api/admin/admissions/summary?intakeId=x')).statusCode).toBe(400);
  });
});

describe('review findings', () => {
  const bulk = (ids: string[], status: 'approved' | 'rejected', message?: string) =>
    admin.client.post('/api/student/course-application/applications/bulk-status', { ids, status, ...(message ? { message } : {}) });

  it('re-approving an approved application with a new message keeps its seat and deadline (single and bulk)', async () => {
    const courseId = await newCourse();
    await createIntake(courseId, { seats: 1 });
    const a = await appliedStudent(courseId);
    const b = await appliedStudent(courseId);
    await decide(a.applicationId, 'approved');
    const enrolBy = (await statusOf(a.s, courseId)).enrolBy;
    const again = await admin.client.put(`/api/student/course-application/applications/${a.applicationId}/status`, {
      status: 'approved',
      message: 'Welcome aboard',
    });
    expect(again.json().data).toMatchObject({ status: 'approved', enrolBy });
    expect((await bulk([a.applicationId, b.applicationId], 'approved', 'Second note')).json()).toMatchObject({ updated: 2, waitlisted: 1 });
    expect(await statusOf(a.s, courseId)).toMatchObject({ status: 'approved', enrolBy });
    expect(await statusOf(b.s, courseId)).toMatchObject({ status: 'waitlisted', position: 1 });
    const [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, a.applicationId));
    expect(row!.message).toBe('Second note');
    expect((await intakeCounts(courseId)).counts).toMatchObject({ admitted: 1, waitlisted: 1 });
  });

  it('an enrolled student’s application cannot be rejected (409): the seat is not freed while the enrolment stays', async () => {
    const courseId = await newCourse();
    await createIntake(courseId, { seats: 1 });
    const a = await appliedStudent(courseId);
    const b = await appliedStudent(courseId);
    await decide(a.applicationId, 'approved');
    await decide(b.applicationId, 'approved');
    expect((await a.s.client.post('/api/student/order/create', { courseId })).statusCode).toBe(201);
    const res = await decide(a.applicationId, 'rejected');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already enrolled in this course, so their application stays approved/);
    expect((await bulk([a.applicationId], 'rejected')).statusCode).toBe(409);
    expect((await statusOf(a.s, courseId)).status).toBe('approved');
    expect(await statusOf(b.s, courseId)).toMatchObject({ status: 'waitlisted', position: 1 });
  });

  it('the sweep leaves a seat whose payment began before the deadline; a late order is refused with the deadline', async () => {
    const courseId = await newCourse(50);
    await createIntake(courseId, { seats: 1, waiverPercent: 50, enrolWithinDays: 7 });
    const a = await appliedStudent(courseId);
    const b = await appliedStudent(courseId);
    await decide(a.applicationId, 'approved');
    await decide(b.applicationId, 'approved');
    const order = await a.s.client.post('/api/student/order/create', { courseId });
    expect(order.statusCode, order.body).toBe(201);
    await expireOverdueSeats(t.ctx, new Date(Date.now() + 8 * DAY));
    expect((await statusOf(a.s, courseId)).status).toBe('approved');
    // The payment lands after the deadline: it still enrols (the seat was kept for it).
    paystack.pay(order.json().data.reference);
    const capture = await a.s.client.post('/api/student/order/capture', { reference: order.json().data.reference });
    expect(capture.statusCode, capture.body).toBe(200);
    expect((await a.s.client.get(`/api/student/course/purchase-info/${courseId}/${a.s.user._id}`)).json().data).toBe(true);

    // b, promoted nowhere (the seat is taken), is approved elsewhere: a deadline in the past refuses the order.
    const c = await appliedStudent(courseId);
    await t.ctx.db
      .update(applications)
      .set({ status: 'approved', enrolBy: new Date(Date.now() - 60_000) })
      .where(eq(applications.id, c.applicationId));
    const late = await c.s.client.post('/api/student/order/create', { courseId });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/Your seat expired: the deadline to enrol was \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });

  it('a payment settled after its seat expired enrols nobody (the application is re-read under its lock)', async () => {
    const courseId = await newCourse(50);
    await createIntake(courseId, { seats: 1, waiverPercent: 50, enrolWithinDays: 7 });
    const a = await appliedStudent(courseId);
    await decide(a.applicationId, 'approved');
    const order = await a.s.client.post('/api/student/order/create', { courseId });
    expect(order.statusCode, order.body).toBe(201);
    await t.ctx.db.update(applications).set({ status: 'expired', enrolBy: null }).where(eq(applications.id, a.applicationId));
    paystack.pay(order.json().data.reference);
    await a.s.client.post('/api/student/order/capture', { reference: order.json().data.reference });
    expect((await a.s.client.get(`/api/student/course/purchase-info/${courseId}/${a.s.user._id}`)).json().data).toBe(false);
    const [stored] = await t.ctx.db.select().from(orders).where(eq(orders.reference, order.json().data.reference));
    expect(stored!.refundReason).toBe('application_rejected');
    // A waiver that enrolled nobody is not a waiver granted.
    expect((await intakeCounts(courseId)).waivedTotal).toBe(0);
  });

  it('waitlist positions on the status endpoint are 1..n in approval order, however close the approvals', async () => {
    const courseId = await newCourse();
    await createIntake(courseId, { seats: 1 });
    const made: Awaited<ReturnType<typeof appliedStudent>>[] = [];
    for (let i = 0; i < 6; i++) made.push(await appliedStudent(courseId));
    await bulk(
      made.map((m) => m.applicationId),
      'approved',
    );
    // Several joined within one millisecond (the database keeps microseconds): still 1..n, no ties.
    for (const [i, m] of made.slice(1).entries()) {
      await t.ctx.db
        .update(applications)
        .set({ waitlistedAt: sql`'2027-01-01 00:00:00.000100+00'::timestamptz + ${i} * interval '1 microsecond'` })
        .where(eq(applications.id, m.applicationId));
    }
    const positions = [];
    for (const m of made.slice(1)) positions.push((await statusOf(m.s, courseId)).position);
    expect(positions).toEqual([1, 2, 3, 4, 5]);
  });

  it('a course without an intake has nothing to give up: decline answers 409 and the application is unchanged', async () => {
    const courseId = await newCourse();
    const a = await appliedStudent(courseId);
    await decide(a.applicationId, 'approved');
    const res = await a.s.client.post(`/api/student/course-application/applications/${a.applicationId}/decline`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not part of an intake/);
    expect((await statusOf(a.s, courseId)).status).toBe('approved');
  });

  it('a student from a past, closed intake applies to the next one: the same row, pending, in the new intake', async () => {
    const courseId = await newCourse();
    const past = await createIntake(courseId, { seats: 1, name: 'Past', opensAt: iso(-20 * DAY), closesAt: iso(-10 * DAY) });
    const s = await verifiedStudent(t);
    const [old] = await t.ctx.db
      .insert(applications)
      .values({ studentId: s.user._id, courseId, intakeId: past._id, status: 'waitlisted', waitlistedAt: new Date() })
      .returning();
    const open = await createIntake(courseId, { name: 'Now', opensAt: iso(-DAY), closesAt: iso(10 * DAY) });
    const res = await apply(s, courseId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ _id: old!.id, status: 'pending', intakeId: open._id });
    const [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, old!.id));
    expect(row).toMatchObject({ status: 'pending', intakeId: open._id, waitlistedAt: null, enrolBy: null });
    // Once is once: applying again to the open intake is the usual 409.
    expect((await apply(s, courseId)).statusCode).toBe(409);
  });

  it('Enrol with scholarship pressed twice at once (two tabs) makes one order and one enrolment', async () => {
    const courseId = await newCourse(40);
    await createIntake(courseId, { waiverPercent: 100 });
    const { s, applicationId } = await appliedStudent(courseId);
    await decide(applicationId, 'approved');
    const answers = await Promise.all([0, 1, 2].map(() => s.client.post('/api/student/order/create', { courseId })));
    expect(answers.map((r) => r.statusCode).every((c) => c === 201 || c === 409)).toBe(true);
    const made = await t.ctx.db.select().from(orders).where(eq(orders.courseId, courseId));
    expect(made).toHaveLength(1);
    expect((await intakeCounts(courseId)).waivedTotal).toBe(40);
  });

  it('a closing day is taken to its end (UTC); a one-day window is allowed; changing seats leaves the dates alone', async () => {
    const courseId = await newCourse();
    const made = await createIntake(courseId, { opensAt: '2031-01-15', closesAt: '2031-01-15' });
    const [row] = await t.ctx.db.select().from(intakes).where(eq(intakes.id, made._id));
    expect(row!.opensAt.toISOString()).toBe('2031-01-15T00:00:00.000Z');
    expect(row!.closesAt.toISOString()).toBe('2031-01-16T00:00:00.000Z');
    expect((await admin.client.patch(`/api/admin/intakes/${made._id}`, { seats: 5 })).statusCode).toBe(200);
    const [after] = await t.ctx.db.select().from(intakes).where(eq(intakes.id, made._id));
    expect(after).toMatchObject({ seats: 5, opensAt: row!.opensAt, closesAt: row!.closesAt });
  });

  it('raising the seats admits the first waitlisted students at once and e-mails them', async () => {
    const courseId = await newCourse();
    const intake = await createIntake(courseId, { seats: 1 });
    const made: Awaited<ReturnType<typeof appliedStudent>>[] = [];
    for (let i = 0; i < 4; i++) made.push(await appliedStudent(courseId));
    // One by one: each joins the waitlist in its own transaction, in this order.
    for (const m of made) await decide(m.applicationId, 'approved');
    const res = await admin.client.patch(`/api/admin/intakes/${intake._id}`, { seats: 3 });
    expect(res.json().data).toMatchObject({ seats: 3, seatsLeft: 0, counts: { admitted: 3, waitlisted: 1 } });
    expect((await statusOf(made[1]!.s, courseId)).status).toBe('approved');
    expect((await statusOf(made[2]!.s, courseId)).status).toBe('approved');
    expect(await statusOf(made[3]!.s, courseId)).toMatchObject({ status: 'waitlisted', position: 1 });
    const mail = (await readOutbox(t)).filter((m) => m.to.includes(made[2]!.s.user.email)).at(-1)!;
    expect(mail.subject).toMatch(/A seat is yours/);
    expect(mail.text).toMatch(/Enrol by .*\d{1,2}:\d{2}.* UTC/);
  });

  it('a pending application of a still-open intake is not re-used', async () => {
    const courseId = await newCourse();
    await createIntake(courseId);
    const a = await appliedStudent(courseId);
    expect((await apply(a.s, courseId)).statusCode).toBe(409);
  });
});
