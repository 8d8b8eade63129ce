import crypto from 'node:crypto';
import {
  callProviderJson,
  PaymentProviderError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStatus,
  type VerifyResult,
} from './provider';

interface FlutterwaveEnvelope<T> {
  status?: string;
  message?: string;
  data?: T;
}

interface FlutterwaveTransaction {
  id?: number | string;
  tx_ref?: string;
  status?: string;
  amount?: number | string;
  currency?: string;
}

/**
 * Flutterwave's v3 API, standard checkout (docs/payments-flutterwave.md records the sources):
 * `POST /v3/payments` gives a hosted payment link; `GET /v3/transactions/:id/verify` verifies a
 * transaction by Flutterwave's id (the webhook's `data.id`), and `GET /v3/transactions/verify_by_reference`
 * by our `tx_ref` when no id is known yet (the student's return, the re-check job). Amounts are in the
 * currency's major unit. No `resumeUrl`: a new Buy Now starts a new payment link.
 */
export class FlutterwaveProvider implements PaymentProvider {
  readonly name = 'flutterwave' as const;
  constructor(private readonly opts: { secretKey: string; baseUrl: string; redirectUrl: string }) {}

  /** The answer's `data`; `undefined` for a transaction Flutterwave does not have (yet). */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | undefined> {
    const { res, json } = await callProviderJson<FlutterwaveEnvelope<T>>('Flutterwave', this.opts, method, path, body);
    // Verifying a reference nobody has paid on yet: Flutterwave has no transaction for it.
    if (method === 'GET' && (res.status === 400 || res.status === 404) && json.status === 'error') return undefined;
    if (!res.ok || json.status !== 'success' || !json.data) {
      throw new PaymentProviderError(`Flutterwave refused ${method} ${path}: ${res.status} ${json.message ?? ''}`.trim());
    }
    return json.data;
  }

  async initialize(order: PaymentRequest) {
    const data = await this.call<{ link?: string }>('POST', '/v3/payments', {
      tx_ref: order.reference,
      amount: order.amountCents / 100,
      currency: order.currency,
      redirect_url: this.opts.redirectUrl,
      customer: { email: order.email },
      customizations: { title: 'Sewee', description: order.description },
      meta: { orderId: order.orderId },
    });
    if (typeof data?.link !== 'string' || !/^https?:\/\//.test(data.link))
      throw new PaymentProviderError('Flutterwave gave no payment link');
    return { reference: order.reference, authorizationUrl: data.link };
  }

  async verify(reference: string, transactionId?: string): Promise<VerifyResult> {
    const data = await this.call<FlutterwaveTransaction>(
      'GET',
      transactionId && /^\d{1,20}$/.test(transactionId)
        ? `/v3/transactions/${transactionId}/verify`
        : `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
    );
    if (!data) return { status: 'pending', amountCents: 0, currency: '' };
    // A transaction id names one transaction: it must be this order's.
    if (data.tx_ref !== reference) throw new PaymentProviderError('Flutterwave verified another reference');
    const amount = typeof data.amount === 'number' ? Math.round(data.amount * 100) : -1;
    return { status: mapStatus(data.status), amountCents: amount, currency: String(data.currency ?? '').toUpperCase() };
  }
}

/** Flutterwave statuses: successful, failed, cancelled (the customer left the checkout); pending: not settled yet. */
function mapStatus(s: string | undefined): PaymentStatus {
  switch (s) {
    case 'successful':
      return 'success';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'abandoned';
    case 'pending':
      return 'processing';
    default:
      return 'pending';
  }
}

/** The webhook's `verif-hash` header is the secret hash set on the dashboard: compared in constant time. */
export function validFlutterwaveHash(secretHash: string, header: unknown): boolean {
  if (typeof header !== 'string' || header.length === 0 || header.length > 256) return false;
  const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();
  return crypto.timingSafeEqual(digest(secretHash), digest(header));
}
