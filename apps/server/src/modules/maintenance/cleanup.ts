import type { AppContext } from '../../context';
import { LOCKS, tryTransactionLock } from '../../db/locks';
import { authRepo } from '../auth/repository';

/** How long finished things are kept before cleanup removes them (docs/foundation.md, docs/quality.md). */
export const RETENTION = {
  /** Sent, skipped and given-up mail jobs: long enough to look into a "did my mail go?" question. */
  mailDays: 7,
  /** Used or expired codes and reset tokens (digests only; kept a day for looking into a complaint). */
  tokenDays: 1,
  /** An upload's `.part` file not written to for this long belongs to a write that died. */
  staleUploadMs: 60 * 60_000,
} as const;

/** How often the server runs cleanup (and once at start). */
export const CLEANUP_EVERY_MS = 60 * 60_000;

export interface CleanupReport {
  /** Another process held the cleanup lock, so the database part was left to it. */
  databaseSkipped: boolean;
  rateLimits: number;
  sessions: number;
  tokens: number;
  mailJobs: number;
  partFiles: number;
}

/**
 * Removes what nothing needs any more: stale `.part` upload files, ended rate-limit windows,
 * expired sessions, spent codes and tokens, finished mail jobs past their retention. Safe when
 * several processes run it at once: the database part runs in one transaction under an advisory
 * lock that a second caller skips, and each process sweeps its own media folder.
 */
export async function cleanup(ctx: Pick<AppContext, 'db' | 'storage' | 'limiter' | 'mailer'>): Promise<CleanupReport> {
  const partFiles = await ctx.storage.sweepTemporary(RETENTION.staleUploadMs);
  const counts = await ctx.db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, LOCKS.cleanup))) return null;
    return {
      rateLimits: await ctx.limiter.prune(tx),
      sessions: await authRepo.deleteExpiredSessions(tx),
      tokens: await authRepo.deleteSpentTokens(tx, RETENTION.tokenDays),
      mailJobs: await ctx.mailer.prune(tx, RETENTION.mailDays),
    };
  });
  return { databaseSkipped: !counts, rateLimits: 0, sessions: 0, tokens: 0, mailJobs: 0, ...counts, partFiles };
}

/**
 * Runs cleanup now and then every `everyMs`, logging what it removed; the timer does not keep the
 * process alive. Returns a stop function. (The work is `cleanup`; only the scheduling lives here.)
 */
export function startCleanupTimer(ctx: AppContext, everyMs = CLEANUP_EVERY_MS): () => void {
  let running: Promise<void> | undefined;
  const run = () => {
    // A slow run is not stacked on by the next tick.
    running ??= cleanup(ctx)
      .then((report) => ctx.log.info(report, 'cleanup done'))
      .catch((err) => ctx.log.error({ err }, 'cleanup failed'))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
