import crypto from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { createLogger } from './lib/logger';
import { findUp } from './lib/paths';
import { CatalogueCache } from './modules/catalog/list-cache';
import { registerSessionLoader } from './modules/auth/session';
import { VideoLadder } from './modules/media/ladder';
import { findPdftoppm } from './platform/documents/pdf-page';
import { registerMailTemplates } from './modules/mail-templates';
import { registerModules } from './modules/routes';
import { Mailer } from './platform/mail/mailer';
import { inlineScriptHashes, registerSecurityHeaders } from './platform/security/headers';
import { clientErrorHandler, registerBodyDeadlines, serverTimeouts, trustProxyOption } from './platform/security/http-limits';
import { RateLimiter } from './platform/security/rate-limit';
import { createStorage } from './platform/storage';
import { Metrics } from './platform/metrics/metrics';
import { apiDocsPlugin } from './plugins/api-docs';
import { errorHandlerPlugin, frameworkError } from './plugins/error-handler';
import { inFlightPlugin } from './plugins/in-flight';
import { nulGuardPlugin, originGuardPlugin } from './plugins/request-guards';
import { readIndexHtml, webAppPlugin } from './plugins/web-app';
import { loadServerHtml, ssrDirOf } from './plugins/server-html';
import { createCatalogueLists } from './modules/catalog/list-body';
import { courseDetailsAnswer } from './modules/catalog/details-answer';
import { certificatePageHead } from './modules/certificates/page-head';

export interface BuildOptions {
  database: Database;
  /** Where the built web app lives; default apps/web/dist when it exists. */
  webDist?: string | null;
  logger?: boolean;
  /** The process's logger (main.ts makes it before the database is reached); default: one from config to stdout. */
  log?: FastifyBaseLogger;
}

/** The services every module shares, built once per app. */
function createContext(config: Config, database: Database, log: FastifyBaseLogger): AppContext {
  const db = database.db;
  const storage = createStorage(config);
  return {
    config,
    database,
    db,
    mailer: new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    limiter: new RateLimiter(db, config.rateLimits),
    storage,
    catalogueCache: new CatalogueCache(config.catalogueCacheMs),
    videos: new VideoLadder({ db, storage, log, config }),
    pdftoppm: findPdftoppm(config.documents),
    log,
    metrics: new Metrics(),
    lifecycle: { shuttingDown: false },
  };
}

/**
 * A Fastify instance with every route, ready for `inject` or `listen`. It only composes: the order
 * below is the order hooks run in (security headers, in-flight tracking, origin check, session, NUL
 * check), then the API modules, then the web app and its 404.
 */
export async function buildApp(
  config: Config,
  opts: BuildOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext; settled: (timeoutMs: number) => Promise<boolean> }> {
  const logger: FastifyBaseLogger | undefined = opts.logger === false ? undefined : (opts.log ?? createLogger(config.logLevel));
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // One line per request comes from the in-flight plugin's onResponse hook instead of Fastify's two.
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
  const webDist = (opts.webDist === undefined ? findUp('apps/web/dist', 'apps/web/dist/index.html') : opts.webDist) ?? null;
  // Read once at start: every page of the app is this file plus the session's user (indexWithAuth),
  // and its inline boot script's hash goes into the Content-Security-Policy.
  const indexHtml = readIndexHtml(webDist);
  await registerSecurityHeaders(app, config, indexHtml ? inlineScriptHashes(indexHtml) : []);
  registerBodyDeadlines(app, config);
  // JSON only (multipart is added where uploads are taken): anything else is a clear 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = createContext(config, opts.database, app.log);
  // Before anything can deliver mail: every process builds every template, whoever queued the job.
  registerMailTemplates(ctx);
  app.addHook('onClose', () => ctx.mailer.close());

  // Request durations by route pattern for /api/metrics (the raw URL would be one series per id).
  await app.register(inFlightPlugin, {
    onAnswered: (req, status, seconds) =>
      ctx.metrics.httpDuration.observe({ method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(status) }, seconds),
  });
  await app.register(originGuardPlugin, { publicUrl: config.publicUrl });
  await app.register(errorHandlerPlugin);
  await app.register(cookie);
  if (config.apiDocs) await app.register(apiDocsPlugin);
  registerSessionLoader(app, ctx);
  await app.register(nulGuardPlugin);
  await registerModules(app, ctx);
  const catalogueLists = createCatalogueLists(ctx);
  const serverHtml = loadServerHtml(webDist && indexHtml ? ssrDirOf(webDist) : null, {
    currency: config.payments.currency,
    coursesFirstPage: catalogueLists.firstPage,
    courseDetails: courseDetailsAnswer(ctx),
  });
  await app.register(webAppPlugin, { ctx, webDist, indexHtml, pageHeads: [certificatePageHead(ctx)], serverHtml });

  return { app, ctx, settled: app.settled };
}
