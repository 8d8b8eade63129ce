import type { AppContext } from '../../context';
import { paymentProvider } from './provider';
import { ordersRepo } from './repository';

/** What each sandbox button records as the "provider's" payment status. */
const SANDBOX_CHOICES = { pay: 'success', cancel: 'abandoned', later: 'processing' } as const;

/** The sandbox's checkout page data; undefined unless the sandbox is the active provider and the order is its own. */
export async function sandboxCheckout(ctx: AppContext, reference: string) {
  if (paymentProvider(ctx).name !== 'sandbox' || reference.length > 100) return undefined;
  const found = await ordersRepo.findWithCourse(ctx.db, reference);
  if (!found || found.order.provider !== 'sandbox') return undefined;
  return found;
}

/** The sandbox's Pay/Cancel/Pay later: records the choice (first one wins) as a real provider would; false for an unknown order. */
export async function sandboxDecide(ctx: AppContext, reference: string, action: keyof typeof SANDBOX_CHOICES) {
  const found = await sandboxCheckout(ctx, reference);
  if (!found) return false;
  await ordersRepo.setSandboxPayment(ctx.db, reference, SANDBOX_CHOICES[action]);
  return true;
}
