import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { msg, type ServerMessage } from '../../lib/messages';
import { rateLimitsRepo } from './repository';

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
function waitText(seconds: number): ServerMessage {
  return seconds < 60 ? msg('wait.seconds', { count: seconds }) : msg('wait.minutes', { count: Math.ceil(seconds / 60) });
}

/** A counter's row key: the rule's name and who it counts, e.g. `login:ip:203.0.113.9`. */
const keyOf = (rule: { name: string }, subject: string) => `${rule.name}:${subject}`;

/**
 * Fixed-window counters kept in the database, so every app process shares them
 * (docs/decisions/008-rate-limits-in-the-database.md).
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
      throw new AppError('RATE_LIMITED', msg('general.tooManyAttempts', { wait: waitText(retryAfterSeconds) }), {
        retryAfterSeconds,
      });
    }
  }

  /** Counts one attempt like `hit`, but answers false past the limit instead of throwing: for limits the caller must not reveal. */
  async allow(rule: RateRule, subject: string): Promise<boolean> {
    if (!this.enabled) return true;
    return (await this.count(rule, subject)).count <= rule.limit;
  }

  private count(rule: RateRule, subject: string): Promise<{ count: number; retry: number }> {
    return rateLimitsRepo.countInWindow(this.db, keyOf(rule, subject), rule.windowSeconds);
  }

  /**
   * Counts one try under a backoff rule, as a failure until `clear` says otherwise (so parallel tries
   * cannot slip past the count), or throws a 429 with the wait left when the rule says to wait. The
   * check and the count are one statement, so concurrent tries are counted in turn.
   */
  async attempt(rule: BackoffRule, subject: string, message: (wait: ServerMessage) => ServerMessage): Promise<void> {
    if (!this.enabled) return;
    const row = await rateLimitsRepo.countUnlessWaiting(this.db, keyOf(rule, subject), rule);
    if (row && !row.counted) {
      const retryAfterSeconds = Math.max(1, Number(row.retry));
      throw new AppError('RATE_LIMITED', message(waitText(retryAfterSeconds)), { retryAfterSeconds });
    }
  }

  /** Takes back one counted attempt, e.g. a per-IP sign-in that succeeded: the ceiling counts failures. */
  async refund(rule: RateRule, subject: string): Promise<void> {
    if (!this.enabled) return;
    await rateLimitsRepo.refund(this.db, keyOf(rule, subject));
  }

  /** Forgets a counter, e.g. the (account, IP) sign-in failures after a successful sign-in. */
  async clear(rule: RateRule | BackoffRule, subject: string): Promise<void> {
    await rateLimitsRepo.remove(this.db, keyOf(rule, subject));
  }

  /** Drops windows that ended long ago (every rule's window is at most a day); returns how many. */
  async prune(db: DbOrTx = this.db): Promise<number> {
    return rateLimitsRepo.deleteOlderThanADay(db);
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
  /** The fresh code sent by itself when an unverified user signs in with an expired one: once per 10 minutes. */
  autoResendAccount: { name: 'resend-auto:acct', limit: 1, windowSeconds: 10 * 60 },
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
  /** Contact-form receipts to one address from anywhere: past it the message still arrives, the receipt is dropped silently (the form cannot be used to mail someone over and over). */
  contactAckAddress: { name: 'contact-ack:addr', limit: 3, windowSeconds: 24 * 60 * 60 },
  /**
   * Public certificate look-ups (the verification API, the PDF, the page's link preview) from one
   * address. A code is 50 random bits, so this only keeps enumeration slow; sized so a school's or a
   * carrier's shared address can still check a class's certificates.
   */
  certificateIp: { name: 'certificate:ip', limit: 200, windowSeconds: 15 * 60 },
  /**
   * Offline replays by one account: a phone back online sends one per course it has marks for (and
   * retries a lost answer), far below this; a script replaying 500 events over and over is held back.
   */
  replayAccount: { name: 'replay:acct', limit: 30, windowSeconds: 10 * 60 },
} satisfies Record<string, RateRule>;

/** Sign-in failures per (account, IP): 5 free, then 2 s, 4 s, 8 s ... up to 15 min between tries; forgotten after 1 h. */
export const LOGIN_BACKOFF: BackoffRule = {
  name: 'login:acct-ip',
  free: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  forgetSeconds: 60 * 60,
};
