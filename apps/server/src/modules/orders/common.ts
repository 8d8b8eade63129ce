import type { Refund } from '@sewee/shared';
import type { ordersRepo } from './repository';

/** What checking an order with its provider came to. */
export type Outcome = 'paid' | 'processing' | 'pending' | 'failed' | 'mismatch' | 'abandoned';

/** Orders that never reach a payment provider: a course priced 0, and a fee waived in full by a scholarship. */
export const NO_PROVIDER = new Set(['free', 'scholarship']);

/**
 * When the re-check job asks the provider about an open order again: 1, 2, 5, 10 and 30 minutes
 * after it was made, then daily until its expiry (PAYMENT_EXPIRY_HOURS), when it is abandoned.
 */
export const RECHECK_MINUTES = [1, 2, 5, 10, 30];

/** A refund as the admins' list shows it. */
export const presentRefund = (r: Awaited<ReturnType<typeof ordersRepo.refunds>>[number]): Refund => ({
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
