import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { ping, type Database } from './db/client';
import { isDatabaseUnavailable } from './db/errors';
import { migrate } from './db/migrate';
import { demoAccountsWithPublishedPassword, seedDemo } from './modules/demo/seed';

/** Start-up retries against an unreachable PostgreSQL: first wait, doubling up to the ceiling. */
export const DATABASE_RETRY_MS = { first: 500, max: 5_000 };
/** A shutdown that has not finished by then (a stuck request, a hung database) exits anyway. */
export const FORCE_EXIT_MS = 15_000;
/** How long shutdown waits for handlers whose client has gone before closing the database. */
export const SETTLE_MS = 10_000;

export class DatabaseUnreachableError extends Error {}

/** host:port/database of a PostgreSQL URL, never its password. */
const whereIs = (url: string) => {
  const u = new URL(url);
  return `${u.host}${u.pathname}`;
};

/** The driver's short reason (ECONNREFUSED, 57P03, ...) for a log line a person can act on. */
function reasonOf(err: unknown): string {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return err instanceof Error ? err.message.split('\n', 1)[0]! : String(err);
}

/**
 * A PostgreSQL that is not up yet (a reboot, containers starting in any order) is waited for, with
 * backoff and a line per try, for DATABASE_WAIT_SECONDS. Errors that waiting cannot fix (a wrong
 * password, a missing database) stop the start at once.
 */
export async function waitForDatabase(database: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (database.kind !== 'postgres' || !config.databaseUrl) return;
  const where = whereIs(config.databaseUrl);
  const started = Date.now();
  for (let attempt = 1, delay = DATABASE_RETRY_MS.first; ; attempt++, delay = Math.min(delay * 2, DATABASE_RETRY_MS.max)) {
    try {
      await ping(database.db);
      if (attempt > 1) log.info(`database ${where} is reachable (try ${attempt})`);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const waited = Date.now() - started;
      const budget = config.databaseWaitMs / 1000;
      if (waited + delay > config.databaseWaitMs) {
        throw new DatabaseUnreachableError(
          `Sewee cannot reach its database at ${where} (${reasonOf(err)}) and gave up after ${attempt} tries in ${Math.round(waited / 1000)} s ` +
            `(DATABASE_WAIT_SECONDS=${budget}). Start PostgreSQL or correct DATABASE_URL, then start Sewee again.`,
        );
      }
      log.warn(
        `database ${where} is not reachable (${reasonOf(err)}): try ${attempt}, next in ${delay / 1000} s, giving up after ${budget} s`,
      );
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/**
 * Migrations and the demo content, under the database's start-up lock: two processes starting at
 * once on an empty database take turns instead of both creating the same types and tables.
 */
export async function prepareDatabase(ctx: AppContext): Promise<void> {
  await ctx.database.exclusive(async () => {
    await migrate(ctx.database);
    if (ctx.config.seedDemo) await seedDemo(ctx);
  });
  if (ctx.config.production) {
    const open = await demoAccountsWithPublishedPassword(ctx.db);
    if (open.length > 0) {
      ctx.log.error(
        { accounts: open },
        'demo accounts still have the password published in the README: anyone can sign in as them. Change their passwords or delete them.',
      );
    }
  }
}

/**
 * The start of a shutdown: /api/ready answers 503 at once while every route is still served for
 * SHUTDOWN_DRAIN_SECONDS (the load balancer notices and sends nothing new), then close() stops
 * accepting and waits for in-flight requests.
 */
export async function drainThenClose(app: FastifyInstance, ctx: Pick<AppContext, 'lifecycle' | 'config'>): Promise<void> {
  ctx.lifecycle.shuttingDown = true;
  if (ctx.config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, ctx.config.shutdownDrainMs));
  await app.close();
}

/**
 * SIGTERM/SIGINT: stop taking requests, let running ones finish, close the database, exit. The
 * force timer is armed before anything else and every log line is guarded, so a log reader that
 * has gone (`node main.js | head`) cannot keep the process alive.
 */
export function shutDownOnSignals(
  app: FastifyInstance,
  settled: (timeoutMs: number) => Promise<boolean>,
  database: Database,
  ctx: Pick<AppContext, 'lifecycle' | 'config'>,
) {
  let closing = false;
  const say = (write: () => void) => {
    try {
      write();
    } catch {
      /* a line that cannot be written must not stop the shutdown */
    }
  };
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      say(() => app.log.error('shutdown took too long; exiting'));
      process.exit(1);
    }, FORCE_EXIT_MS + ctx.config.shutdownDrainMs); // the drain (not ready, still serving) comes first
    force.unref();
    say(() => app.log.info({ signal }, 'shutting down: finishing in-flight requests'));
    try {
      await drainThenClose(app, ctx); // not ready, drain, then stop accepting, wait for in-flight requests, run onClose hooks
      // Handlers of requests whose client has gone are still running: let them finish their writes.
      if (!(await settled(SETTLE_MS))) say(() => app.log.warn(`shutdown: some requests were still running after ${SETTLE_MS / 1000} s`));
      await database.close();
      say(() => app.log.info('shut down cleanly'));
      process.exit(0);
    } catch (err) {
      say(() => app.log.error({ err }, 'shutdown failed'));
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
