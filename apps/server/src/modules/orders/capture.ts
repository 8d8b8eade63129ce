import { msg, type ServerMessageKey } from '../../lib/messages';
import type { RefundReason } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/repository';
import { reconcileOrder } from './reconcile';
import { ordersRepo } from './repository';

/** What the student is told when a payment did not go through. */
const MESSAGES = {
  pending: 'orders.pending',
  abandoned: 'orders.abandoned',
  failed: 'orders.failed',
  mismatch: 'orders.mismatch',
} as const satisfies Record<string, ServerMessageKey>;

/** What the student is told when a payment enrolled nobody (capture answers 403 for these). */
const NOT_ENROLLED = {
  account_rejected: 'orders.accountRejectedPaid',
  application_rejected: 'orders.applicationRejectedPaid',
} as const satisfies Record<Exclude<RefundReason, 'duplicate'>, ServerMessageKey>;

/** The student's return from checkout: only the order's owner may capture it; repeats report success. */
export async function captureOrder(ctx: AppContext, user: UserRow, reference: string) {
  const order = await ordersRepo.findByReference(ctx.db, reference);
  if (!order || order.userId !== user.id) throw notFound('things.order');
  const outcome = await reconcileOrder(ctx, order);
  const about = { orderId: order.id, courseId: order.courseId, amount: order.amountCents / 100, currency: order.currency };
  // Paid by mobile money or transfer, not settled yet: the web shows its waiting view and asks again.
  if (outcome === 'processing') return { message: msg('success.processing'), data: { ...about, orderStatus: 'processing' as const } };
  if (outcome !== 'paid') throw new AppError('CONFLICT', msg(MESSAGES[outcome]));
  const settled = order.orderStatus === 'paid' ? order : await ordersRepo.findByReference(ctx.db, reference);
  const refundReason = settled?.refundReason ?? undefined;
  if (refundReason && refundReason !== 'duplicate') throw forbidden(msg(NOT_ENROLLED[refundReason]));
  return {
    message: refundReason ? msg('orders.duplicate') : msg('success.paid'),
    data: { ...about, orderStatus: 'paid' as const, ...(refundReason ? { refundReason } : {}) },
  };
}
