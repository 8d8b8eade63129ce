import type { PaymentProvider, PaymentRequest, PaymentStatus, VerifyResult } from './provider';

/** Where the sandbox keeps its "provider side" state (the order's payment_status), so it survives restarts. */
export interface SandboxStore {
  find(
    reference: string,
  ): Promise<{ amountCents: number; currency: string; paymentStatus: 'initiated' | 'success' | 'failed' | 'abandoned' } | undefined>;
}

/**
 * The built-in test provider: checkout is a page the app serves itself (/sandbox/checkout/:reference),
 * where the student presses Pay or Cancel. No money moves.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  constructor(private readonly opts: { publicUrl: string; store: SandboxStore }) {}

  async initialize(order: PaymentRequest) {
    return { reference: order.reference, authorizationUrl: this.resumeUrl(order.reference) };
  }

  /** The checkout page stays open (Pay and Cancel) until the first choice, so an open order is simply resumed. */
  resumeUrl(reference: string) {
    return `${this.opts.publicUrl}/sandbox/checkout/${encodeURIComponent(reference)}`;
  }

  async verify(reference: string): Promise<VerifyResult> {
    const found = await this.opts.store.find(reference);
    if (!found) return { status: 'failed', amountCents: 0, currency: '' };
    const status: PaymentStatus = found.paymentStatus === 'initiated' ? 'pending' : found.paymentStatus;
    return { status, amountCents: found.amountCents, currency: found.currency };
  }
}
