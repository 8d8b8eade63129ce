import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ping } from '../../db/client';
import { OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from '../../plugins/error-handler';

/** A health check answers within this even when the database hangs instead of refusing. */
const HEALTH_CHECK_TIMEOUT_MS = 3_000;

/** GET /api/health: says what is down (the database is the one dependency a request cannot do without), never a 500. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', { config: { skipSession: true } }, async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const database = await Promise.race([
      ping(ctx.database.db).then(() => 'ok' as const),
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
}
