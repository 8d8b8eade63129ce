import { lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface RateRule {
  /** Counter name, e.g. `login:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every app process shares them (design §11).
 * `hit` counts one attempt and throws a 429 AppError once the limit is passed.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly enabled = true,
  ) {}

  async hit(rule: RateRule, subject: string): Promise<void> {
    if (!this.enabled) return;
    const row = await this.count(rule, subject);
    if (row.count > rule.limit) {
      const retryAfterSeconds = Math.max(1, row.retry);
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new AppError('RATE_LIMITED', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
        retryAfterSeconds,
      });
    }
  }

  /** Counts one attempt like `hit`, but answers false past the limit instead of throwing: for limits the caller must not reveal. */
  async allow(rule: RateRule, subject: string): Promise<boolean> {
    if (!this.enabled) return true;
    return (await this.count(rule, subject)).count <= rule.limit;
  }

  private async count(rule: RateRule, subject: string): Promise<{ count: number; retry: number }> {
    const key = `${rule.name}:${subject}`;
    const window = `${rule.windowSeconds} seconds`;
    const rows = await this.db.execute<{ count: number; retry: number }>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN now() ELSE rate_limits.window_start END
      RETURNING count, CEIL(EXTRACT(EPOCH FROM (window_start + ${window}::interval - now())))::int AS retry`);
    const row = (rows as unknown as { rows: { count: number; retry: number }[] }).rows[0]!;
    return { count: Number(row.count), retry: Number(row.retry) };
  }

  /** Forgets a counter, e.g. the per-account sign-in failures after a successful sign-in. */
  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${`${rule.name}:${subject}`}`);
  }

  /** Drops windows that ended long ago (every rule's window is at most a day); returns how many. */
  async prune(db: DbOrTx = this.db): Promise<number> {
    const gone = await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
      .returning({ key: rateLimits.key });
    return gone.length;
  }
}

/**
 * The limits. Per-IP limits are generous because many students share one carrier IP (CGNAT);
 * per-account limits are tight so a code cannot be guessed and passwords cannot be sprayed.
 */
export const RATE_RULES = {
  loginIp: { name: 'login:ip', limit: 100, windowSeconds: 15 * 60 },
  loginAccount: { name: 'login:acct', limit: 10, windowSeconds: 15 * 60 },
  signupIp: { name: 'signup:ip', limit: 50, windowSeconds: 60 * 60 },
  /** "Someone tried to sign up with your address" mails; past it they are dropped silently (a 429 would tell the address has an account). */
  signupNoticeAccount: { name: 'signup-notice:acct', limit: 3, windowSeconds: 24 * 60 * 60 },
  verifyIp: { name: 'verify:ip', limit: 100, windowSeconds: 15 * 60 },
  verifyAccount: { name: 'verify:acct', limit: 20, windowSeconds: 60 * 60 },
  resendAccount: { name: 'resend:acct', limit: 5, windowSeconds: 60 * 60 },
  forgotIp: { name: 'forgot:ip', limit: 30, windowSeconds: 60 * 60 },
  forgotAccount: { name: 'forgot:acct', limit: 3, windowSeconds: 60 * 60 },
  resetIp: { name: 'reset:ip', limit: 30, windowSeconds: 15 * 60 },
  contactIp: { name: 'contact:ip', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;
