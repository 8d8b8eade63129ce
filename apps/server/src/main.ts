import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './modules/demo/seed';
import { startCleanupTimer } from './modules/maintenance/cleanup';

/** Reads config, migrates, seeds the demo on first start, listens; SIGTERM/SIGINT shut down cleanly. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrate(database);
  const { app, ctx, settled } = await buildApp(config, { database });
  if (config.seedDemo) await seedDemo(ctx);

  let stopCleanup = () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    stopCleanup();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, runs onClose hooks
      // Handlers of requests whose client has gone are still running: let them finish their writes.
      if (!(await settled(10_000))) app.log.warn('shutdown: some requests were still running after 10 s');
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  void ctx.mailer.drain();
  ctx.mailer.startTimer();
  stopCleanup = startCleanupTimer(ctx);
  app.log.info(`Sewee is ready on ${config.publicUrl}`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DatabaseInUseError) {
    console.error(err.message);
  } else {
    console.error('Sewee failed to start:', err);
  }
  process.exit(1);
});
