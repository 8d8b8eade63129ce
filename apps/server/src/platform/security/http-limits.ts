import http from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodeFor } from '@sewee/shared';
import type { Config } from '../../config';
import { serverMessages } from '../../lib/messages';

/**
 * How long a client may take over each part of a request (the values are listed in docs/quality.md;
 * why, in docs/foundation.md "Slow clients"). Fastify 5 and Node leave most of these off or generous,
 * so a few thousand sockets trickling a byte every few seconds could hold every file descriptor.
 */
export const HTTP_LIMITS = {
  /** The whole header block must arrive within this (Node's default is 60 s). */
  headersMs: 15_000,
  /** How often Node checks the header and request deadlines (its default is 30 s, which would let each run that much late). */
  checkIntervalMs: 2_000,
  /** An idle kept-alive connection is closed after this (Fastify's default is 72 s). */
  keepAliveMs: 30_000,
  /**
   * A socket that sends and receives nothing for this long is closed (Fastify's default is never).
   * Node counts a request whose handler is still working as idle too, so this stays above the
   * slowest handler: Buy Now waits on Paystack (15 s a call) for up to six calls. Slow senders are
   * cut by the header and body deadlines and the request timeout, not by this.
   */
  idleMs: 120_000,
} as const;

// Node's refusals come before there is a request, so before anyone's language is known: English.
export const TIMEOUT_MESSAGE = serverMessages.text('en', 'general.timeout');
export const HEADERS_TOO_LARGE_MESSAGE = serverMessages.text('en', 'general.headersTooLarge');
const BAD_REQUEST_MESSAGE = serverMessages.text('en', 'general.notUnderstood');

/** The Fastify options that put the limits above, and the configured request timeout, on the server. */
export function serverTimeouts(config: Config) {
  return {
    connectionTimeout: HTTP_LIMITS.idleMs,
    keepAliveTimeout: HTTP_LIMITS.keepAliveMs,
    // Uploads are requests too, so this is sized for the largest upload on a slow link.
    requestTimeout: config.timeouts.requestMs,
    http: {
      // Node swaps the two when the header deadline is the longer, silently stretching the request's.
      headersTimeout: Math.min(HTTP_LIMITS.headersMs, config.timeouts.requestMs),
      connectionsCheckingInterval: HTTP_LIMITS.checkIntervalMs,
    },
  };
}

/**
 * Node's own refusals (headers too large, too slow, unparsable) come before Fastify has a request,
 * so they are written to the socket here, in the API's `{ success: false, code, message }` shape.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE_MESSAGE]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, TIMEOUT_MESSAGE]
        : [400, BAD_REQUEST_MESSAGE];
  this.log.debug({ code: err.code, status }, 'client error before a request');
  const body = JSON.stringify({ success: false, code: errorCodeFor(status), message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * TRUST_PROXY as Fastify's trustProxy. Fastify 5.12 treats a number as "trust no hop" (a client that
 * reaches the server directly could otherwise add hops of its own), so a hop count becomes a function
 * trusting the nearest N hops: safe only when the server can be reached through the proxies alone
 * (docs/foundation.md), which is why a list of the proxies' addresses is the better setting.
 */
export function trustProxyOption(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
/** Uploads read by their route from the raw request: multipart forms and tus's PATCH bodies. */
const isMultipart = (req: FastifyRequest) => /^(multipart\/|application\/offset\+octet-stream)/i.test(req.headers['content-type'] ?? '');

/**
 * A JSON body must arrive whole within `config.timeouts.bodyMs`, or the request is answered 408.
 * Uploads (multipart) are read by their route from the raw request and have an idle timeout instead
 * (uploadIdleTimeout). Any answer sent before its request's body has fully arrived closes the
 * connection, so a refused request cannot keep trickling a body into a kept-alive socket.
 */
export function registerBodyDeadlines(app: FastifyInstance, config: Config) {
  const ms = config.timeouts.bodyMs;
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!hasBody(req) || isMultipart(req)) return payload;
    const body = new PassThrough();
    payload.pipe(body);
    payload.on('error', (err) => body.destroy(err));
    const timer = setTimeout(() => {
      payload.unpipe(body);
      // Only Fastify's body parser listens for errors; a request it is not reading just stops here.
      const late = Object.assign(new Error(TIMEOUT_MESSAGE), { statusCode: 408 });
      body.destroy(body.listenerCount('error') > 0 ? late : undefined);
    }, ms);
    const done = () => clearTimeout(timer);
    payload.once('close', done);
    body.once('close', done);
    return body;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.raw.complete === false && hasBody(req)) reply.header('connection', 'close');
    return payload;
  });
}

/** For an upload route: the socket is closed once no byte has arrived for `config.timeouts.uploadIdleMs`. */
export function uploadIdleTimeout(req: FastifyRequest, config: Config) {
  const socket = req.raw.socket as Socket | undefined;
  // Requests injected without a network (app.inject) have a stand-in socket with no timers. Node
  // restores the server's idle timeout when the connection's next request starts.
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(config.timeouts.uploadIdleMs);
}
