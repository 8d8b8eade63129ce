import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, orders } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { signedInAdmin, verifiedStudent } from './helpers/client';
import { startFakePaystack, type FakePaystack } from './helpers/fake-paystack';
import { insertCourse } from './helpers/fixtures';

let t: TestApp;
let paystack: FakePaystack;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let course: Awaited<ReturnType<typeof insertCourse>>['course'];

beforeAll(async () => {
  paystack = await startFakePaystack('sk_test_x');
  t = await createTestApp({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_BASE_URL: paystack.url });
  admin = await signedInAdmin(t);
  course = (await insertCourse(t, { _id: admin.user._id, name: 'Ada Instructor' }, { title: 'Hats and Fascinators', pricing: 49.99 }))
    .course;
});
afterAll(async () => {
  await t.close();
  await paystack.close();
});

type Student = Awaited<ReturnType<typeof verifiedStudent>>;

async function approvedStudent() {
  const s = await verifiedStudent(t);
  const res = await s.client.post(`/api/student/course-application/courses/${course.id}/apply`, { name: s.user.name, email: s.user.email });
  await admin.client.put(`/api/student/course-application/applications/${res.json().data._id}/status`, { status: 'approved' });
  return s;
}

async function checkout(s: Student, extra: Record<string, unknown> = {}) {
  const res = await s.client.post('/api/student/order/create', { courseId: course.id, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { orderId: string; reference: string; approveUrl: string };
}

const capture = (s: Student, reference: string) => s.client.post('/api/student/order/capture', { reference });
const enrolmentCount = async (userId: string) =>
  (
    await t.ctx.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, course.id)))
  ).length;
const storedOrder = async (reference: string) => (await t.ctx.db.select().from(orders).where(eq(orders.reference, reference)))[0];
const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    payload,
  });

describe('initialize', () => {
  it("sends Paystack the course's price in minor units, the session user's e-mail and the callback", async () => {
    const s = await approvedStudent();
    const { reference, approveUrl } = await checkout(s);
    const tx = paystack.transactions.get(reference)!;
    expect(tx).toMatchObject({ email: s.user.email, amount: 4999, currency: 'USD', callbackUrl: 'http://localhost:3000/payment-return' });
    expect(approveUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(reference).toMatch(/^sewee_[0-9a-f]{32}$/);
    expect(await storedOrder(reference)).toMatchObject({ provider: 'paystack', orderStatus: 'pending', paymentStatus: 'initiated' });
  });

  it('charges the database price whatever the payload says', async () => {
    const s = await approvedStudent();
    const victim = await verifiedStudent(t);
    const { reference } = await checkout(s, {
      coursePricing: 0.5,
      amount: 50,
      userId: victim.user._id,
      userEmail: victim.user.email,
      orderStatus: 'paid',
    });
    expect(paystack.transactions.get(reference)).toMatchObject({ amount: 4999, email: s.user.email });
    expect(await storedOrder(reference)).toMatchObject({ userId: s.user._id, amountCents: 4999, orderStatus: 'pending' });
  });

  it('answers 502 when Paystack is down, and records the order as failed', async () => {
    const s = await approvedStudent();
    paystack.failNextWith(500);
    const res = await s.client.post('/api/student/order/create', { courseId: course.id });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/payment provider/);
    const rows = await t.ctx.db.select().from(orders).where(eq(orders.userId, s.user._id));
    expect(rows.map((r) => r.orderStatus)).toEqual(['failed']);
  });
});

describe('capture', () => {
  it('enrols once for a paid order; replays report success and change nothing', async () => {
    const s = await approvedStudent();
    const { reference, orderId } = await checkout(s);
    paystack.pay(reference);
    const res = await capture(s, reference);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { orderId, orderStatus: 'paid' } });
    const paidAt = (await storedOrder(reference)).paidAt;
    await Promise.all([capture(s, reference), capture(s, reference), capture(s, reference)]);
    expect(await enrolmentCount(s.user._id)).toBe(1);
    expect((await storedOrder(reference)).paidAt).toEqual(paidAt);
    const verifies = paystack.calls.filter((c) => c.path === `/transaction/verify/${reference}`).length;
    expect((await capture(s, reference)).statusCode).toBe(200);
    expect(paystack.calls.filter((c) => c.path === `/transaction/verify/${reference}`).length).toBe(verifies); // paid orders are not re-verified
  });

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['one minor unit less', { amount: 4998 }],
    ['another currency', { currency: 'NGN' }],
    ['an amount given as text', { amount: 'lots' }],
  ])('does not enrol when verify reports %s', async (_label, verifyData) => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    paystack.pay(reference, verifyData);
    const res = await capture(s, reference);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/did not match/);
    expect(await enrolmentCount(s.user._id)).toBe(0);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'failed', paymentStatus: 'failed' });
  });

  it.each(['failed', 'abandoned', 'reversed'] as const)(
    'does not enrol when the payment is %s; the order is marked failed',
    async (status) => {
      const s = await approvedStudent();
      const { reference } = await checkout(s);
      paystack.setStatus(reference, status);
      const res = await capture(s, reference);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/not completed/) });
      expect(await enrolmentCount(s.user._id)).toBe(0);
      expect((await storedOrder(reference)).orderStatus).toBe('failed');
    },
  );

  it('leaves an ongoing payment pending, and a later retry enrols', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    paystack.setStatus(reference, 'ongoing');
    expect((await capture(s, reference)).statusCode).toBe(409);
    expect((await storedOrder(reference)).orderStatus).toBe('pending');
    paystack.failNextWith(503);
    expect((await capture(s, reference)).statusCode).toBe(502);
    expect((await storedOrder(reference)).orderStatus).toBe('pending');
    paystack.pay(reference);
    expect((await capture(s, reference)).statusCode).toBe(200);
    expect(await enrolmentCount(s.user._id)).toBe(1);
  });

  it('enrols a student whose checkout was abandoned and who paid later on the same reference', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    expect((await capture(s, reference)).statusCode).toBe(409); // Paystack says abandoned: order failed
    paystack.pay(reference);
    expect((await capture(s, reference)).statusCode).toBe(200);
    expect(await enrolmentCount(s.user._id)).toBe(1);
  });

  it("refuses to capture another user's reference", async () => {
    const owner = await approvedStudent();
    const other = await approvedStudent();
    const { reference } = await checkout(owner);
    paystack.pay(reference);
    expect((await capture(other, reference)).statusCode).toBe(404);
    expect(await enrolmentCount(other.user._id)).toBe(0);
    expect(await enrolmentCount(owner.user._id)).toBe(0);
  });
});

describe('webhook', () => {
  it('enrols on charge.success even when the student never returns; capture and webhook make one enrolment', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    paystack.pay(reference);
    const { payload, signature } = paystack.webhook('charge.success', { reference, amount: 4999, currency: 'USD', status: 'success' });
    const res = await webhook(payload, signature);
    expect(res.statusCode, res.body).toBe(200);
    expect(await enrolmentCount(s.user._id)).toBe(1);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await capture(s, reference)).statusCode).toBe(200);
    expect(await enrolmentCount(s.user._id)).toBe(1);
    expect((await storedOrder(reference)).orderStatus).toBe('paid');
  });

  it('capture first, then the webhook: still one enrolment', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    paystack.pay(reference);
    expect((await capture(s, reference)).statusCode).toBe(200);
    const { payload, signature } = paystack.webhook('charge.success', { reference });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await enrolmentCount(s.user._id)).toBe(1);
  });

  it('verifies with Paystack rather than trusting the event body', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s); // not paid at Paystack
    const { payload, signature } = paystack.webhook('charge.success', { reference, amount: 4999, currency: 'USD', status: 'success' });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await enrolmentCount(s.user._id)).toBe(0);
  });

  it('refuses a wrong, missing or foreign-key signature with 401 and changes nothing', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    paystack.pay(reference);
    const good = paystack.webhook('charge.success', { reference });
    const forged = paystack.webhook('charge.success', { reference }, 'sk_test_other');
    const tampered = JSON.stringify({ event: 'charge.success', data: { reference, extra: 1 } });
    for (const [payload, sig] of [
      [good.payload, forged.signature],
      [good.payload, undefined],
      [good.payload, 'abc'],
      [good.payload, good.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))],
      [tampered, good.signature],
    ] as const) {
      const res = await webhook(payload, sig);
      expect(res.statusCode).toBe(401);
    }
    expect(await enrolmentCount(s.user._id)).toBe(0);
    expect((await storedOrder(reference)).orderStatus).toBe('pending');
  });

  it('acknowledges other events and unknown references without doing anything', async () => {
    const a = paystack.webhook('transfer.success', { reference: 'x' });
    expect((await webhook(a.payload, a.signature)).statusCode).toBe(200);
    const b = paystack.webhook('charge.success', { reference: 'sewee_unknown' });
    expect((await webhook(b.payload, b.signature)).statusCode).toBe(200);
    const c = paystack.webhook('charge.success', {});
    expect((await webhook(c.payload, c.signature)).statusCode).toBe(200);
  });

  it('answers 400 (not 500) for a body that is not JSON', async () => {
    const res = await webhook('{not json', 'f'.repeat(128));
    expect(res.statusCode).toBe(400);
  });
});

describe('sandbox is off when Paystack is the provider', () => {
  it('serves no sandbox checkout', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${reference}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${reference}`, payload: { action: 'pay' } })).statusCode).toBe(
      404,
    );
    expect((await storedOrder(reference)).paymentStatus).toBe('initiated');
  });
});
