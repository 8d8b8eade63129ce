import crypto from 'node:crypto';
import {
  callProviderJson,
  PaymentProviderError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStatus,
  type VerifyResult,
} from './provider';

interface PaystackEnvelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

/**
 * Paystack's transaction API (https://paystack.com/docs/api/transaction/). No `resumeUrl`: a
 * reference can be initialized once, and how long its access code stays usable is not documented
 * (clients report "access code has expired"), so each Buy Now starts a new transaction and a second
 * payment that still goes through is recorded for refund (docs/enrolment.md).
 */
export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  constructor(private readonly opts: { secretKey: string; baseUrl: string; callbackUrl: string; channels: string[] }) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const { res, json } = await callProviderJson<PaystackEnvelope<T>>('Paystack', this.opts, method, path, body);
    if (!res.ok || json.status !== true || !json.data) {
      throw new PaymentProviderError(`Paystack refused ${method} ${path}: ${res.status} ${json.message ?? ''}`.trim());
    }
    return json.data;
  }

  async initialize(order: PaymentRequest) {
    const data = await this.call<{ authorization_url?: string; reference?: string }>('POST', '/transaction/initialize', {
      email: order.email,
      amount: String(order.amountCents),
      currency: order.currency,
      reference: order.reference,
      callback_url: this.opts.callbackUrl,
      // The ways to pay the school accepts (PAYSTACK_CHANNELS): mobile money, USSD and transfers settle later.
      channels: this.opts.channels,
      metadata: { orderId: order.orderId, description: order.description },
    });
    if (typeof data.authorization_url !== 'string' || !/^https?:\/\//.test(data.authorization_url)) {
      throw new PaymentProviderError('Paystack gave no authorization URL');
    }
    return { reference: data.reference ?? order.reference, authorizationUrl: data.authorization_url };
  }

  async verify(reference: string): Promise<VerifyResult> {
    const data = await this.call<{ status?: string; amount?: number | string; currency?: string; reference?: string }>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    if (data.reference !== undefined && data.reference !== reference) throw new PaymentProviderError('Paystack verified another reference');
    const amount = Number(data.amount);
    return {
      status: mapStatus(data.status),
      amountCents: Number.isSafeInteger(amount) ? amount : -1,
      currency: String(data.currency ?? '').toUpperCase(),
    };
  }
}

/** Paystack statuses: success, failed, abandoned, reversed; ongoing/pending/processing/queued: paid, not settled yet. */
function mapStatus(s: string | undefined): PaymentStatus {
  switch (s) {
    case 'success':
      return 'success';
    case 'failed':
    case 'reversed':
      return 'failed';
    case 'abandoned':
      return 'abandoned';
    case 'ongoing':
    case 'pending':
    case 'processing':
    case 'queued':
      return 'processing';
    default:
      return 'pending';
  }
}

/** The webhook's `x-paystack-signature`: HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
export function validPaystackSignature(secretKey: string, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = crypto.createHmac('sha512', secretKey).update(rawBody, 'utf8').digest();
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
