import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  /** What verify reports: Paystack's transaction status. */
  status: 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'reversed';
  /** Overrides for verify's `data` (e.g. a smaller amount or another currency). */
  verifyData?: Record<string, unknown>;
}

/**
 * A local stand-in for Paystack's transaction API (initialize, verify), as documented at
 * https://paystack.com/docs/api/transaction/ — on 127.0.0.1, random port.
 */
export async function startFakePaystack(secretKey = 'sk_test_x') {
  const transactions = new Map<string, FakeTransaction>();
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let failNext: number | null = null;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = raw ? JSON.parse(raw) : undefined;
      calls.push({ method: req.method ?? '', path: url.pathname, body });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return send(res, 401, { status: false, message: 'Invalid key' });
      if (failNext !== null) {
        const status = failNext;
        failNext = null;
        return send(res, status, { status: false, message: 'Something went wrong' });
      }
      if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
        const { email, amount, reference, currency, callback_url } = body ?? {};
        if (!email || !amount || !reference) return send(res, 400, { status: false, message: 'Invalid fields' });
        if (transactions.has(reference)) return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        const accessCode = crypto.randomBytes(8).toString('hex');
        transactions.set(reference, {
          reference,
          email,
          amount: Number(amount),
          currency: currency ?? 'NGN',
          callbackUrl: callback_url,
          status: 'abandoned',
        });
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
        });
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
      if (req.method === 'GET' && verify) {
        const tx = transactions.get(decodeURIComponent(verify[1]));
        if (!tx) return send(res, 400, { status: false, message: 'Transaction reference not found' });
        return send(res, 200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: 1234,
            domain: 'test',
            status: tx.status,
            reference: tx.reference,
            amount: tx.amount,
            currency: tx.currency,
            gateway_response: tx.status === 'success' ? 'Successful' : 'Declined',
            customer: { email: tx.email },
            ...tx.verifyData,
          },
        });
      }
      return send(res, 404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    transactions,
    calls,
    /** The customer completes checkout on Paystack's page. */
    pay(reference: string, verifyData?: Record<string, unknown>) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no transaction ${reference}`);
      tx.status = 'success';
      tx.verifyData = verifyData;
    },
    /** What verify reports next; `verifyData` overrides fields of its answer (say, a status Paystack has not documented). */
    setStatus(reference: string, status: FakeTransaction['status'], verifyData?: Record<string, unknown>) {
      const tx = transactions.get(reference)!;
      tx.status = status;
      tx.verifyData = verifyData;
    },
    /** The next request answers with this HTTP status and `status: false`. */
    failNextWith(status: number) {
      failNext = status;
    },
    /** A webhook body and its `x-paystack-signature`, signed like Paystack signs them. */
    webhook(event: string, data: Record<string, unknown>, key = secretKey) {
      const payload = JSON.stringify({ event, data });
      return { payload, signature: crypto.createHmac('sha512', key).update(payload).digest('hex') };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
