import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AUTH_BLOCK_ID } from '@sewee/shared';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/errors';
import { AppError, notFound } from './lib/app-error';
import { pickEncoding } from './lib/encoding';
import { createLogger } from './lib/logger';
import { findUp } from './lib/paths';
import { Mailer } from './platform/mail/mailer';
import { inlineScriptHashes, registerSecurityHeaders } from './platform/security/headers';
import {
  clientErrorHandler,
  registerBodyDeadlines,
  serverTimeouts,
  TIMEOUT_MESSAGE,
  trustProxyOption,
} from './platform/security/http-limits';
import { RateLimiter } from './platform/security/rate-limit';
import { LocalDiskStorage } from './platform/storage/local-disk';
import { registerSessionLoader, sessionUser } from './modules/auth/session';
import type { UserRow } from './modules/users/repository';
import { presentUser } from './modules/users/present';
import { registerModules } from './modules/routes';
import { VideoLadder } from './modules/media/ladder';

export interface BuildOptions {
  database: Database;
  /** Where the built web app lives; default apps/web/dist when it exists. */
  webDist?: string | null;
  logger?: boolean;
  /** The process's logger (main.ts makes it before the database is reached); default: one from config to stdout. */
  log?: FastifyBaseLogger;
}

/** What a client is told to wait before retrying while the database cannot be reached. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;
const OUTAGE_MESSAGE = 'Sewee cannot reach its database right now. Please try again in a minute.';
/** A health check answers within this even when the database hangs instead of refusing. */
const HEALTH_CHECK_TIMEOUT_MS = 3_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Messages for framework errors a client can cause; nothing internal leaks. */
function clientErrorMessage(err: FastifyError, status: number): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This request must be sent as JSON (Content-Type: application/json).';
    default:
      if (status === 408) return TIMEOUT_MESSAGE;
      if (status === 413) return 'The request is too large.';
      if (status === 415) return 'This type of content is not supported here.';
      return 'The request could not be understood. Check it and try again.';
  }
}

/** Errors the router raises before any route or hook runs: answered like every other API error. */
function frameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message =
    status === 414
      ? 'The address is too long.'
      : status === 400
        ? 'The address is not valid (it contains a malformed %-escape).'
        : 'Something went wrong on our side. Please try again in a moment.';
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, message }));
}

/** A path as the log may show it: the token of a password-reset page or call is a live secret, so it is masked. */
export const loggablePath = (url: string) => (url.split('?')[0] ?? '').replace(/\/reset-password\/[^/]+/i, '/reset-password/[token]');

/** Whether a parsed request value holds a NUL character anywhere (PostgreSQL text cannot store one). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  return false;
}

/**
 * The web app's index.html with the session's answer written in (a JSON data block, AUTH_BLOCK_ID:
 * the public user or null), so the first page needs no check-auth round trip. A data block never
 * runs, so the Content-Security-Policy needs no hash for it, though it changes per request. Every `<`
 * in the JSON becomes \u003c so no value can close the element (U+2028/2029 are escaped too).
 */
export function indexWithAuth(indexHtml: string, user: UserRow | null): string {
  const json = JSON.stringify(user ? presentUser(user) : null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const script = `<script type="application/json" id="${AUTH_BLOCK_ID}">${json}</script>`;
  // Before the first script of the page (Vite puts its module script in <head>), else before </head>.
  const at = indexHtml.search(/<script\b|<\/head>/i);
  return at === -1 ? script + indexHtml : indexHtml.slice(0, at) + script + indexHtml.slice(at);
}

/** A Fastify instance with every route, ready for `inject` or `listen`. */
export async function buildApp(
  config: Config,
  opts: BuildOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext; settled: (timeoutMs: number) => Promise<boolean> }> {
  const logger: FastifyBaseLogger | undefined = opts.logger === false ? undefined : (opts.log ?? createLogger(config.logLevel));
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One line per request comes from our onResponse hook instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 100 * 1024,
    // Off unless TRUST_PROXY names the proxies: otherwise any client could set X-Forwarded-For and
    // pick the address its rate limits are counted against.
    trustProxy: trustProxyOption(config.trustProxy),
    ...serverTimeouts(config),
    clientErrorHandler,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: frameworkError,
  });
  const webDist = opts.webDist === undefined ? findUp('apps/web/dist', 'apps/web/dist/index.html') : opts.webDist;
  // Read once at start: every page of the app is this file plus the session's user (indexWithAuth),
  // and its inline boot script's hash goes into the Content-Security-Policy.
  const indexHtml =
    webDist && fs.existsSync(path.join(webDist, 'index.html')) ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  await registerSecurityHeaders(app, config, indexHtml ? inlineScriptHashes(indexHtml) : []);
  registerBodyDeadlines(app, config);
  // JSON only (multipart is added where uploads are taken): anything else is a clear 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = opts.database.db;
  const storage = new LocalDiskStorage(path.join(config.dataDir, 'media'));
  const ctx: AppContext = {
    config,
    database: opts.database,
    db,
    mailer: new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    limiter: new RateLimiter(db, config.rateLimits),
    storage,
    videos: new VideoLadder({ db, storage, log: app.log, config }),
    log: app.log,
  };
  app.addHook('onClose', () => ctx.mailer.close());

  // Requests taken and not yet answered. A client that drops its connection does not stop its handler,
  // and close() no longer waits for it (the connection is gone), so shutdown also waits for these
  // (`settled`) before the database closes under them. onSend comes for every answer, even to a client
  // that has gone (onResponse then does not).
  const unanswered = new Set<FastifyRequest>();
  const settled = async (timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (unanswered.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    return unanswered.size === 0;
  };
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

  // State-changing requests from another site's pages are refused (cookies are SameSite=Lax too).
  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (!origin) return;
    const own = `${req.protocol}://${req.host}`;
    if (origin !== own && !allowedOrigins.has(origin)) {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not allowed.');
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const where = err.validationContext === 'body' ? '' : ` (${err.validationContext})`;
      const message =
        errors.length === 1 && first
          ? `${first.message}${where}`
          : `Some fields are not valid${where}: ${errors.map((e) => e.message).join('; ')}`;
      return reply.code(400).send({ success: false, message, errors });
    }
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds) reply.header('retry-after', String(err.extra.retryAfterSeconds));
      return reply
        .code(err.status)
        .send({ success: false, message: err.message, ...(err.extra.errors ? { errors: err.extra.errors } : {}) });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply.code(503).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS)).send({ success: false, message: OUTAGE_MESSAGE });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status < 500) {
      if (status === 429 && reply.getHeader('retry-after') === undefined) reply.header('retry-after', '60');
      return reply.code(status).send({ success: false, message: clientErrorMessage(err, status) });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ success: false, message: 'Something went wrong on our side. Please try again in a moment.' });
  });

  await app.register(cookie);
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Sewee API', version: '1.0.0', description: 'Accounts, courses, media, applications, orders and progress.' },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  registerSessionLoader(app, ctx);

  // No text field has a use for NUL, and PostgreSQL refuses it in text (a 500 if it got that far).
  // In a path it names nothing (404, like any malformed id); in a body or query it is invalid input.
  app.addHook('preValidation', async (req) => {
    if (containsNul(req.params)) throw notFound('That address');
    if (containsNul(req.query) || containsNul(req.body)) {
      throw new AppError('VALIDATION', 'The request contains a NUL character (\\u0000), which is not allowed in any field.');
    }
  });

  // Says what is down (the database is the one dependency a request cannot do without), never a 500.
  app.get('/api/health', { config: { skipSession: true } }, async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const database = await Promise.race([
      ctx.database.db.execute(sql`select 1`).then(() => 'ok' as const),
      new Promise<'down'>((r) => (timer = setTimeout(() => r('down'), HEALTH_CHECK_TIMEOUT_MS))),
    ])
      .catch(() => 'down' as const)
      .finally(() => clearTimeout(timer));
    if (database === 'ok') return reply.send({ status: 'ok', database });
    return reply
      .code(503)
      .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
      .send({ status: 'unavailable', database, message: OUTAGE_MESSAGE });
  });
  await registerModules(app, ctx);

  /** Any page of the single-page app: index.html with the signed-in user (or null) written in. */
  const sendApp = async (req: FastifyRequest, reply: FastifyReply) => {
    let html = indexHtml!;
    try {
      html = indexWithAuth(html, await sessionUser(ctx, req));
    } catch (err) {
      // Without the answer the page asks GET /api/auth/check-auth itself: slower, still right.
      req.log.warn({ err }, 'could not read the session for the page; the web app will check it');
    }
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      // It names who is signed in: never stored by a shared cache, always revalidated.
      .header('cache-control', 'no-cache, private')
      .header('vary', 'cookie, accept-encoding');
    // A few KB, made per request (the user is in it): compressed at a fast level, ~60% smaller.
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(html, { level: 6 });
    return reply.header('content-encoding', encoding).send(body);
  };
  if (indexHtml) {
    app.get('/', sendApp);
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // index.html (and its compressed copies) is only ever sent through sendApp, with the user in it.
      globIgnore: ['index.html', 'index.html.*'],
      // scripts/build.mjs writes .br and .gz copies of every text asset; the smallest the client accepts is sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; the HTML must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    const isAsset = req.url.startsWith('/assets/');
    if (!isApi && !isAsset && indexHtml && (req.method === 'GET' || req.method === 'HEAD')) return sendApp(req, reply);
    return reply
      .code(404)
      .send({ success: false, message: `No such ${isApi ? 'API route' : 'page'}: ${req.method} ${req.url.split('?')[0]}` });
  });

  return { app, ctx, settled };
}
