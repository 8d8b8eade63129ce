import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recheckOpenOrders } from '../src/modules/orders/recheck-open';
import { createTestApp, type TestApp } from './helpers/app';
import { readOutbox, signedInAdmin } from './helpers/client';
import { startFakeFlutterwave, type FakeFlutterwave } from './helpers/fake-flutterwave';
import { insertCourse } from './helpers/fixtures';
import { orderFlow } from './helpers/order-flow';

// Issue 17: Flutterwave (PAYMENT_PROVIDER=flutterwave) for francophone mobile money, against a local
// fake of its documented v3 API; XOF as the currency.
let t: TestApp;
let flw: FakeFlutterwave;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let course: Awaited<ReturnType<typeof insertCourse>>['course'];
const HASH = 'my-dashboard-secret-hash';
const MINUTE = 60_000;

beforeAll(async () => {
  flw = await startFakeFlutterwave();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'flutterwave',
    FLUTTERWAVE_SECRET_KEY: flw.secretKey,
    FLUTTERWAVE_WEBHOOK_HASH: HASH,
    FLUTTERWAVE_BASE_URL: flw.url,
    PAYMENT_CURRENCY: 'XOF',
  });
  admin = await signedInAdmin(t);
  course = (await insertCourse(t, { _id: admin.user._id, name: 'Ada Instructor' }, { title: 'Bogolan Dyeing', pricing: 15000 })).course;
});
afterAll(async () => {
  await t.close();
  await flw.close();
});

const { approvedStudent, checkout, capture, enrolmentCount, storedOrder } = orderFlow(() => ({ t, admin, courseId: course.id }));
const webhook = (payload: string, hash?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/flutterwave/webhook',
    headers: { 'content-type': 'application/json', ...(hash ? { 'verif-hash': hash } : {}) },
    payload,
  });

describe('standard checkout', () => {
  it('creates a payment link with tx_ref, the amount in the major unit, the currency and the redirect', async () => {
    const s = await approvedStudent();
    const { reference, approveUrl } = await checkout(s);
    expect(approveUrl).toMatch(/^https:\/\/checkout\.flutterwave\.com\//);
    const call = flw.calls.find((c) => c.path === '/v3/payments' && (c.body as { tx_ref: string }).tx_ref === reference);
    expect(call?.body).toMatchObject({
      tx_ref: reference,
      amount: 15000,
      currency: 'XOF',
      redirect_url: 'http://localhost:3000/payment-return',
      customer: { email: s.user.email },
    });
    expect(await storedOrder(reference)).toMatchObject({ provider: 'flutterwave', currency: 'XOF', amountCents: 1_500_000 });
  });

  it('a student back before paying: not completed yet, the order stays open', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    const res = await capture(s, reference);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not been completed yet/);
    expect((await storedOrder(reference)).orderStatus).toBe('pending');
  });

  it('mobile money approved, not settled: the waiting view; then the webhook settles it (verified by id)', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    flw.approve(reference);
    const waiting = await capture(s, reference);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().data).toMatchObject({ orderStatus: 'processing', currency: 'XOF', amount: 15000 });
    const tx = flw.settle(reference);
    expect((await webhook(flw.webhook(reference), HASH)).statusCode).toBe(200);
    expect(flw.calls.some((c) => c.path === `/v3/transactions/${tx.id}/verify`)).toBe(true);
    expect((await storedOrder(reference)).orderStatus).toBe('paid');
    expect(await enrolmentCount(s.user._id)).toBe(1);
    // Replayed: still one enrolment, one receipt.
    expect((await webhook(flw.webhook(reference), HASH)).statusCode).toBe(200);
    expect(await enrolmentCount(s.user._id)).toBe(1);
    const receipts = (await readOutbox(t)).filter((m) => m.to === s.user.email && /receipt/i.test(m.subject));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toMatch(/Amount: .*15,000/);
  });

  it('settles through the re-check job (verify by tx_ref) when no webhook comes', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    flw.approve(reference);
    flw.settle(reference);
    const created = (await storedOrder(reference)).createdAt.getTime();
    await recheckOpenOrders(t.ctx, new Date(created + MINUTE + 1000));
    expect(flw.calls.some((c) => c.path === '/v3/transactions/verify_by_reference' && c.query === `?tx_ref=${reference}`)).toBe(true);
    expect((await storedOrder(reference)).orderStatus).toBe('paid');
    expect(await enrolmentCount(s.user._id)).toBe(1);
  });

  it.each([
    ['a smaller amount', { amount: 14999 }],
    ['another currency', { currency: 'NGN' }],
  ])('does not enrol when verify reports %s', async (_what, data) => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    flw.settle(reference, data);
    expect((await capture(s, reference)).statusCode).toBe(409);
    expect(await enrolmentCount(s.user._id)).toBe(0);
  });

  it("does not enrol on a webhook whose transaction id is another order's payment", async () => {
    const s = await approvedStudent();
    const mine = await checkout(s);
    const other = await checkout(await approvedStudent());
    const paid = flw.settle(other.reference);
    flw.approve(mine.reference);
    const res = await webhook(flw.webhook(mine.reference, { id: paid.id, status: 'successful' }), HASH);
    expect(res.statusCode).toBe(502); // verify answered for another tx_ref: nothing is known, Flutterwave retries
    expect((await storedOrder(mine.reference)).orderStatus).not.toBe('paid');
    expect(await enrolmentCount(s.user._id)).toBe(0);
  });
});

describe('webhook', () => {
  it('answers 401 to a missing or wrong verif-hash and changes nothing', async () => {
    const s = await approvedStudent();
    const { reference } = await checkout(s);
    flw.settle(reference);
    expect((await webhook(flw.webhook(reference))).statusCode).toBe(401);
    expect((await webhook(flw.webhook(reference), 'not-the-hash')).statusCode).toBe(401);
    expect((await webhook(flw.webhook(reference), `${HASH}x`)).statusCode).toBe(401);
    expect((await storedOrder(reference)).orderStatus).toBe('pending');
  });

  it('answers 200 to an unknown reference and to other events, doing nothing', async () => {
    expect(
      (await webhook(JSON.stringify({ event: 'charge.completed', data: { id: 1, tx_ref: 'sewee_nobody', status: 'successful' } }), HASH))
        .statusCode,
    ).toBe(200);
    expect((await webhook(JSON.stringify({ event: 'transfer.completed', data: {} }), HASH)).statusCode).toBe(200);
  });
});
