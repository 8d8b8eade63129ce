import { and, eq } from 'drizzle-orm';
import { RefundsResponse } from '@sewee/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, orders } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { readOutbox, signedInAdmin, verifiedStudent } from './helpers/client';
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

/** Two checkouts (two tabs), both paid at Paystack, the first one captured: the double charge. */
async function paidTwice(s: Student) {
  const first = await checkout(s);
  const second = await checkout(s);
  paystack.pay(first.reference);
  paystack.pay(second.reference);
  expect((await capture(s, first.reference)).json()).toMatchObject({ data: { orderStatus: 'paid' } });
  return { first, second };
}

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

  it('keeps an ongoing payment open as processing (the waiting view), and a later retry enrols', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    paystack.setStatus(reference, 'ongoing');
    const waiting = await capture(s, reference);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({ message: 'Payment received, waiting for confirmation.', data: { orderStatus: 'processing' } });
    expect((await storedOrder(reference)).orderStatus).toBe('processing');
    paystack.failNextWith(503);
    expect((await capture(s, reference)).statusCode).toBe(502);
    expect((await storedOrder(reference)).orderStatus).toBe('processing');
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

describe('a second paid checkout (double charge)', () => {
  it('opens a new Paystack transaction on every Buy Now (a reference is initialized once)', async () => {
    const s = await approvedStudent();
    const first = await checkout(s);
    const second = await checkout(s);
    expect(second.reference).not.toBe(first.reference);
    expect(paystack.transactions.has(first.reference) && paystack.transactions.has(second.reference)).toBe(true);
  });

  it('enrols once, records the second payment for refund, tells the student and lists it for admins', async () => {
    const s = await approvedStudent();
    const { first, second } = await paidTwice(s);
    expect((await capture(s, first.reference)).json().data.refundReason).toBeUndefined();

    const dup = await capture(s, second.reference);
    expect(dup.statusCode, dup.body).toBe(200);
    expect(dup.json()).toMatchObject({ success: true, data: { orderStatus: 'paid', refundReason: 'duplicate' } });
    expect(dup.json().message).toMatch(/already bought this course.*will be refunded/);
    expect(await enrolmentCount(s.user._id)).toBe(1);
    expect(await storedOrder(second.reference)).toMatchObject({ orderStatus: 'paid', refundReason: 'duplicate', refundStatus: 'due' });
    // A replay says the same and sends no second e-mail.
    expect((await capture(s, second.reference)).json().data.refundReason).toBe('duplicate');
    const mails = (await readOutbox(t)).filter((m) => m.to === s.user.email && /refunded/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('$49.99');
    expect(mails[0].text).toContain(second.reference);

    const list = RefundsResponse.parse((await admin.client.get('/api/instructor/refunds')).json()).data;
    expect(list.find((r) => r.reference === second.reference)).toMatchObject({
      orderId: second.orderId,
      amount: 49.99,
      currency: 'USD',
      provider: 'paystack',
      reason: 'duplicate',
      status: 'due',
      student: { _id: s.user._id, email: s.user.email },
      course: { _id: course.id, title: 'Hats and Fascinators' },
    });
    expect(list.some((r) => r.reference === first.reference)).toBe(false);
  });

  it('records the second payment when only the webhook brings it (the student never came back)', async () => {
    const s = await approvedStudent();
    const { second } = await paidTwice(s);
    const { payload, signature } = paystack.webhook('charge.success', { reference: second.reference });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await storedOrder(second.reference)).toMatchObject({ orderStatus: 'paid', refundReason: 'duplicate', refundStatus: 'due' });
    expect((await readOutbox(t)).filter((m) => m.to === s.user.email && /refunded/.test(m.subject))).toHaveLength(1);
  });
});

describe('a student rejected after the checkout began', () => {
  it.each([
    ['the account', (s: Student) => admin.client.patch(`/api/auth/users/${s.user._id}/status`, { status: 'rejected' }), 'account_rejected'],
    [
      'the application',
      async (s: Student) => {
        const { applications } = (
          await admin.client.get(`/api/student/course-application/applications?search=${encodeURIComponent(s.user.email)}`)
        ).json();
        return admin.client.put(`/api/student/course-application/applications/${applications[0]._id}/status`, { status: 'rejected' });
      },
      'application_rejected',
    ],
  ] as const)(
    'is not enrolled when %s is rejected; the payment is recorded for refund (capture and webhook)',
    async (_what, reject, reason) => {
      const s = await approvedStudent();
      const { reference } = await checkout(s);
      paystack.pay(reference);
      expect((await reject(s)).statusCode).toBe(200);

      const res = await capture(s, reference);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/not approved.*did not enrol you.*refunded/) });
      expect(await enrolmentCount(s.user._id)).toBe(0);
      expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'paid', refundReason: reason, refundStatus: 'due' });
      expect((await capture(s, reference)).statusCode).toBe(403);
      const { payload, signature } = paystack.webhook('charge.success', { reference });
      expect((await webhook(payload, signature)).statusCode).toBe(200);
      expect(await enrolmentCount(s.user._id)).toBe(0);
      expect((await readOutbox(t)).filter((m) => m.to === s.user.email && /refunded/.test(m.subject))).toHaveLength(1);
      const listed = (await admin.client.get('/api/instructor/refunds'))
        .json()
        .data.find((r: { reference: string }) => r.reference === reference);
      expect(listed).toMatchObject({ reason, status: 'due' });
    },
  );
});

describe('payments to refund (admins)', () => {
  it('marks a due refund as refunded once; the list keeps it, due ones first', async () => {
    const s = await approvedStudent();
    const { second } = await paidTwice(s);
    await capture(s, second.reference);

    const url = `/api/instructor/refunds/${second.orderId}`;
    const done = await admin.client.patch(url, { status: 'refunded' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      data: { orderId: second.orderId, status: 'refunded', refundedAt: expect.any(String) },
    });
    const again = await admin.client.patch(url, { status: 'refunded' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already marked as refunded/);

    const list = (await admin.client.get('/api/instructor/refunds')).json().data as { orderId: string; status: string }[];
    expect(list.find((r) => r.orderId === second.orderId)?.status).toBe('refunded');
    const firstRefunded = list.findIndex((r) => r.status === 'refunded');
    expect(list.slice(firstRefunded).every((r) => r.status === 'refunded')).toBe(true);
  });

  it('answers 404 for an order that is not a refund, and 400 for any other status', async () => {
    const s = await approvedStudent();
    const { reference, orderId } = await checkout(s);
    paystack.pay(reference);
    await capture(s, reference);
    for (const id of [orderId, '00000000-0000-4000-8000-000000000009', 'nope']) {
      expect((await admin.client.patch(`/api/instructor/refunds/${id}`, { status: 'refunded' })).statusCode).toBe(404);
    }
    for (const status of ['due', 'REFUNDED', '', 1]) {
      expect((await admin.client.patch(`/api/instructor/refunds/${orderId}`, { status })).statusCode).toBe(400);
    }
    expect((await storedOrder(reference)).refundStatus).toBeNull();
  });
});
