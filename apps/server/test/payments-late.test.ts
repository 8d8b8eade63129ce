import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import pino from 'pino';
import { nextCheckAt, RECHECK_CRON, RECHECK_QUEUE, recheckOpenOrders, scheduleOrderChecks } from '../src/modules/orders/recheck-open';
import { JobQueue } from '../src/platform/jobs/queue';
import { createTestApp, type TestApp } from './helpers/app';
import { readOutbox, signedInAdmin } from './helpers/client';
import { startFakePaystack, type FakePaystack } from './helpers/fake-paystack';
import { insertCourse } from './helpers/fixtures';
import { orderFlow, type Student } from './helpers/order-flow';

// Payments that settle late (docs/decisions/025-payments-that-settle-late.md): mobile money, USSD and
// transfers settle minutes after the student comes back. Paystack's documented API is faked on
// loopback; the re-check job's work is called with a moved clock.
let t: TestApp;
let paystack: FakePaystack;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let course: Awaited<ReturnType<typeof insertCourse>>['course'];
const MINUTE = 60_000;

beforeAll(async () => {
  paystack = await startFakePaystack('sk_test_x');
  t = await createTestApp({
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: 'sk_test_x',
    PAYSTACK_BASE_URL: paystack.url,
    PAYMENT_CURRENCY: 'GHS',
    PAYSTACK_CHANNELS: 'card, mobile_money',
    PAYMENT_EXPIRY_HOURS: '48',
  });
  admin = await signedInAdmin(t);
  course = (await insertCourse(t, { _id: admin.user._id, name: 'Ada Instructor' }, { title: 'Kente Weaving', pricing: 120 })).course;
});
afterAll(async () => {
  await t.close();
  await paystack.close();
});

const { approvedStudent, checkout, capture, enrolmentCount, storedOrder } = orderFlow(() => ({ t, admin, courseId: course.id }));
const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    payload,
  });
/** The re-check job's work, as if it ran `ms` after the order was made. */
const recheckAt = async (reference: string, ms: number) =>
  recheckOpenOrders(t.ctx, new Date((await storedOrder(reference)).createdAt.getTime() + ms));
const receipts = async (s: Student) => (await readOutbox(t)).filter((m) => m.to === s.user.email && /receipt/i.test(m.subject));

/** A student who chose mobile money, approved it on their phone and came back before it settled. */
async function waitingPayment() {
  const s = await approvedStudent();
  const { reference } = await checkout(s);
  paystack.setStatus(reference, 'pending');
  const res = await capture(s, reference);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toMatchObject({ orderStatus: 'processing', amount: 120, currency: 'GHS' });
  return { s, reference };
}

describe('initialize', () => {
  it('offers the channels the school accepts, in the configured currency', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    const init = paystack.calls.find(
      (c) => c.path === '/transaction/initialize' && (c.body as { reference: string }).reference === reference,
    );
    expect(init?.body).toMatchObject({ channels: ['card', 'mobile_money'], currency: 'GHS', amount: '12000' });
  });
});

describe('a payment that settles late', () => {
  it('pending -> processing -> paid through the webhook: enrolled once, with a receipt e-mail', async () => {
    const { s, reference } = await waitingPayment();
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'processing', paymentStatus: 'processing' });
    expect(await enrolmentCount(s.user._id)).toBe(0);
    paystack.pay(reference);
    const { payload, signature } = paystack.webhook('charge.success', { reference, amount: 12000, currency: 'GHS', status: 'success' });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'paid', nextCheckAt: null });
    expect(await enrolmentCount(s.user._id)).toBe(1);
    // A replayed webhook changes nothing and sends nothing more.
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    const mails = await receipts(s);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your receipt for Kente Weaving');
    // The web app's one form of an amount in English (shared formatAmount): the narrow symbol.
    expect(mails[0]!.text).toContain('Amount: GH₵120.00');
    expect(mails[0]!.text).toContain(reference);
    expect(mails[0]!.text).toMatch(/Date: .*20\d\d/);
    // The waiting view's next poll sees it paid.
    expect((await capture(s, reference)).json().data).toMatchObject({ orderStatus: 'paid', currency: 'GHS', amount: 120 });
  });

  it('pending -> paid through the re-check job when no webhook comes, on its backoff', async () => {
    const { s, reference } = await waitingPayment();
    const created = (await storedOrder(reference)).createdAt.getTime();
    expect((await storedOrder(reference)).nextCheckAt?.getTime()).toBeGreaterThan(created);
    await recheckAt(reference, MINUTE + 1000);
    expect((await storedOrder(reference)).nextCheckAt?.getTime()).toBe(created + 2 * MINUTE);
    paystack.pay(reference);
    await recheckAt(reference, MINUTE + 2000); // not due again before 2 minutes
    expect((await storedOrder(reference)).orderStatus).toBe('processing');
    await recheckAt(reference, 2 * MINUTE + 1000);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'paid', nextCheckAt: null });
    expect(await enrolmentCount(s.user._id)).toBe(1);
    expect(await receipts(s)).toHaveLength(1);
  });

  it('a transfer never made: re-checked until expiry, then abandoned; Buy Now starts again', async () => {
    const { s, reference } = await waitingPayment();
    for (const m of [1, 2, 5, 10, 30, 24 * 60]) {
      await recheckAt(reference, m * MINUTE + 1000);
      expect((await storedOrder(reference)).orderStatus).toBe('processing');
    }
    await recheckAt(reference, 48 * 60 * MINUTE + 1000);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'abandoned', nextCheckAt: null });
    const again = await capture(s, reference);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/expired/);
    const fresh = await checkout(s);
    expect(fresh.reference).not.toBe(reference);
    expect(fresh.approveUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
  });

  it('an unfinished checkout (Paystack: abandoned) is re-checked too and abandoned at expiry', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    expect((await capture(s, reference)).statusCode).toBe(409);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'failed', paymentStatus: 'abandoned' });
    await recheckAt(reference, 48 * 60 * MINUTE + 1000);
    expect((await storedOrder(reference)).orderStatus).toBe('abandoned');
  });

  it('a late success for an abandoned order still enrols when the amount matches, and not when it does not', async () => {
    const { s, reference } = await waitingPayment();
    await recheckAt(reference, 48 * 60 * MINUTE + 1000);
    expect((await storedOrder(reference)).orderStatus).toBe('abandoned');
    paystack.pay(reference);
    const { payload, signature } = paystack.webhook('charge.success', { reference });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await storedOrder(reference)).orderStatus).toBe('paid');
    expect(await enrolmentCount(s.user._id)).toBe(1);

    const other = await waitingPayment();
    await recheckAt(other.reference, 48 * 60 * MINUTE + 1000);
    paystack.pay(other.reference, { amount: 100 });
    const late = paystack.webhook('charge.success', { reference: other.reference });
    expect((await webhook(late.payload, late.signature)).statusCode).toBe(200);
    expect((await storedOrder(other.reference)).orderStatus).toBe('abandoned');
    expect(await enrolmentCount(other.s.user._id)).toBe(0);
  });

  it('a provider that cannot be reached at expiry leaves the order open for the next sweep', async () => {
    const { reference } = await waitingPayment();
    paystack.failNextWith(503);
    const at = (await storedOrder(reference)).createdAt.getTime() + 48 * 60 * MINUTE + 1000;
    // Only this order is due that far ahead once the others are settled or abandoned.
    await recheckOpenOrders(t.ctx, new Date(at));
    expect((await storedOrder(reference)).orderStatus).toBe('processing');
    await recheckOpenOrders(t.ctx, new Date(at + 5 * MINUTE));
    expect((await storedOrder(reference)).orderStatus).toBe('abandoned');
  });

  it('Buy Now on a payment under way sends the student back to the waiting view instead of charging again', async () => {
    const { s, reference } = await waitingPayment();
    const initializes = paystack.calls.filter((c) => c.path === '/transaction/initialize').length;
    const again = await checkout(s);
    expect(again).toEqual({
      orderId: (await storedOrder(reference)).id,
      reference,
      approveUrl: `http://localhost:3000/payment-return?reference=${reference}`,
    });
    expect(paystack.calls.filter((c) => c.path === '/transaction/initialize')).toHaveLength(initializes);
  });

  it('a payment under way stays under way when the provider answers an unknown status in between', async () => {
    const { s, reference } = await waitingPayment();
    paystack.setStatus(reference, 'pending', { status: 'not_documented_yet' });
    const res = await capture(s, reference);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.orderStatus).toBe('processing');
    expect((await storedOrder(reference)).orderStatus).toBe('processing');
  });

  it('a re-check due at a time PostgreSQL keeps to the microsecond is still taken', async () => {
    const { s, reference } = await waitingPayment();
    const due = new Date((await storedOrder(reference)).createdAt.getTime() + MINUTE);
    const micro = `${due.toISOString().slice(0, 23)}456Z`;
    await t.ctx.db.execute(sql`UPDATE orders SET next_check_at = ${micro}::timestamptz WHERE reference = ${reference}`);
    paystack.pay(reference);
    const report = await recheckOpenOrders(t.ctx, new Date(due.getTime() + 1000));
    expect(report.checked).toBeGreaterThanOrEqual(1);
    expect(await storedOrder(reference)).toMatchObject({ orderStatus: 'paid', nextCheckAt: null });
    expect(await enrolmentCount(s.user._id)).toBe(1);
  });

  it('Buy Now after the school changed provider starts a new order instead of waiting on the old one', async () => {
    const { s, reference } = await waitingPayment();
    await t.ctx.db.update(orders).set({ provider: 'sandbox' }).where(eq(orders.reference, reference));
    const again = await checkout(s);
    expect(again.reference).not.toBe(reference);
    expect(again.approveUrl).not.toContain('/payment-return');
  });

  it('20 settlements at once (captures, webhooks, the job) enrol once and send one receipt', async () => {
    const { s, reference } = await waitingPayment();
    paystack.pay(reference);
    const { payload, signature } = paystack.webhook('charge.success', { reference });
    const results = await Promise.all([
      ...Array.from({ length: 14 }, () => capture(s, reference)),
      ...Array.from({ length: 5 }, () => webhook(payload, signature)),
      recheckAt(reference, MINUTE + 1000).then(() => ({ statusCode: 200 })),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await enrolmentCount(s.user._id)).toBe(1);
    expect(await receipts(s)).toHaveLength(1);
  });
});

describe('webhooks', () => {
  it('answers 200 to an unknown reference and ignores it', async () => {
    const { payload, signature } = paystack.webhook('charge.success', { reference: 'sewee_nobody' });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
  });

  it('answers 401 to a forged signature and changes nothing', async () => {
    const { reference } = await waitingPayment();
    paystack.pay(reference);
    const forged = paystack.webhook('charge.success', { reference }, 'sk_test_forged');
    expect((await webhook(forged.payload, forged.signature)).statusCode).toBe(401);
    expect((await storedOrder(reference)).orderStatus).toBe('processing');
  });
});

describe('the re-check job', () => {
  it('is scheduled on the job queue every minute, once however many processes start', async () => {
    const jobs = await JobQueue.start(t.ctx.database, pino({ level: 'silent' }));
    try {
      await scheduleOrderChecks(t.ctx, jobs);
      await scheduleOrderChecks(t.ctx, jobs);
      const r = await t.ctx.db.execute(`select name, cron from pgboss.schedule where name = '${RECHECK_QUEUE}'` as never);
      expect((r as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'payment-recheck', cron: RECHECK_CRON }]);
      expect(RECHECK_CRON).toBe('* * * * *');
    } finally {
      await jobs.stop(5_000);
    }
  }, 120_000);
});

describe('the backoff', () => {
  it('checks after 1, 2, 5, 10 and 30 minutes, then daily, and last at the expiry', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const expiry = 72 * 60 * MINUTE;
    const seen: number[] = [];
    let now = created;
    for (let i = 0; i < 8; i++) {
      now = nextCheckAt(created, now, expiry);
      seen.push((now.getTime() - created.getTime()) / MINUTE);
    }
    expect(seen).toEqual([1, 2, 5, 10, 30, 24 * 60, 48 * 60, 72 * 60]);
    expect((nextCheckAt(created, new Date(created.getTime() + 31 * MINUTE), 24 * 60 * MINUTE).getTime() - created.getTime()) / MINUTE).toBe(
      24 * 60,
    );
  });
});
