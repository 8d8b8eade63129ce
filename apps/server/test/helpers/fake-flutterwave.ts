import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFlutterwaveTransaction {
  /** Flutterwave's own id: only once the customer has tried to pay on the checkout page. */
  id: number | null;
  txRef: string;
  email: string;
  amount: number;
  currency: string;
  redirectUrl: string;
  /** What verify reports: Flutterwave's transaction status. */
  status: 'successful' | 'failed' | 'pending' | 'cancelled';
  /** Overrides for verify's `data` (another amount, currency or tx_ref). */
  verifyData?: Record<string, unknown>;
}

/**
 * A local stand-in for Flutterwave's v3 API as documented (docs/payments-flutterwave.md):
 * `POST /v3/payments` (standard checkout: a payment link), `GET /v3/transactions/:id/verify` and
 * `GET /v3/transactions/verify_by_reference?tx_ref=`, with Flutterwave's `{ status, message, data }`
 * envelope and amounts in the major unit. On 127.0.0.1, random port.
 */
export async function startFakeFlutterwave(secretKey = 'FLWSECK_TEST-x') {
  const transactions = new Map<string, FakeFlutterwaveTransaction>();
  const calls: { method: string; path: string; query: string; body?: unknown }[] = [];
  let nextId = 4_100_000;
  let failNext: number | null = null;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const verified = (tx: FakeFlutterwaveTransaction) => ({
    status: 'success',
    message: 'Transaction fetched successfully',
    data: {
      id: tx.id,
      tx_ref: tx.txRef,
      flw_ref: `FLW-MOCK-${tx.id}`,
      amount: tx.amount,
      currency: tx.currency,
      charged_amount: tx.amount,
      status: tx.status,
      payment_type: 'mobilemoneyfranco',
      customer: { email: tx.email },
      ...tx.verifyData,
    },
  });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = raw ? JSON.parse(raw) : undefined;
      calls.push({ method: req.method ?? '', path: url.pathname, query: url.search, body });
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(res, 401, { status: 'error', message: 'Invalid authorization key', data: null });
      if (failNext !== null) {
        const status = failNext;
        failNext = null;
        return send(res, status, { status: 'error', message: 'Something went wrong', data: null });
      }
      if (req.method === 'POST' && url.pathname === '/v3/payments') {
        const { tx_ref, amount, currency, redirect_url, customer } = body ?? {};
        if (!tx_ref || !amount || !redirect_url || !customer?.email)
          return send(res, 400, { status: 'error', message: 'Invalid fields', data: null });
        if (transactions.has(tx_ref)) return send(res, 400, { status: 'error', message: 'Duplicate tx_ref', data: null });
        transactions.set(tx_ref, {
          id: null,
          txRef: tx_ref,
          email: customer.email,
          amount: Number(amount),
          currency: currency ?? 'NGN',
          redirectUrl: redirect_url,
          status: 'pending',
        });
        return send(res, 200, {
          status: 'success',
          message: 'Hosted Link',
          data: { link: `https://checkout.flutterwave.com/v3/hosted/pay/${tx_ref.slice(-12)}` },
        });
      }
      const byId = /^\/v3\/transactions\/(\d+)\/verify$/.exec(url.pathname);
      if (req.method === 'GET' && byId) {
        const tx = [...transactions.values()].find((t) => t.id === Number(byId[1]));
        if (!tx) return send(res, 404, { status: 'error', message: 'No transaction was found for this id', data: null });
        return send(res, 200, verified(tx));
      }
      if (req.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
        const tx = transactions.get(url.searchParams.get('tx_ref') ?? '');
        if (!tx || tx.id === null)
          return send(res, 400, { status: 'error', message: 'No transaction was found for this tx_ref', data: null });
        return send(res, 200, verified(tx));
      }
      return send(res, 404, { status: 'error', message: 'Not found', data: null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const attempt = (txRef: string, status: FakeFlutterwaveTransaction['status'], verifyData?: Record<string, unknown>) => {
    const tx = transactions.get(txRef);
    if (!tx) throw new Error(`no transaction ${txRef}`);
    tx.id ??= ++nextId;
    tx.status = status;
    tx.verifyData = verifyData;
    return tx;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    transactions,
    calls,
    /** The customer approves a mobile money prompt: the transaction exists and is pending until it settles. */
    approve: (txRef: string) => attempt(txRef, 'pending'),
    /** The payment settles (or the customer pays by card at once). */
    settle: (txRef: string, verifyData?: Record<string, unknown>) => attempt(txRef, 'successful', verifyData),
    setStatus: (txRef: string, status: FakeFlutterwaveTransaction['status']) => attempt(txRef, status),
    /** The next request answers with this HTTP status and `status: "error"`. */
    failNextWith(status: number) {
      failNext = status;
    },
    /** A `charge.completed` webhook body as Flutterwave sends it (the `verif-hash` header is the dashboard's secret hash). */
    webhook(txRef: string, data: Record<string, unknown> = {}) {
      const tx = transactions.get(txRef);
      return JSON.stringify({
        event: 'charge.completed',
        data: { id: tx?.id ?? 1, tx_ref: txRef, amount: tx?.amount, currency: tx?.currency, status: tx?.status ?? 'successful', ...data },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeFlutterwave = Awaited<ReturnType<typeof startFakeFlutterwave>>;
