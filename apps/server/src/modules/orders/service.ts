import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError, forbidden, isUuid, notFound } from '../../lib/app-error';
import { createPaymentProvider } from '../../platform/payments/factory';
import { PaymentProviderError, type PaymentProvider } from '../../platform/payments/provider';
import { applicationsRepo } from '../applications/repository';
import { assertNotRejected } from '../applications/service';
import { coursesRepo } from '../courses/repository';
import type { UserRow } from '../users/repository';
import { ordersRepo, type OrderRow } from './repository';

/** What checking an order with its provider came to. */
type Outcome = 'paid' | 'pending' | 'failed' | 'mismatch';

const MESSAGES = {
  pending: 'The payment has not been completed yet. If you have paid, wait a moment and try again.',
  failed: 'The payment was not completed, so you were not enrolled. You can try again from the course page.',
  mismatch: 'The payment did not match this order, so you were not enrolled. Please contact support.',
} as const;

/** Server-made payment reference: unguessable, and valid for Paystack (alphanumerics, `-`, `_`). */
const newReference = () => `sewee_${crypto.randomBytes(16).toString('hex')}`;

/** Orders and payments (design §7): create an order, send the student to the provider, capture idempotently. */
export function createOrdersService(ctx: AppContext) {
  const { db, config, log } = ctx;
  const provider: PaymentProvider = createPaymentProvider(config, {
    async find(reference) {
      const o = await ordersRepo.findByReference(db, reference);
      return o && o.provider === 'sandbox'
        ? { amountCents: o.amountCents, currency: o.currency, paymentStatus: o.paymentStatus }
        : undefined;
    },
  });

  /**
   * Asks the order's provider what happened and records it: pending -> paid (with the enrolment)
   * only for a successful payment of exactly the order's amount and currency.
   */
  async function reconcile(order: OrderRow): Promise<Outcome> {
    if (order.orderStatus === 'paid') return 'paid';
    if (order.provider === 'free') {
      if (order.amountCents !== 0) return 'mismatch';
      await ordersRepo.markPaidAndEnrol(db, order.id);
      return 'paid';
    }
    // Only the configured provider can vouch for a payment: a sandbox order cannot be "paid" once Paystack is live.
    if (order.provider !== provider.name) {
      throw new AppError('CONFLICT', 'This order was made with a payment method that is no longer available. Please start a new order.');
    }
    let result;
    try {
      result = await provider.verify(order.reference);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      log.warn({ err, orderId: order.id }, 'payment verification failed');
      throw new AppError('BAD_GATEWAY', 'We could not confirm the payment with the payment provider. Please try again in a moment.');
    }
    if (result.status === 'success') {
      if (result.amountCents === order.amountCents && result.currency === order.currency) {
        await ordersRepo.markPaidAndEnrol(db, order.id);
        return 'paid';
      }
      log.warn(
        { orderId: order.id, expected: [order.amountCents, order.currency], got: [result.amountCents, result.currency] },
        'payment does not match order',
      );
      await ordersRepo.markFailed(db, order.id, 'failed');
      return 'mismatch';
    }
    if (result.status === 'pending') return 'pending';
    await ordersRepo.markFailed(db, order.id, result.status);
    return 'failed';
  }

  return {
    provider,

    async create(user: UserRow, courseId: string) {
      assertNotRejected(user);
      if (!isUuid(courseId)) throw notFound('That course');
      const course = await coursesRepo.findById(db, courseId);
      if (!course || !course.isPublished) throw notFound('That course');
      if (await ordersRepo.isEnrolled(db, user.id, courseId)) throw new AppError('CONFLICT', 'You already bought this course.');
      const application = (await applicationsRepo.find(db, user.id, courseId))?.status;
      if (application !== 'approved') {
        throw forbidden(
          application === 'pending'
            ? 'Your application for this course is still being reviewed. You can buy it once it is approved.'
            : application === 'rejected'
              ? 'Your application for this course was not approved, so you cannot buy it.'
              : 'Please apply for this course first. You can buy it once your application is approved.',
        );
      }
      // An earlier checkout may have been paid without the student coming back: settle it rather than charge twice.
      for (const earlier of await ordersRepo.pendingFor(db, user.id, courseId)) {
        const outcome = await reconcile(earlier).catch(() => 'pending' as const);
        if (outcome === 'paid') throw new AppError('CONFLICT', 'You already bought this course.');
      }

      const reference = newReference();
      const free = course.pricingCents === 0;
      const order = await ordersRepo.insert(db, {
        userId: user.id,
        courseId,
        amountCents: course.pricingCents,
        currency: config.payments.currency,
        provider: free ? 'free' : provider.name,
        reference,
      });
      if (free) {
        return {
          orderId: order.id,
          reference,
          approveUrl: `${config.publicUrl}/payment-return?reference=${encodeURIComponent(reference)}`,
        };
      }
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
      if (outcome !== 'paid') throw new AppError('CONFLICT', MESSAGES[outcome]);
      return { orderId: order.id, courseId: order.courseId, orderStatus: 'paid' as const };
    },

    /** Paystack's `charge.success` event: the same verify-and-capture path, for students who never came back. */
    async paystackChargeSuccess(reference: unknown) {
      if (typeof reference !== 'string' || reference.length > 100) return;
      const order = await ordersRepo.findByReference(db, reference);
      if (!order || order.provider !== 'paystack') return;
      await reconcile(order);
    },

    /** The sandbox's checkout page data; undefined unless the sandbox is the active provider and the order is its own. */
    async sandboxCheckout(reference: string) {
      if (provider.name !== 'sandbox' || reference.length > 100) return undefined;
      const found = await ordersRepo.findWithCourse(db, reference);
      if (!found || found.order.provider !== 'sandbox') return undefined;
      return found;
    },

    /** The sandbox's Pay/Cancel: records the choice (first one wins) as a real provider would. */
    async sandboxDecide(reference: string, action: 'pay' | 'cancel') {
      const found = await this.sandboxCheckout(reference);
      if (!found) return false;
      await ordersRepo.setSandboxPayment(db, reference, action === 'pay' ? 'success' : 'abandoned');
      return true;
    },
  };
}
