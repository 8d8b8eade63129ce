import type { Config } from '../../config';
import { FlutterwaveProvider } from './flutterwave';
import { PaystackProvider } from './paystack';
import type { PaymentProvider } from './provider';
import { SandboxProvider, type SandboxStore } from './sandbox';

/** The configured provider (PAYMENT_PROVIDER): new orders go through it, and only its orders can be verified. */
export function createPaymentProvider(config: Config, sandboxStore: SandboxStore): PaymentProvider {
  if (config.payments.provider === 'paystack') {
    return new PaystackProvider({
      secretKey: config.payments.paystackSecretKey!,
      baseUrl: config.payments.paystackBaseUrl,
      callbackUrl: `${config.publicUrl}/payment-return`,
      channels: config.payments.paystackChannels,
    });
  }
  if (config.payments.provider === 'flutterwave') {
    return new FlutterwaveProvider({
      secretKey: config.payments.flutterwaveSecretKey!,
      baseUrl: config.payments.flutterwaveBaseUrl,
      redirectUrl: `${config.publicUrl}/payment-return`,
    });
  }
  return new SandboxProvider({ publicUrl: config.publicUrl, store: sandboxStore, settleMs: config.payments.sandboxSettleMs });
}
