import type { AppContext } from '../../context';
import { createPaymentProvider } from '../../platform/payments/factory';
import type { PaymentProvider } from '../../platform/payments/provider';
import { ordersRepo } from './repository';

const providers = new WeakMap<AppContext, PaymentProvider>();

/** The app's one payment provider (PAYMENT_PROVIDER), shared by its routes, the webhooks and the re-check job. */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = createPaymentProvider(ctx.config, {
      // The sandbox keeps its "provider side" of a payment in the order's row.
      async find(reference) {
        const o = await ordersRepo.findByReference(ctx.db, reference);
        return o && o.provider === 'sandbox'
          ? { amountCents: o.amountCents, currency: o.currency, paymentStatus: o.paymentStatus, paymentUpdatedAt: o.paymentUpdatedAt }
          : undefined;
      },
    });
    providers.set(ctx, provider);
  }
  return provider;
}
