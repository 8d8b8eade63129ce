import { msg } from '../../lib/messages';
import type { RefundReason } from '@sewee/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden } from '../../lib/app-error';
import { PaymentProviderError } from '../../platform/payments/provider';
import { applicationsRepo } from '../applications/repository';
import { intakesRepo } from '../intakes/repository';
import { usersRepo } from '../users/repository';
import { NO_PROVIDER, type Outcome } from './common';
import { paymentProvider } from './provider';
import { ordersRepo, type OrderRow } from './repository';

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

/**
 * Records a payment the provider confirmed, in one transaction: the order becomes paid, and its
 * student is enrolled unless they already are (a second checkout paid too) or were rejected since
 * the checkout began. Money that enrolled nobody is flagged for refund and the student is e-mailed;
 * a payment that enrolled gets its receipt. Either e-mail is queued in the same transaction.
 */
async function settle(ctx: AppContext, orderId: string) {
  const settled = await ctx.db.transaction(async (tx) => {
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
      ctx.log.warn({ orderId: settled.order.id, reason: settled.reason }, 'paid order enrolled nobody: recorded for refund');
    void ctx.mailer.drain();
  }
}

/**
 * Asks the order's provider what happened and records it: pending -> paid (with the enrolment)
 * only for a successful payment of exactly the order's amount and currency. Every way an order is
 * settled goes through here: the student's return, a new checkout, the webhooks and the re-check job.
 */
export async function reconcileOrder(ctx: AppContext, order: OrderRow, transactionId?: string): Promise<Outcome> {
  const { db, log } = ctx;
  if (order.orderStatus === 'paid') return 'paid';
  if (NO_PROVIDER.has(order.provider)) {
    if (order.amountCents !== 0) return 'mismatch';
    // Nothing to refund on a free order, so a student rejected since the checkout is simply not enrolled.
    const blocked = await blockedReason(db, order.userId, order.courseId);
    if (blocked) throw forbidden(msg(blocked === 'account_rejected' ? 'applications.accountRejected' : 'orders.notApproved'));
    await settle(ctx, order.id);
    return 'paid';
  }
  const provider = paymentProvider(ctx);
  // Only the configured provider can vouch for a payment: a sandbox order cannot be "paid" once Paystack is live.
  if (order.provider !== provider.name) {
    throw new AppError('CONFLICT', msg('orders.methodGone'));
  }
  let result;
  try {
    result = await provider.verify(order.reference, transactionId);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    log.warn({ err, orderId: order.id }, 'payment verification failed');
    throw new AppError('BAD_GATEWAY', msg('orders.notConfirmed'));
  }
  if (result.status === 'success') {
    if (result.amountCents === order.amountCents && result.currency === order.currency) {
      await settle(ctx, order.id);
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
