import crypto from 'node:crypto';
import { waivedPriceCents, type Refund, type RefundReason } from '@sewee/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, isUuid, notFound } from '../../lib/app-error';
import { formatMoney } from '../../lib/money';
import { mailLocale } from '../../platform/mail/locale';
import { receiptMail, refundMail } from '../../platform/mail/templates';
import type { JobQueue } from '../../platform/jobs/queue';
import { createPaymentProvider } from '../../platform/payments/factory';
import { PaymentProviderError, type PaymentProvider, type ProviderName } from '../../platform/payments/provider';
import { applicationsRepo } from '../applications/repository';
import { assertNotRejected, REJECTED_USER_MESSAGE } from '../applications/service';
import { coursesRepo } from '../courses/repository';
import { intakesRepo } from '../intakes/repository';
import { usersRepo, type UserRow } from '../users/repository';
import { ordersRepo, type OrderRow } from './repository';

/** What checking an order with its provider came to. */
type Outcome = 'paid' | 'processing' | 'pending' | 'failed' | 'mismatch' | 'abandoned';

const MESSAGES = {
  pending: 'The payment has not been completed yet. If you have paid, wait a moment and try again.',
  abandoned:
    'This payment was not confirmed in time, so the order has expired and you were not enrolled. You can try again from the course page.',
  failed: 'The payment was not completed, so you were not enrolled. You can try again from the course page.',
  mismatch: 'The payment did not match this order, so you were not enrolled. Please contact support.',
} as const;

const NOT_APPROVED_MESSAGE = 'Your application for this course was not approved, so you cannot buy it.';

/** Why an application in an intake (issue 23) does not let its student enrol. */
const NOT_ADMITTED: Partial<Record<string, string>> = {
  waitlisted: 'You are on the waitlist for this course. You can enrol once a seat is yours; we will e-mail you.',
  declined: 'You gave up your seat in this course, so you cannot enrol.',
  expired: 'Your seat in this course expired because you did not enrol in time.',
};

/** Orders that never reach a payment provider: a course priced 0, and a fee waived in full by a scholarship. */
const NO_PROVIDER = new Set(['free', 'scholarship']);
const REFUND_NOTE = 'It will be refunded to you; you do not need to do anything. We have e-mailed you the details.';

/** What the student is told when a payment enrolled nobody (capture answers 403 for these). */
const NOT_ENROLLED: Record<Exclude<RefundReason, 'duplicate'>, string> = {
  account_rejected: `Your account was not approved by the Sewee team, so this payment did not enrol you. ${REFUND_NOTE}`,
  application_rejected: `Your application for this course was not approved, so this payment did not enrol you. ${REFUND_NOTE}`,
};
const DUPLICATE_MESSAGE = `You had already bought this course with an earlier payment, so you are enrolled once and this second payment is not needed. ${REFUND_NOTE}`;

/** Rows the admins' refunds list returns at most (refunds are rare; a school with more needs paging). */
const REFUNDS_LIST_MAX = 500;

/**
 * Why a student may no longer be enrolled by a payment, re-checked when the payment is settled (a
 * checkout can outlive an admin's rejection): undefined when nothing stands in the way.
 */
async function blockedReason(db: DbOrTx, userId: string, courseId: string): Promise<Exclude<RefundReason, 'duplicate'> | undefined> {
  const [user, application] = await Promise.all([usersRepo.findById(db, userId), applicationsRepo.find(db, userId, courseId)]);
  if (!user || user.status === 'rejected') return 'account_rejected';
  if (application?.status !== 'approved') return 'application_rejected';
  return undefined;
}

const presentRefund = (r: Awaited<ReturnType<typeof ordersRepo.refunds>>[number]): Refund => ({
  orderId: r.order.id,
  reference: r.order.reference,
  provider: r.order.provider,
  amount: r.order.amountCents / 100,
  currency: r.order.currency,
  reason: r.order.refundReason!,
  status: r.order.refundStatus!,
  paidAt: r.order.paidAt?.toISOString() ?? null,
  refundedAt: r.order.refundedAt?.toISOString() ?? null,
  student: { _id: r.order.userId, name: r.studentName, email: r.studentEmail },
  course: { _id: r.order.courseId, title: r.courseTitle },
});

/** What each sandbox button records as the "provider's" payment status. */
const SANDBOX_CHOICES = { pay: 'success', cancel: 'abandoned', later: 'processing' } as const;

const PROCESSING_MESSAGE = 'Payment received, waiting for confirmation.';

/**
 * When the re-check job asks the provider about an open order again (issue 17): 1, 2, 5, 10 and
 * 30 minutes after it was made, then daily until its expiry (PAYMENT_EXPIRY_HOURS), when it is abandoned.
 */
const RECHECK_MINUTES = [1, 2, 5, 10, 30];
const DAY_MS = 24 * 3600_000;
/** How many due orders one sweep checks (the rest wait for the next minute's sweep). */
const RECHECK_BATCH = 50;
/** The sweep's schedule: every minute, once across every app process. */
export const RECHECK_QUEUE = 'payment-recheck';
export const RECHECK_CRON = '* * * * *';

/** The next re-check of an order made at `createdAt`, after `now`; capped at its expiry (the last check). */
export function nextCheckAt(createdAt: Date, now: Date, expiryMs: number): Date {
  const age = now.getTime() - createdAt.getTime();
  const offset = RECHECK_MINUTES.map((m) => m * 60_000).find((o) => o > age) ?? (Math.floor(age / DAY_MS) + 1) * DAY_MS;
  return new Date(createdAt.getTime() + Math.min(offset, expiryMs));
}

/** Server-made payment reference: unguessable, and valid for Paystack (alphanumerics, `-`, `_`). */
const newReference = () => `sewee_${crypto.randomBytes(16).toString('hex')}`;

export type OrdersService = ReturnType<typeof buildOrdersService>;
const services = new WeakMap<AppContext, OrdersService>();

/** The app's one orders service (its routes, the webhook and the re-check job share it). */
export function createOrdersService(ctx: AppContext): OrdersService {
  let service = services.get(ctx);
  if (!service) services.set(ctx, (service = buildOrdersService(ctx)));
  return service;
}

/** Re-checks open orders on the job queue every minute (each order on its own backoff), once across processes. */
export async function scheduleOrderChecks(ctx: AppContext, jobs: JobQueue): Promise<void> {
  const orders = createOrdersService(ctx);
  await jobs.every(RECHECK_QUEUE, RECHECK_CRON, async () => {
    const report = await orders.recheckOpen();
    if (report.checked) ctx.log.info(report, 'open payments re-checked');
  });
}

/** Orders and payments (design §7): create an order, send the student to the provider, capture idempotently. */
function buildOrdersService(ctx: AppContext) {
  const { db, config, log } = ctx;

  // Built when it is sent, from the order's refund record (reason, amount, reference).
  ctx.mailer.define('refund', async (job) => {
    const [row] = job.refId ? await ordersRepo.refunds(db, { orderId: job.refId, limit: 1 }) : [];
    if (!row?.order.refundReason) return null;
    const locale = mailLocale(job, { language: row.studentLanguage });
    return {
      ...refundMail(
        {
          name: row.studentName,
          courseTitle: row.courseTitle,
          amount: formatMoney(row.order.amountCents, row.order.currency, locale),
          reference: row.order.reference,
          reason: row.order.refundReason,
        },
        locale,
      ),
      replyTo: config.siteEmail,
    };
  });
  // The receipt of a paid order that enrolled its student: course, amount, reference, date.
  ctx.mailer.define('receipt', async (job) => {
    const row = job.refId ? await ordersRepo.withPeople(db, job.refId) : undefined;
    if (!row?.order.paidAt) return null;
    const locale = mailLocale(job, { language: row.studentLanguage });
    return {
      ...receiptMail(
        {
          name: row.studentName,
          courseTitle: row.courseTitle,
          amount: formatMoney(row.order.amountCents, row.order.currency, locale),
          reference: row.order.reference,
          date:
            new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(row.order.paidAt) + ' UTC',
        },
        locale,
      ),
      replyTo: config.siteEmail,
    };
  });
  const provider: PaymentProvider = createPaymentProvider(config, {
    async find(reference) {
      const o = await ordersRepo.findByReference(db, reference);
      return o && o.provider === 'sandbox'
        ? { amountCents: o.amountCents, currency: o.currency, paymentStatus: o.paymentStatus, paymentUpdatedAt: o.paymentUpdatedAt }
        : undefined;
    },
  });

  /**
   * Records a payment the provider confirmed, in one transaction: the order becomes paid, and its
   * student is enrolled unless they already are (a second checkout paid too) or were rejected since
   * the checkout began. Money that enrolled nobody is flagged for refund and the student is e-mailed;
   * a payment that enrolled gets its receipt. Either e-mail is queued in the same transaction.
   */
  async function settle(orderId: string) {
    const settled = await db.transaction(async (tx) => {
      const paid = await ordersRepo.markPaid(tx, orderId);
      if (!paid) return undefined; // another capture, the webhook or the re-check job settled it first
      // A seat in an intake: the intake, then the application are locked (the order every seat change takes),
      // so an expiry or a give-up either happened before (no enrolment, a refund) or waits for this one.
      if (paid.intakeId) {
        await intakesRepo.lock(tx, paid.intakeId);
        await applicationsRepo.lockOf(tx, paid.userId, paid.courseId);
      }
      const reason: RefundReason | undefined =
        (await blockedReason(tx, paid.userId, paid.courseId)) ?? ((await ordersRepo.enrol(tx, paid)) ? undefined : 'duplicate');
      if (paid.amountCents === 0) return undefined;
      if (reason) await ordersRepo.flagRefund(tx, paid.id, reason);
      const student = await usersRepo.findById(tx, paid.userId);
      if (student) await ctx.mailer.record(tx, { template: reason ? 'refund' : 'receipt', to: student.email, refId: paid.id });
      return { order: paid, reason };
    });
    if (settled) {
      if (settled.reason)
        log.warn({ orderId: settled.order.id, reason: settled.reason }, 'paid order enrolled nobody: recorded for refund');
      void ctx.mailer.drain();
    }
  }

  /**
   * Asks the order's provider what happened and records it: pending -> paid (with the enrolment)
   * only for a successful payment of exactly the order's amount and currency.
   */
  async function reconcile(order: OrderRow, transactionId?: string): Promise<Outcome> {
    if (order.orderStatus === 'paid') return 'paid';
    if (NO_PROVIDER.has(order.provider)) {
      if (order.amountCents !== 0) return 'mismatch';
      // Nothing to refund on a free order, so a student rejected since the checkout is simply not enrolled.
      const blocked = await blockedReason(db, order.userId, order.courseId);
      if (blocked) throw forbidden(blocked === 'account_rejected' ? REJECTED_USER_MESSAGE : NOT_APPROVED_MESSAGE);
      await settle(order.id);
      return 'paid';
    }
    // Only the configured provider can vouch for a payment: a sandbox order cannot be "paid" once Paystack is live.
    if (order.provider !== provider.name) {
      throw new AppError('CONFLICT', 'This order was made with a payment method that is no longer available. Please start a new order.');
    }
    let result;
    try {
      result = await provider.verify(order.reference, transactionId);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      log.warn({ err, orderId: order.id }, 'payment verification failed');
      throw new AppError('BAD_GATEWAY', 'We could not confirm the payment with the payment provider. Please try again in a moment.');
    }
    if (result.status === 'success') {
      if (result.amountCents === order.amountCents && result.currency === order.currency) {
        await settle(order.id);
        return 'paid';
      }
      log.warn(
        { orderId: order.id, expected: [order.amountCents, order.currency], got: [result.amountCents, result.currency] },
        'payment does not match order',
      );
      await ordersRepo.markFailed(db, order.id, 'failed');
      return 'mismatch';
    }
    if (order.orderStatus === 'abandoned') return 'abandoned'; // expired: only a success settles it now
    // A payment seen under way stays under way until the provider says how it ended (some answer
    // "not found yet" or an unknown status in between, read as pending).
    if (result.status === 'pending') return order.orderStatus === 'processing' ? 'processing' : 'pending';
    if (result.status === 'processing') {
      await ordersRepo.markProcessing(db, order.id);
      return 'processing';
    }
    await ordersRepo.markFailed(db, order.id, result.status);
    return 'failed';
  }

  /** The page the student waits on while a payment settles (it polls capture). */
  const waitingUrl = (reference: string) => `${config.publicUrl}/payment-return?reference=${encodeURIComponent(reference)}`;

  return {
    provider,

    async create(user: UserRow, courseId: string) {
      assertNotRejected(user);
      if (!isUuid(courseId)) throw notFound('That course');
      const course = await coursesRepo.findById(db, courseId);
      if (!course || !course.isPublished) throw notFound('That course');
      if (await ordersRepo.isEnrolled(db, user.id, courseId)) throw new AppError('CONFLICT', 'You already bought this course.');
      const applied = await applicationsRepo.find(db, user.id, courseId);
      const application = applied?.status;
      if (application && NOT_ADMITTED[application]) throw forbidden(NOT_ADMITTED[application]);
      if (application !== 'approved') {
        throw forbidden(
          application === 'pending'
            ? 'Your application for this course is still being reviewed. You can buy it once it is approved.'
            : application === 'rejected'
              ? NOT_APPROVED_MESSAGE
              : 'Please apply for this course first. You can buy it once your application is approved.',
        );
      }
      // A seat not taken by its deadline is no longer the student's, even before the sweep takes it back.
      if (applied?.enrolBy && applied.enrolBy.getTime() < Date.now()) {
        throw new AppError(
          'CONFLICT',
          `Your seat expired: the deadline to enrol was ${applied.enrolBy.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        );
      }
      // A scholarship (issue 23) waives part or all of the price: the order records what is paid and what was waived.
      const intake = applied?.intakeId ? await intakesRepo.findById(db, applied.intakeId) : undefined;
      const amountCents = waivedPriceCents(course.pricingCents, intake?.waiverPercent ?? 0);
      // An earlier checkout may have been paid without the student coming back: settle it rather than charge twice.
      // A payment under way (mobile money, a transfer) is waited for, never paid again; one still open at the same
      // price is resumed where the provider allows it (docs/enrolment.md).
      let open: { order: OrderRow; approveUrl: string } | undefined;
      for (const earlier of await ordersRepo.openFor(db, user.id, courseId)) {
        // An order made through a provider the school no longer uses cannot be checked or resumed: a new one is made.
        if (earlier.provider !== provider.name && !NO_PROVIDER.has(earlier.provider)) continue;
        const outcome = await reconcile(earlier).catch((err: unknown) => {
          // The provider cannot be reached now: a payment under way is still waited for, never paid twice.
          if (err instanceof AppError && err.code === 'BAD_GATEWAY') return earlier.orderStatus === 'processing' ? 'processing' : 'pending';
          throw err;
        });
        if (outcome === 'paid') throw new AppError('CONFLICT', 'You already bought this course.');
        if (outcome === 'processing')
          return { orderId: earlier.id, reference: earlier.reference, approveUrl: waitingUrl(earlier.reference) };
        const resumeUrl = outcome === 'pending' && earlier.provider === provider.name ? provider.resumeUrl?.(earlier.reference) : undefined;
        const samePrice = earlier.amountCents === amountCents && earlier.currency === config.payments.currency;
        if (!open && resumeUrl && samePrice) open = { order: earlier, approveUrl: resumeUrl };
      }
      if (open) return { orderId: open.order.id, reference: open.order.reference, approveUrl: open.approveUrl };

      const reference = newReference();
      const scholarship = !!intake && amountCents === 0;
      const free = amountCents === 0;
      const values = {
        userId: user.id,
        courseId,
        amountCents,
        waiverCents: course.pricingCents - amountCents,
        intakeId: intake?.id ?? null,
        currency: config.payments.currency,
        provider: scholarship ? 'scholarship' : free ? 'free' : provider.name,
        reference,
        nextCheckAt: free ? null : new Date(Date.now() + RECHECK_MINUTES[0]! * 60_000),
      };
      // Waived in full: paid and enrolled at once, no payment page; the browser goes straight to My Courses.
      // Pressed twice (two tabs), the second press finds the first's order and settles that one.
      if (scholarship) {
        const made = (await ordersRepo.insertScholarship(db, values)) ?? (await ordersRepo.scholarshipOf(db, user.id, courseId))!;
        await reconcile(made);
        return { orderId: made.id, reference: made.reference, approveUrl: `${config.publicUrl}/student-courses` };
      }
      const order = (await ordersRepo.insert(db, values))!;
      if (free) return { orderId: order.id, reference, approveUrl: waitingUrl(reference) };
      try {
        const started = await provider.initialize({
          orderId: order.id,
          reference,
          amountCents: order.amountCents,
          currency: order.currency,
          email: user.email,
          description: course.title,
        });
        return { orderId: order.id, reference, approveUrl: started.authorizationUrl };
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        log.warn({ err, orderId: order.id }, 'payment initialization failed');
        await ordersRepo.markFailed(db, order.id, 'failed');
        throw new AppError('BAD_GATEWAY', 'We could not reach the payment provider. Please try again in a moment.');
      }
    },

    /** The student's return from checkout: only the order's owner may capture it; repeats report success. */
    async capture(user: UserRow, reference: string) {
      const order = await ordersRepo.findByReference(db, reference);
      if (!order || order.userId !== user.id) throw notFound('That order');
      const outcome = await reconcile(order);
      const about = { orderId: order.id, courseId: order.courseId, amount: order.amountCents / 100, currency: order.currency };
      // Paid by mobile money or transfer, not settled yet: the web shows its waiting view and asks again.
      if (outcome === 'processing') return { message: PROCESSING_MESSAGE, data: { ...about, orderStatus: 'processing' as const } };
      if (outcome !== 'paid') throw new AppError('CONFLICT', MESSAGES[outcome]);
      const settled = order.orderStatus === 'paid' ? order : await ordersRepo.findByReference(db, reference);
      const refundReason = settled?.refundReason ?? undefined;
      if (refundReason && refundReason !== 'duplicate') throw forbidden(NOT_ENROLLED[refundReason]);
      return {
        message: refundReason ? DUPLICATE_MESSAGE : 'Payment confirmed. You are enrolled.',
        data: { ...about, orderStatus: 'paid' as const, ...(refundReason ? { refundReason } : {}) },
      };
    },

    /**
     * The re-check job's sweep: asks the provider about each open order whose check is due (webhooks
     * get lost, students close the page), settling what was paid; an order still open at its expiry
     * is abandoned. `now` is a parameter so tests move the clock instead of waiting.
     */
    async recheckOpen(now = new Date()) {
      const report = { checked: 0, paid: 0, abandoned: 0 };
      for (const order of await ordersRepo.dueForCheck(db, now, RECHECK_BATCH)) {
        const expired = now.getTime() - order.createdAt.getTime() >= config.payments.expiryMs;
        // The last check keeps a retry slot: if the provider cannot be reached then, the next sweeps try again.
        const next = expired ? new Date(now.getTime() + 5 * 60_000) : nextCheckAt(order.createdAt, now, config.payments.expiryMs);
        if (!(await ordersRepo.claimCheck(db, order.id, order.nextCheckAt!, next))) continue; // another process took it
        report.checked += 1;
        let outcome: Outcome | 'unreachable' = 'pending';
        // Only the configured provider can vouch for a payment; another provider's order just runs out.
        if (order.provider === provider.name) {
          outcome = await reconcile(order).catch((err: unknown) => {
            log.warn({ err, orderId: order.id }, 'payment re-check failed; the next one will try again');
            return 'unreachable' as const;
          });
        }
        if (outcome === 'paid') report.paid += 1;
        else if (expired && outcome !== 'unreachable' && (await ordersRepo.markAbandoned(db, order.id))) {
          report.abandoned += 1;
          log.info({ orderId: order.id }, 'payment not settled before its expiry: order abandoned');
        }
      }
      return report;
    },

    /** The admins' list of payments that enrolled nobody and must go back (or went back). */
    refunds: async () => (await ordersRepo.refunds(db, { limit: REFUNDS_LIST_MAX })).map(presentRefund),

    /** An admin records that a due refund was made (at the provider's dashboard); a second call is a 409. */
    async markRefunded(orderId: string) {
      if (!isUuid(orderId)) throw notFound('That refund');
      const changed = await ordersRepo.markRefunded(db, orderId);
      const [row] = await ordersRepo.refunds(db, { orderId, limit: 1 });
      if (!row) throw notFound('That refund');
      if (!changed) throw new AppError('CONFLICT', 'This payment is already marked as refunded.');
      return presentRefund(row);
    },

    /**
     * A provider's signed "this payment succeeded" event: the same verify-and-capture path, for students
     * who never came back. The event's own amount is never trusted. Unknown references are ignored.
     */
    async settleFromWebhook(from: ProviderName, reference: unknown, transactionId?: unknown) {
      if (typeof reference !== 'string' || reference.length > 100) return;
      const order = await ordersRepo.findByReference(db, reference);
      if (!order || order.provider !== from) {
        log.info({ reference }, 'webhook for an unknown reference: ignored');
        return;
      }
      await reconcile(order, typeof transactionId === 'number' || typeof transactionId === 'string' ? String(transactionId) : undefined);
    },

    /** The sandbox's checkout page data; undefined unless the sandbox is the active provider and the order is its own. */
    async sandboxCheckout(reference: string) {
      if (provider.name !== 'sandbox' || reference.length > 100) return undefined;
      const found = await ordersRepo.findWithCourse(db, reference);
      if (!found || found.order.provider !== 'sandbox') return undefined;
      return found;
    },

    /** The sandbox's Pay/Cancel/Pay later: records the choice (first one wins) as a real provider would. */
    async sandboxDecide(reference: string, action: 'pay' | 'cancel' | 'later') {
      const found = await this.sandboxCheckout(reference);
      if (!found) return false;
      await ordersRepo.setSandboxPayment(db, reference, SANDBOX_CHOICES[action]);
      return true;
    },
  };
}
