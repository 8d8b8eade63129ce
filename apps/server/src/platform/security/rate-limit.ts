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

/** Failures that slow further tries down instead of locking: each try past `free` waits twice as long as the last. */
export interface BackoffRule {
  name: string;
  /** Tries allowed before any wait. */
  free: number;
  /** The wait after the first try past `free`; it doubles with each further failure, up to `maxDelaySeconds`. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten once none has come for this long (longer than the longest wait). */
  forgetSeconds: number;
}

/** "5 seconds", "2 minutes": how long to wait, in the unit a person reads. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

type CounterRow = { count: number; retry: number };
const firstRow = (rows: unknown) => (rows as { rows: CounterRow[] }).rows[0];

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
      throw new AppError('RATE_LIMITED', `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`, {
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
    const rows = await this.db.execute<CounterRow>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN now() ELSE rate_limits.window_start END
      RETURNING count, CEIL(EXTRACT(EPOCH FROM (window_start + ${window}::interval - now())))::int AS retry`);
    const row = firstRow(rows)!;
    return { count: Number(row.count), retry: Number(row.retry) };
  }

  /**
   * Counts one try under a backoff rule, as a failure until `clear` says otherwise (so parallel tries
   * cannot slip past the count), or throws a 429 with the wait left when the rule says to wait. The
   * check and the count are one statement, so concurrent tries are counted in turn.
   */
  async attempt(rule: BackoffRule, subject: string, message: (wait: string) => string): Promise<void> {
    if (!this.enabled) return;
    const key = `${rule.name}:${subject}`;
    const forget = `${rule.forgetSeconds} seconds`;
    // When the previous try may next be followed, from the row as it stands.
    const waitUntil = (count: unknown, start: unknown) =>
      sql`${start} + LEAST(${rule.maxDelaySeconds}, ${rule.firstDelaySeconds} * power(2, GREATEST(${count} - ${rule.free}, 0))) * interval '1 second'`;
    const allowed = sql`(rate_limits.count < ${rule.free} OR now() >= ${waitUntil(sql`rate_limits.count`, sql`rate_limits.window_start`)})`;
    const forgotten = sql`rate_limits.window_start <= now() - ${forget}::interval`;
    // window_start holds the time of the last counted try; a refused try changes nothing.
    const rows = await this.db.execute<CounterRow & { counted: boolean }>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${forgotten} THEN 1 WHEN ${allowed} THEN rate_limits.count + 1 ELSE rate_limits.count END,
        window_start = CASE WHEN ${forgotten} OR ${allowed} THEN now() ELSE rate_limits.window_start END
      RETURNING window_start = now() AS counted,
        CEIL(EXTRACT(EPOCH FROM (${waitUntil(sql`count`, sql`window_start`)} - now())))::int AS retry`);
    const row = firstRow(rows) as (CounterRow & { counted: boolean }) | undefined;
    if (row && !row.counted) {
      const retryAfterSeconds = Math.max(1, Number(row.retry));
      throw new AppError('RATE_LIMITED', message(waitText(retryAfterSeconds)), { retryAfterSeconds });
    }
  }

  /** Takes back one counted attempt, e.g. a per-IP sign-in that succeeded: the ceiling counts failures. */
  async refund(rule: RateRule, subject: string): Promise<void> {
    if (!this.enabled) return;
    await this.db.execute(sql`UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${`${rule.name}:${subject}`}`);
  }

  /** Forgets a counter, e.g. the (account, IP) sign-in failures after a successful sign-in. */
  async clear(rule: RateRule | BackoffRule, subject: string): Promise<void> {
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
 * The limits (docs/foundation.md explains them; docs/quality.md lists them). Many students share one
 * carrier-NAT address, so a per-IP limit is only a backstop sized for a whole NAT; what stops guessing
 * is per account and per (account, IP). No rule lets a stranger lock an account: sign-in failures
 * slow down the address they come from, never the owner on another one.
 */
export const RATE_RULES = {
  /** Failed sign-ins from one address, any account (a success is taken back). */
  loginIp: { name: 'login:ip', limit: 300, windowSeconds: 15 * 60 },
  signupIp: { name: 'signup:ip', limit: 100, windowSeconds: 60 * 60 },
  /** "Someone tried to sign up with your address" mails; past it they are dropped silently (a 429 would tell the address has an account). */
  signupNoticeAccount: { name: 'signup-notice:acct', limit: 3, windowSeconds: 24 * 60 * 60 },
  verifyIp: { name: 'verify:ip', limit: 300, windowSeconds: 15 * 60 },
  verifyAccount: { name: 'verify:acct', limit: 20, windowSeconds: 60 * 60 },
  resendAccount: { name: 'resend:acct', limit: 5, windowSeconds: 60 * 60 },
  forgotIp: { name: 'forgot:ip', limit: 100, windowSeconds: 60 * 60 },
  /** Reset mails to one address from one IP: one source cannot use up forgotAccount alone. */
  forgotAccountIp: { name: 'forgot:acct-ip', limit: 3, windowSeconds: 60 * 60 },
  /**
   * Reset mails to one address from anywhere: a cap on mail-bombing it. Its price: strangers on four
   * addresses can hold back that address's reset mails for up to an hour (signing in still works).
   */
  forgotAccount: { name: 'forgot:acct', limit: 10, windowSeconds: 60 * 60 },
  resetIp: { name: 'reset:ip', limit: 100, windowSeconds: 15 * 60 },
  contactIp: { name: 'contact:ip', limit: 50, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/** Sign-in failures per (account, IP): 5 free, then 2 s, 4 s, 8 s ... up to 15 min between tries; forgotten after 1 h. */
export const LOGIN_BACKOFF: BackoffRule = {
  name: 'login:acct-ip',
  free: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  forgetSeconds: 60 * 60,
};
