import type { RefundReason } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/repository';
import { reconcileOrder } from './reconcile';
import { ordersRepo } from './repository';

const MESSAGES = {
  pending: 'The payment has not been completed yet. If you have paid, wait a moment and try again.',
  abandoned:
    'This payment was not confirmed in time, so the order has expired and you were not enrolled. You can try again from the course page.',
  failed: 'The payment was not completed, so you were not enrolled. You can try again from the course page.',
  mismatch: 'The payment did not match this order, so you were not enrolled. Please contact support.',
} as const;

const REFUND_NOTE = 'It will be refunded to you; you do not need to do anything. We have e-mailed you the details.';

/** What the student is told when a payment enrolled nobody (capture answers 403 for these). */
const NOT_ENROLLED: Record<Exclude<RefundReason, 'duplicate'>, string> = {
  account_rejected: `Your account was not approved by the Sewee team, so this payment did not enrol you. ${REFUND_NOTE}`,
  application_rejected: `Your application for this course was not approved, so this payment did not enrol you. ${REFUND_NOTE}`,
};
const DUPLICATE_MESSAGE = `You had already bought this course with an earlier payment, so you are enrolled once and this second payment is not needed. ${REFUND_NOTE}`;

const PROCESSING_MESSAGE = 'Payment received, waiting for confirmation.';

/** The student's return from checkout: only the order's owner may capture it; repeats report success. */
export async function captureOrder(ctx: AppContext, user: UserRow, reference: string) {
  const order = await ordersRepo.findByReference(ctx.db, reference);
  if (!order || order.userId !== user.id) throw notFound('That order');
  const outcome = await reconcileOrder(ctx, order);
  const about = { orderId: order.id, courseId: order.courseId, amount: order.amountCents / 100, currency: order.currency };
  // Paid by mobile money or transfer, not settled yet: the web shows its waiting view and asks again.
  if (outcome === 'processing') return { message: PROCESSING_MESSAGE, data: { ...about, orderStatus: 'processing' as const } };
  if (outcome !== 'paid') throw new AppError('CONFLICT', MESSAGES[outcome]);
  const settled = order.orderStatus === 'paid' ? order : await ordersRepo.findByReference(ctx.db, reference);
  const refundReason = settled?.refundReason ?? undefined;
  if (refundReason && refundReason !== 'duplicate') throw forbidden(NOT_ENROLLED[refundReason]);
  return {
    message: refundReason ? DUPLICATE_MESSAGE : 'Payment confirmed. You are enrolled.',
    data: { ...about, orderStatus: 'paid' as const, ...(refundReason ? { refundReason } : {}) },
  };
}
