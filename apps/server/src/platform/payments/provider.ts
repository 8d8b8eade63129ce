/** What a provider is asked to charge. Amounts are in the currency's minor unit (cents, kobo...). */
export interface PaymentRequest {
  orderId: string;
  reference: string;
  amountCents: number;
  currency: string;
  email: string;
  description: string;
}

/**
 * `pending`: the checkout is not finished (nothing paid yet); `processing`: the customer paid in a way
 * that settles later (mobile money, USSD, a transfer) and the provider has not confirmed it yet. Both
 * may still succeed; the others are final answers from the provider.
 */
export type PaymentStatus = 'success' | 'failed' | 'abandoned' | 'pending' | 'processing';

export interface VerifyResult {
  status: PaymentStatus;
  amountCents: number;
  currency: string;
}

export type ProviderName = 'sandbox' | 'paystack' | 'flutterwave';

/** A payment provider (docs/decisions/009-payment-providers.md). Implementations throw `PaymentProviderError` when unreachable. */
export interface PaymentProvider {
  readonly name: ProviderName;
  initialize(order: PaymentRequest): Promise<{ reference: string; authorizationUrl: string }>;
  /**
   * What the provider says about the payment of `reference`. `transactionId`: the provider's own id
   * of it when a webhook named one (Flutterwave verifies by it); the answer must still be this reference's.
   */
  verify(reference: string, transactionId?: string): Promise<VerifyResult>;
  /**
   * The checkout page of a payment already initialized and not finished, when the provider lets
   * the customer come back to it; without this method every Buy Now starts a new payment.
   */
  resumeUrl?(reference: string): string;
}

/** The provider could not be reached or answered something unusable; nothing about the order is known. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * One call to a provider's JSON API with its secret key as a bearer token: the HTTP answer and its
 * parsed body. An unreachable provider, or a body that is not JSON, is a PaymentProviderError naming
 * `provider`; what the body means is the provider's to read.
 */
export async function callProviderJson<T>(
  provider: string,
  opts: { baseUrl: string; secretKey: string },
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ res: Response; json: T }> {
  let res: Response;
  try {
    res = await fetch(`${opts.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${opts.secretKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new PaymentProviderError(`${provider} could not be reached`, { cause });
  }
  try {
    return { res, json: (await res.json()) as T };
  } catch (cause) {
    throw new PaymentProviderError(`${provider} answered ${res.status} with a body that is not JSON`, { cause });
  }
}
