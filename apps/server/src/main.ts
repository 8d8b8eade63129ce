import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError, openDatabase } from './db/client';
import { createLogger, errorText } from './lib/logger';
import { CaptionDrafts } from './modules/captions/drafts';
import { CatalogueChanges } from './modules/catalog/cross-process';
import { scheduleCleanup } from './modules/maintenance/cleanup';
import { scheduleSeatExpiry } from './modules/applications/expire-overdue';
import { scheduleOrderChecks } from './modules/orders/recheck-open';
import { JobQueue } from './platform/jobs/queue';
import { DatabaseUnreachableError, prepareDatabase, shutDownOnSignals, waitForDatabase } from './startup';

/** Reads config, waits for the database, migrates, seeds the demo on first start, listens; SIGTERM/SIGINT shut down cleanly. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config);
  await waitForDatabase(database, config, log);
  const { app, ctx, settled } = await buildApp(config, { database, log });
  await prepareDatabase(ctx);
  const jobs = await JobQueue.start(database, app.log);
  // Several processes on one PostgreSQL: a saved course clears every process's catalogue cache.
  const catalogueChanges =
    database.kind === 'postgres' ? new CatalogueChanges(database.url, ctx.db, ctx.catalogueCache, app.log) : undefined;
  await catalogueChanges?.start();
  let cleanupAtStart: Promise<void> = Promise.resolve();
  let videosAtStart: Promise<void> = Promise.resolve();
  // app.close() (shutdown) runs onClose hooks: the start-up clean-up ends and the queue stops taking
  // jobs and lets running ones finish (within the shutdown's 15 s) before the database closes.
  app.addHook('onClose', async () => {
    await cleanupAtStart;
    await videosAtStart;
    await jobs.stop(3_000);
    await catalogueChanges?.stop();
  });
  shutDownOnSignals(app, settled, database, ctx);

  await app.listen({ port: config.port, host: config.host });
  void ctx.mailer.drain();
  ctx.mailer.startTimer();
  cleanupAtStart = scheduleCleanup(ctx, jobs);
  // Open payments (mobile money, transfers) are asked about again on a backoff, and abandoned at their expiry.
  await scheduleOrderChecks(ctx, jobs);
  await scheduleSeatExpiry(ctx, jobs);
  if ('problem' in ctx.pdftoppm) app.log.warn(`lesson PDFs are stored without a preview: ${ctx.pdftoppm.problem}`);
  // Videos without their low-data versions are queued (once each); without ffmpeg this warns once.
  videosAtStart = ctx.videos
    .start(jobs)
    // Automatic caption drafts, when CAPTIONS_ENGINE is set (off by default).
    .then(() => new CaptionDrafts(ctx).start(jobs))
    .catch((err) => app.log.error({ err }, 'could not start video processing; originals play'));
  await videosAtStart;
  await cleanupAtStart;
  app.log.info({ node: process.version }, `Sewee is ready on ${config.publicUrl}`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DatabaseInUseError || err instanceof DatabaseUnreachableError) {
    console.error(err.message);
  } else {
    // Through the log's error serializer: a database error's message can carry the row it was writing.
    console.error('Sewee failed to start:', errorText(err));
  }
  process.exit(1);
});
