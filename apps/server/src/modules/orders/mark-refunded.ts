import { msg } from '../../lib/messages';
import type { AppContext } from '../../context';
import { AppError, isUuid, notFound } from '../../lib/app-error';
import { presentRefund } from './common';
import { ordersRepo } from './repository';

/** An admin records that a due refund was made (at the provider's dashboard); a second call is a 409. */
export async function markRefunded(ctx: AppContext, orderId: string) {
  if (!isUuid(orderId)) throw notFound('things.refund');
  const changed = await ordersRepo.markRefunded(ctx.db, orderId);
  const [row] = await ordersRepo.refunds(ctx.db, { orderId, limit: 1 });
  if (!row) throw notFound('things.refund');
  if (!changed) throw new AppError('CONFLICT', msg('orders.alreadyRefunded'));
  return presentRefund(row);
}
