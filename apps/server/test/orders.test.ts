import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, enrolments, orders } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { Client, signedInAdmin, verifiedStudent } from './helpers/client';
import { insertCourse } from './helpers/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let course: Awaited<ReturnType<typeof insertCourse>>['course'];
let freeCourse: Awaited<ReturnType<typeof insertCourse>>['course'];
let draft: Awaited<ReturnType<typeof insertCourse>>['course'];

beforeAll(async () => {
  t = await createTestApp(); // the default provider: sandbox
  admin = await signedInAdmin(t);
  const inst = { _id: admin.user._id, name: 'Ada Instructor' };
  course = (await insertCourse(t, inst, { title: 'Shoe Making <Pro>', pricing: 49.99 })).course;
  freeCourse = (await insertCourse(t, inst, { title: 'Free Crochet', pricing: 0 })).course;
  draft = (await insertCourse(t, inst, { title: 'Draft', published: false })).course;
});
afterAll(() => t.close());

type Student = Awaited<ReturnType<typeof verifiedStudent>>;

async function applied(courseId: string, decision?: 'approved' | 'rejected', s?: Student) {
  s ??= await verifiedStudent(t);
  const res = await s.client.post(`/api/student/course-application/courses/${courseId}/apply`, { name: s.user.name, email: s.user.email });
  if (res.statusCode !== 201) throw new Error(res.body);
  if (decision) {
    const put = await admin.client.put(`/api/student/course-application/applications/${res.json().data._id}/status`, { status: decision });
    if (put.statusCode !== 200) throw new Error(put.body);
  }
  return s;
}

const order = (s: Student, courseId: string, extra: Record<string, unknown> = {}) =>
  s.client.post('/api/student/order/create', { courseId, ...extra });
const capture = (s: Student | { client: Client }, reference: string) => s.client.post('/api/student/order/capture', { reference });
const enrolmentCount = async (userId: string, courseId: string) =>
  (
    await t.ctx.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
  ).length;
const storedOrder = async (reference: string) => (await t.ctx.db.select().from(orders).where(eq(orders.reference, reference)))[0];
const form = (action: string) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}` });

describe('who may order', () => {
  it('needs a signed-in user', async () => {
    expect((await new Client(t).post('/api/student/order/create', { courseId: course.id })).statusCode).toBe(401);
    expect((await new Client(t).post('/api/student/order/capture', { reference: 'x' })).statusCode).toBe(401);
  });

  it('refuses ordering before applying, while pending, and after the application is rejected (403)', async () => {
    const none = await verifiedStudent(t);
    expect((await order(none, course.id)).statusCode).toBe(403);
    const pending = await applied(course.id);
    const p = await order(pending, course.id);
    expect(p.statusCode).toBe(403);
    expect(p.json().message).toMatch(/being reviewed/);
    const rejected = await applied(course.id, 'rejected');
    const r = await order(rejected, course.id);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/not approved/);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, rejected.user._id))).toEqual([]);
  });

  it('refuses a rejected user even with an approved application (403, says why)', async () => {
    const s = await applied(course.id, 'approved');
    await admin.client.patch(`/api/auth/users/${s.user._id}/status`, { status: 'rejected' });
    const res = await order(s, course.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/account was not approved/);
  });

  it('answers 404 for unknown, unpublished or malformed courses and 400 without a courseId', async () => {
    const s = await verifiedStudent(t);
    for (const id of [draft.id, '00000000-0000-4000-8000-00000000000f', 'nope']) expect((await order(s, id)).statusCode).toBe(404);
    expect((await s.client.post('/api/student/order/create', {})).statusCode).toBe(400);
    expect((await s.client.post('/api/student/order/create', { courseId: { $ne: null } })).statusCode).toBe(400);
  });
});

describe('sandbox checkout', () => {
  it('pays: checkout page, Pay -> 303 to payment-return, capture enrols once', async () => {
    const s = await applied(course.id, 'approved');
    const res = await order(s, course.id);
    expect(res.statusCode, res.body).toBe(201);
    const { orderId, approveUrl, reference } = res.json().data;
    expect(approveUrl).toBe(`http://localhost:3000/sandbox/checkout/${reference}`);
    expect(await storedOrder(reference)).toMatchObject({
      id: orderId,
      userId: s.user._id,
      courseId: course.id,
      amountCents: 4999,
      currency: 'USD',
      provider: 'sandbox',
      orderStatus: 'pending',
      paymentStatus: 'initiated',
    });

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('TEST PAYMENT — no real money');
    expect(page.body).toContain('Shoe Making &lt;Pro&gt;');
    expect(page.body).not.toContain('<Pro>');
    expect(page.body).toContain('$49.99');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).toMatch(/value="pay"[\s\S]*value="later"[\s\S]*value="cancel"/);
    expect(page.body).toContain('Pay later (settles in 30 s)');
    expect(page.body).toContain('Charged in USD.');

    const pay = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, ...form('pay') });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`http://localhost:3000/payment-return?reference=${reference}`);
    expect(await enrolmentCount(s.user._id, course.id)).toBe(0); // paying is not enrolling: capture is

    const cap = await capture(s, reference);
    expect(cap.statusCode, cap.body).toBe(200);
    expect(cap.json()).toMatchObject({ success: true, data: { orderId, courseId: course.id, orderStatus: 'paid' } });
    expect(await enrolmentCount(s.user._id, course.id)).toBe(1);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'paid', paymentStatus: 'success', paidAt: expect.any(Date) });

    // replayed capture: success, nothing changes
    for (let i = 0; i < 3; i++) expect((await capture(s, reference)).statusCode).toBe(200);
    expect(await enrolmentCount(s.user._id, course.id)).toBe(1);

    expect((await s.client.get(`/api/student/course/purchase-info/${course.id}/${s.user._id}`)).json().data).toBe(true);
    expect(
      (await s.client.get(`/api/student/courses-bought/get/${s.user._id}`)).json().data.map((c: { courseId: string }) => c.courseId),
    ).toEqual([course.id]);

    // ordering again once bought
    const twice = await order(s, course.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already bought/);
  });

  it("writes the amount in the web app's one form per language, in a block that follows the page's direction", async () => {
    const s = await applied(course.id, 'approved');
    const { reference } = (await order(s, course.id)).json().data;
    const page = (lang: string) => t.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}`, cookies: { 'sewee-lang': lang } });
    const fr = (await page('fr')).body;
    // The web's prices read "49,99 $" in French, not "49,99 $US".
    expect(fr).toContain('<div class="amount">49,99\u00a0$</div>');
    expect(fr).not.toContain('$US');
    const ar = (await page('ar')).body;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    // Right to left: the ISO code, isolated (FSI...PDI), in a block aligned with the Arabic text around it.
    expect(ar).toMatch(/<div class="amount">\u2068[^<]*49\.99\sUSD\u2069<\/div>/);
  });

  it('pays later: the payment is processing (the waiting view) until it settles 30 s on, then capture enrols', async () => {
    const s = await applied(course.id, 'approved');
    const { reference } = (await order(s, course.id)).json().data;
    const later = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, ...form('later') });
    expect(later.statusCode).toBe(303);
    expect(later.headers.location).toBe(`http://localhost:3000/payment-return?reference=${reference}`);
    const waiting = await capture(s, reference);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toMatchObject({
      message: 'Payment received, waiting for confirmation.',
      data: { orderStatus: 'processing', amount: 49.99, currency: 'USD' },
    });
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'processing', paymentStatus: 'processing' });
    // Pressing another button on the page changes nothing: the first choice stands.
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, ...form('cancel') });
    expect((await capture(s, reference)).json().data.orderStatus).toBe('processing');
    expect(await enrolmentCount(s.user._id, course.id)).toBe(0);
    // The sandbox "provider" settles it 30 s after the choice: move that choice 31 s back instead of waiting.
    await t.ctx.db
      .update(orders)
      .set({ paymentUpdatedAt: new Date(Date.now() - 31_000) })
      .where(eq(orders.reference, reference));
    expect((await capture(s, reference)).json().data.orderStatus).toBe('paid');
    expect(await enrolmentCount(s.user._id, course.id)).toBe(1);
  });

  it('cancels: Cancel -> 303, capture fails with a message, no enrolment, and Pay afterwards changes nothing', async () => {
    const s = await applied(course.id, 'approved');
    const { reference } = (await order(s, course.id)).json().data;
    const cancel = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, ...form('cancel') });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`http://localhost:3000/payment-return?reference=${reference}`);
    const cap = await capture(s, reference);
    expect(cap.statusCode).toBe(409);
    expect(cap.json()).toMatchObject({ success: false, message: expect.stringMatching(/not completed/) });
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'failed', paymentStatus: 'abandoned' });

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}` });
    expect(page.body).not.toContain('value="cancel"');
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, ...form('pay') });
    expect((await capture(s, reference)).statusCode).toBe(409);
    expect(await enrolmentCount(s.user._id, course.id)).toBe(0);

    // a new order can still be paid
    const again = (await order(s, course.id)).json().data.reference;
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${again}`, payload: { action: 'pay' } }); // JSON works too
    expect((await capture(s, again)).statusCode).toBe(200);
    expect(await enrolmentCount(s.user._id, course.id)).toBe(1);
  });

  it('keeps an unpaid order pending so a later capture can still succeed', async () => {
    const s = await applied(course.id, 'approved');
    const { reference } = (await order(s, course.id)).json().data;
    const early = await capture(s, reference);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not been completed yet/);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'initiated' });
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, ...form('pay') });
    expect((await capture(s, reference)).statusCode).toBe(200);
  });

  it('settles an earlier paid-but-uncaptured order instead of charging twice', async () => {
    const s = await applied(course.id, 'approved');
    const { reference } = (await order(s, course.id)).json().data;
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, ...form('pay') });
    const second = await order(s, course.id);
    expect(second.statusCode).toBe(409);
    expect(await enrolmentCount(s.user._id, course.id)).toBe(1);
  });

  it('resumes the open checkout on a second Buy Now instead of making a second order', async () => {
    const s = await applied(course.id, 'approved');
    const first = (await order(s, course.id)).json().data;
    const again = await order(s, course.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.userId, s.user._id))).toHaveLength(1);
    // Once that checkout is cancelled, Buy Now starts a new one.
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${first.reference}`, ...form('cancel') });
    const fresh = (await order(s, course.id)).json().data;
    expect(fresh.reference).not.toBe(first.reference);
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${fresh.reference}`, ...form('pay') });
    expect((await capture(s, fresh.reference)).statusCode).toBe(200);
  });

  it('does not resume an open checkout at an old price', async () => {
    const priced = (await insertCourse(t, { _id: admin.user._id, name: 'Ada Instructor' }, { pricing: 10 })).course;
    const s = await applied(priced.id, 'approved');
    const first = (await order(s, priced.id)).json().data;
    await t.ctx.db.update(courses).set({ pricingCents: 1500 }).where(eq(courses.id, priced.id));
    const second = (await order(s, priced.id)).json().data;
    expect(second.reference).not.toBe(first.reference);
    expect(await storedOrder(second.reference)).toMatchObject({ amountCents: 1500 });
  });

  it('does not enrol a student rejected after paying: 403 that says the payment will be refunded', async () => {
    const s = await applied(course.id, 'approved');
    const { reference } = (await order(s, course.id)).json().data;
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, ...form('pay') });
    await admin.client.patch(`/api/auth/users/${s.user._id}/status`, { status: 'rejected' });
    const res = await capture(s, reference);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/account was not approved.*refunded/);
    expect(await enrolmentCount(s.user._id, course.id)).toBe(0);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'paid', refundReason: 'account_rejected', refundStatus: 'due' });
  });

  it("does not let another user capture someone's reference", async () => {
    const owner = await applied(course.id, 'approved');
    const thief = await applied(course.id, 'approved');
    const { reference } = (await order(owner, course.id)).json().data;
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, ...form('pay') });
    for (const who of [thief, admin]) {
      const res = await capture(who, reference);
      expect(res.statusCode).toBe(404);
    }
    expect(await enrolmentCount(thief.user._id, course.id)).toBe(0);
    expect(await enrolmentCount(owner.user._id, course.id)).toBe(0);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'pending' });
    expect((await capture(owner, reference)).statusCode).toBe(200);
  });

  it('ignores tampered price, user and status fields in the order payload', async () => {
    const s = await applied(course.id, 'approved');
    const victim = await verifiedStudent(t);
    const res = await order(s, course.id, {
      userId: victim.user._id,
      userName: 'Someone Else',
      userEmail: victim.user.email,
      orderStatus: 'paid',
      paymentStatus: 'success',
      paymentMethod: 'free',
      coursePricing: 0.01,
      amountCents: 1,
      currency: 'NGN',
      instructorId: victim.user._id,
      courseTitle: 'Cheap',
    });
    expect(res.statusCode).toBe(201);
    const stored = await storedOrder(res.json().data.reference);
    expect(stored).toMatchObject({
      userId: s.user._id,
      amountCents: 4999,
      currency: 'USD',
      orderStatus: 'pending',
      paymentStatus: 'initiated',
    });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${stored.reference}` });
    expect(page.body).toContain('$49.99');
    expect(page.body).not.toContain('Cheap');
    expect(await enrolmentCount(s.user._id, course.id)).toBe(0);
    expect(await enrolmentCount(victim.user._id, course.id)).toBe(0);
  });

  it('answers an unknown checkout with a 404 page and an unknown capture with 404', async () => {
    const s = await verifiedStudent(t);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/checkout/sewee_nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/checkout/sewee_nope', ...form('pay') })).statusCode).toBe(404);
    expect((await capture(s, 'sewee_nope')).statusCode).toBe(404);
    expect((await s.client.post('/api/student/order/capture', {})).statusCode).toBe(400);
  });

  it('has no Paystack or Flutterwave webhook while the sandbox is the provider', async () => {
    for (const url of ['/api/payments/paystack/webhook', '/api/payments/flutterwave/webhook']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'verif-hash': 'x' },
        payload: { event: 'charge.success', data: {} },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('free courses', () => {
  it('makes an order without a provider round-trip and capture enrols', async () => {
    const s = await applied(freeCourse.id, 'approved');
    const res = await order(s, freeCourse.id);
    expect(res.statusCode).toBe(201);
    const { reference, approveUrl } = res.json().data;
    expect(approveUrl).toBe(`http://localhost:3000/payment-return?reference=${reference}`);
    expect(await storedOrder(reference)).toMatchObject({ amountCents: 0, provider: 'free', orderStatus: 'pending' });
    expect((await capture(s, reference)).statusCode).toBe(200);
    expect((await capture(s, reference)).statusCode).toBe(200);
    expect(await enrolmentCount(s.user._id, freeCourse.id)).toBe(1);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'paid' });
  });

  it('does not enrol a student rejected after the checkout began (nothing to refund: the order stays open)', async () => {
    const s = await applied(freeCourse.id, 'approved');
    const { reference } = (await order(s, freeCourse.id)).json().data;
    await admin.client.patch(`/api/auth/users/${s.user._id}/status`, { status: 'rejected' });
    const res = await capture(s, reference);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/account was not approved/);
    expect(await enrolmentCount(s.user._id, freeCourse.id)).toBe(0);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'pending', refundReason: null });
  });

  it('still needs an approved application', async () => {
    const s = await applied(freeCourse.id);
    expect((await order(s, freeCourse.id)).statusCode).toBe(403);
  });
});
