import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves true once no request is left unanswered, false if some still are after `timeoutMs`. */
    settled: (timeoutMs: number) => Promise<boolean>;
    /**
     * For a hijacked reply (reply.hijack(): Fastify runs no onSend/onResponse for it): its handler
     * calls this once it has answered, so shutdown stops waiting for it and it gets its log line.
     */
    answeredByHand: (req: FastifyRequest, status: number) => void;
  }
}

/** A path as the log may show it: the token of a password-reset page or call is a live secret, so it is masked. */
export const loggablePath = (url: string) => (url.split('?')[0] ?? '').replace(/\/reset-password\/[^/]+/i, '/reset-password/[token]');

/**
 * Requests taken and not yet answered. A client that drops its connection does not stop its handler,
 * and close() no longer waits for it (the connection is gone), so shutdown also waits for these
 * (`app.settled`) before the database closes under them. onSend comes for every answer, even to a
 * client that has gone (onResponse then does not). Also: the request id header, the API's default
 * Cache-Control, and one log line per request.
 */
export const inFlightPlugin = fp<{ onAnswered?: (req: FastifyRequest, status: number, seconds: number) => void }>(
  async (app, { onAnswered }) => {
    const unanswered = new Set<FastifyRequest>();
    app.decorate('settled', async (timeoutMs: number) => {
      const until = Date.now() + timeoutMs;
      while (unanswered.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return unanswered.size === 0;
    });
    app.addHook('onRequest', async (req, reply) => {
      unanswered.add(req);
      reply.header('x-request-id', req.id);
    });
    app.addHook('onSend', async (req, reply, payload) => {
      unanswered.delete(req);
      // API answers may name the signed-in user: none is stored by a browser or proxy unless its route
      // says otherwise (the public catalogue list, media files and their own Cache-Control).
      if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
    // Once per request: a hijacked reply is answered by hand, and Fastify may still run onResponse for it.
    const counted = new WeakSet<FastifyRequest>();
    const answered = (req: FastifyRequest, status: number, ms: number) => {
      unanswered.delete(req);
      if (counted.has(req)) return;
      counted.add(req);
      onAnswered?.(req, status, ms / 1000);
      req.log.info({ method: req.method, url: loggablePath(req.url), status, ms: Math.round(ms), ip: req.ip }, 'request');
    };
    app.decorate('answeredByHand', (req: FastifyRequest, status: number) => answered(req, status, performance.now() - started.get(req)!));
    const started = new WeakMap<FastifyRequest, number>();
    app.addHook('onRequest', async (req) => {
      started.set(req, performance.now());
    });
    app.addHook('onResponse', async (req, reply) => answered(req, reply.statusCode, reply.elapsedTime));
  },
  { name: 'in-flight' },
);
