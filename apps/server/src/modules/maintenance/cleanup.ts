import type { AppContext } from '../../context';
import { LOCKS, tryTransactionLock } from '../../db/locks';
import type { JobQueue } from '../../platform/jobs/queue';
import { authRepo } from '../auth/repository';
import { sweepAbandonedUploads } from '../media/resumable';

/** How long finished things are kept before cleanup removes them (docs/foundation.md, docs/quality.md). */
export const RETENTION = {
  /** Sent, skipped and given-up mail jobs: long enough to look into a "did my mail go?" question. */
  mailDays: 7,
  /** Used or expired codes and reset tokens (digests only; kept a day for looking into a complaint). */
  tokenDays: 1,
  /** An upload's `.part` file not written to for this long belongs to a write that died. */
  staleUploadMs: 60 * 60_000,
} as const;

/** When the job queue runs cleanup: every hour at :17 (UTC), once across all app processes. */
export const CLEANUP_CRON = '17 * * * *';

export interface CleanupReport {
  /** Another process held the cleanup lock, so the database part was left to it. */
  databaseSkipped: boolean;
  rateLimits: number;
  sessions: number;
  tokens: number;
  mailJobs: number;
  partFiles: number;
  /** Resumable uploads created more than 24 h ago and never finished (DATA_DIR/uploads). */
  abandonedUploads: number;
}

/**
 * Removes what nothing needs any more: stale `.part` upload files, abandoned resumable uploads, ended rate-limit windows,
 * expired sessions, spent codes and tokens, finished mail jobs past their retention. Safe when
 * several processes run it at once: the database part runs in one transaction under an advisory
 * lock that a second caller skips (the shared folder of unfinished uploads is swept under it too),
 * and each process sweeps its own media folder.
 */
export async function cleanup(ctx: Pick<AppContext, 'db' | 'storage' | 'limiter' | 'mailer' | 'config' | 'log'>): Promise<CleanupReport> {
  // A failing sweep is logged and counted as 0: it must not keep the database part from running.
  const swept = (what: string, run: () => Promise<number>) =>
    run().catch((err: unknown) => {
      ctx.log.error({ err }, `cleanup: ${what} failed; the next run will try again`);
      return 0;
    });
  const partFiles = await swept('sweeping stale .part files', () => ctx.storage.sweepTemporary(RETENTION.staleUploadMs));
  let abandonedUploads = 0;
  const counts = await ctx.db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, LOCKS.cleanup))) return null;
    // DATA_DIR/uploads is shared by every replica: swept by the lock holder only.
    abandonedUploads = await swept('sweeping abandoned resumable uploads', () => sweepAbandonedUploads(ctx.config));
    return {
      rateLimits: await ctx.limiter.prune(tx),
      sessions: await authRepo.deleteExpiredSessions(tx),
      tokens: await authRepo.deleteSpentTokens(tx, RETENTION.tokenDays),
      mailJobs: await ctx.mailer.prune(tx, RETENTION.mailDays),
    };
  });
  return { databaseSkipped: !counts, rateLimits: 0, sessions: 0, tokens: 0, mailJobs: 0, ...counts, partFiles, abandonedUploads };
}

/**
 * Runs cleanup now, in this process (each process sweeps its own upload folder at start), then on
 * the job queue's schedule, once per hour across every process; each run logs what it removed.
 */
export async function scheduleCleanup(ctx: AppContext, jobs: JobQueue): Promise<void> {
  const run = async () => ctx.log.info(await cleanup(ctx), 'cleanup done');
  await jobs.every('cleanup', CLEANUP_CRON, run);
  await run().catch((err) => ctx.log.error({ err }, 'cleanup at start failed; the hourly run will try again'));
}
