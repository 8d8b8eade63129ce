import type { AppContext } from '../../context';
import type { ProviderName } from '../../platform/payments/provider';
import { reconcileOrder } from './reconcile';
import { ordersRepo } from './repository';

/**
 * A provider's signed "this payment succeeded" event: the same verify-and-capture path, for students
 * who never came back. The event's own amount is never trusted. Unknown references are ignored.
 */
export async function settleFromWebhook(ctx: AppContext, from: ProviderName, reference: unknown, transactionId?: unknown) {
  if (typeof reference !== 'string' || reference.length > 100) return;
  const order = await ordersRepo.findByReference(ctx.db, reference);
  if (!order || order.provider !== from) {
    ctx.log.info({ reference }, 'webhook for an unknown reference: ignored');
    return;
  }
  await reconcileOrder(
    ctx,
    order,
    typeof transactionId === 'number' || typeof transactionId === 'string' ? String(transactionId) : undefined,
  );
}
