import { msg, serverMessages } from '../../lib/messages';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ping } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../plugins/error-handler';
import { healthRepo } from './repository';

/** A health check answers within this even when the database hangs instead of refusing. */
const HEALTH_CHECK_TIMEOUT_MS = 3_000;

/** 'ok' when `check` resolves within the timeout, else 'down'. */
async function answers(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    check().then(() => 'ok' as const),
    new Promise<'down'>((r) => (timer = setTimeout(() => r('down'), HEALTH_CHECK_TIMEOUT_MS))),
  ])
    .catch(() => 'down' as const)
    .finally(() => clearTimeout(timer));
}

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * GET /api/health: liveness (the process answers; says when the database is down), never a 500.
 * GET /api/ready: whether a load balancer should send traffic here: the database and the media
 * storage answer, and the process is not shutting down (503 from the moment a shutdown starts).
 * GET /api/metrics: Prometheus text for whoever has METRICS_TOKEN; without the token set, no such route.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  // close() runs preClose first (Fastify answers 503 to everything from then on anyway).
  app.addHook('preClose', async () => {
    ctx.lifecycle.shuttingDown = true;
  });
  ctx.metrics.countJobsWith(() => healthRepo.jobCounts(ctx.db));

  app.get('/api/health', { config: { skipSession: true } }, async (_req, reply) => {
    const database = await answers(() => ping(ctx.database.db));
    if (database === 'ok') return reply.send({ status: 'ok', database });
    return reply
      .code(503)
      .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
      .send({ status: 'unavailable', database, message: serverMessages.text('en', 'general.outage') });
  });

  app.get('/api/ready', { config: { skipSession: true } }, async (_req, reply) => {
    if (ctx.lifecycle.shuttingDown) return reply.code(503).send({ status: 'shutting-down' });
    const [database, storage] = await Promise.all([answers(() => ping(ctx.database.db)), answers(() => ctx.storage.ping())]);
    const ready = database === 'ok' && storage === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, storage });
  });

  app.get('/api/metrics', { config: { skipSession: true } }, async (req, reply) => {
    const token = ctx.config.metricsToken;
    if (!token) throw new AppError('NOT_FOUND', msg('general.noSuchRoute', { route: `GET ${req.url}` }));
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!given || !sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHENTICATED', msg('general.metricsToken'));
    }
    return reply
      .header('content-type', ctx.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await ctx.metrics.registry.metrics());
  });
}
