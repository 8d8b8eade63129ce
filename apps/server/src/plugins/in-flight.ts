import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves true once no request is left unanswered, false if some still are after `timeoutMs`. */
    settled: (timeoutMs: number) => Promise<boolean>;
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
export const inFlightPlugin = fp(
  async (app) => {
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
    app.addHook('onResponse', async (req, reply) => {
      unanswered.delete(req);
      req.log.info(
        { method: req.method, url: loggablePath(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime), ip: req.ip },
        'request',
      );
    });
  },
  { name: 'in-flight' },
);
