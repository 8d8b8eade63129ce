import type { PaymentProvider, PaymentRequest, PaymentStatus, VerifyResult } from './provider';

/** The sandbox "provider side" of an order (its payment_status), kept in the database so it survives restarts. */
export interface SandboxPayment {
  amountCents: number;
  currency: string;
  paymentStatus: 'initiated' | 'processing' | 'success' | 'failed' | 'abandoned';
  /** When the student made their choice (Pay later settles `settleMs` after it). */
  paymentUpdatedAt: Date | null;
}

/** Where the sandbox keeps its "provider side" state (the order's payment_status), so it survives restarts. */
export interface SandboxStore {
  find(reference: string): Promise<SandboxPayment | undefined>;
}

/**
 * The built-in test provider: checkout is a page the app serves itself (/sandbox/checkout/:reference),
 * where the student presses Pay, Cancel or Pay later (a payment that settles `settleMs` later, like
 * mobile money). No money moves.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  constructor(private readonly opts: { publicUrl: string; store: SandboxStore; settleMs: number }) {}

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
    return { status: sandboxStatus(found, this.opts.settleMs), amountCents: found.amountCents, currency: found.currency };
  }
}

/** What the sandbox reports: a Pay later payment is `processing` until `settleMs` after the choice, then `success`. */
export function sandboxStatus(p: SandboxPayment, settleMs: number, now = Date.now()): PaymentStatus {
  switch (p.paymentStatus) {
    case 'initiated':
      return 'pending';
    case 'processing':
      return p.paymentUpdatedAt && now - p.paymentUpdatedAt.getTime() >= settleMs ? 'success' : 'processing';
    default:
      return p.paymentStatus;
  }
}
