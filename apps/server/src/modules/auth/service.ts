import { msg } from '../../lib/messages';
import type { z } from 'zod';
import type { ForgotPasswordSchema, Locale, LoginSchema, SignupSchema } from '@sewee/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { LOGIN_BACKOFF, RATE_RULES } from '../../platform/security/rate-limit';
import { hashPassword, sha256, verifyAgainstDummy, verifyPassword } from '../../platform/security/secrets';
import { usersRepo, type UserRow } from '../users/repository';
import { authRepo } from './repository';
import type { PendingTicket } from './session';

export const CODE_MINUTES = 10;
const CODE_MAX_TRIES = 5;
export const RESET_MINUTES = 60;

/** A code is hashed with its user's id, so equal codes of two users never share a digest. */
export const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * Whose code a verify-email or resend call is about: an account, or a sign-up decoy. A decoy is the
 * ticket a sign-up with a taken address gets. It has a code state of its own (expiry and tries, in
 * one_time_tokens) but no code and no account of its own: no code is ever right, its tries and
 * resends are counted on the ticket, and nothing it does reaches the owner's account, whose e-mail
 * it holds only to answer a mismatched one alike. So it answers as a new account's ticket does to
 * a caller who does not have the mailed code.
 */
export type Verifying =
  | { user: UserRow; decoy?: undefined }
  | { user?: undefined; decoy: { ticketId: string; ticketHash: string; ownerId: string; email: string } };

/** The decoy's "new code": fresh tries and expiry, alike to a real code's; no mail goes to anyone. */
export const issueDecoyCode = (db: DbOrTx, decoy: { ticketHash: string; ownerId: string }) =>
  authRepo.issueToken(db, {
    userId: decoy.ownerId,
    purpose: 'signup_decoy',
    tokenHash: decoy.ticketHash,
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
  });

/** The key of the per-account verify and resend limits: a decoy's ticket, so a decoy never uses up its owner's. */
const limitKey = (who: Verifying) => (who.user ? who.user.id : who.decoy.ticketId);

export function createAuthService(ctx: AppContext) {
  const { db, limiter, mailer } = ctx;

  /**
   * An unverified user who signs in when their code has expired (or was used up by wrong
   * tries) gets a fresh one without asking, at most once per 10 minutes (a limiter window, kept in
   * the database, so parallel sign-ins and other processes count too). Returns whether one was sent.
   */
  async function sendCodeIfExpired(user: UserRow): Promise<boolean> {
    const token = await authRepo.activeToken(db, { userId: user.id }, 'verify_email');
    const usable = token && token.expiresAt.getTime() > Date.now() && token.attempts < CODE_MAX_TRIES;
    if (usable) return false;
    if (!(await limiter.allow(RATE_RULES.autoResendAccount, user.id))) return false;
    await mailer.send({ template: 'verify_email', to: user.email, userId: user.id });
    return true;
  }

  return {
    /**
     * A new account, its sign-up ticket and its code's mail, in one transaction. An address that
     * already has an account gets a decoy ticket and a notice instead (see signup-notice in
     * mails.ts), and the caller answers exactly as for a new account, so sign-up does not tell who
     * has one: both run the same statements before the answer, and what only a taken address needs
     * (the decoy's code state, the notice's daily limit) is done by the notice's mail job after it.
     */
    /** `language`: the one the sign-up was made in; the new account keeps it (its e-mails, its pages). */
    async signup(input: z.output<typeof SignupSchema>, ip: string, language: Locale, ticket: Omit<PendingTicket, 'token'>): Promise<void> {
      await limiter.hit(RATE_RULES.signupIp, ip);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        // Only the listed fields are taken: role, status and the rest are the server's.
        const created = await usersRepo.insert(tx, {
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          dob: input.dob ?? null,
          country: input.country ?? null,
          passwordHash,
          language,
        });
        // Read in both cases (the new row, or the owner's), so a taken address costs no extra statement.
        const account = await usersRepo.findByEmail(tx, input.email);
        if (!account) return; // the owner went meanwhile: the ticket names no one
        const kind = created ? 'pending_verification' : 'signup_decoy';
        const session = await authRepo.createSession(tx, {
          tokenHash: ticket.tokenHash,
          userId: account.id,
          kind,
          expiresAt: ticket.expiresAt,
        });
        // Both name the ticket (the notice's job makes the decoy's code state for it): the same insert either way.
        const template = created ? 'verify_email' : 'signup_notice';
        await mailer.record(tx, { template, to: account.email, userId: account.id, refId: session.id, language });
      });
      void mailer.drain();
    },

    /**
     * Each try counts as a failure until it succeeds: per address (a NAT-sized ceiling) and per
     * (account, address), where failures slow further tries down (LOGIN_BACKOFF). No account-wide
     * count: it would let anyone lock the owner out, who signs in from another address at once.
     */
    async login(input: z.output<typeof LoginSchema>, ip: string) {
      await limiter.hit(RATE_RULES.loginIp, ip);
      const pair = `${input.email}|${ip}`;
      await limiter.attempt(LOGIN_BACKOFF, pair, (wait) => msg('auth.wrongPasswords', { wait }));
      const user = await usersRepo.findByEmail(db, input.email);
      if (!user) {
        await verifyAgainstDummy(input.password);
        throw new AppError('UNAUTHENTICATED', msg('auth.incorrect'));
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError('UNAUTHENTICATED', msg('auth.incorrect'));
      }
      await limiter.clear(LOGIN_BACKOFF, pair);
      await limiter.refund(RATE_RULES.loginIp, ip);
      await usersRepo.touchLastLogin(db, user.id);
      const codeSent = user.isVerified ? false : await sendCodeIfExpired(user);
      return { user: (await usersRepo.findById(db, user.id))!, codeSent };
    },

    /** Checks `code` for whom the session or sign-up ticket names (never found by the code). */
    async verifyEmail(who: Verifying, code: string, ip: string) {
      await limiter.hit(RATE_RULES.verifyIp, ip);
      await limiter.hit(RATE_RULES.verifyAccount, limitKey(who));
      if (who.user?.isVerified) return who.user;
      const token = who.user
        ? await authRepo.activeToken(db, { userId: who.user.id }, 'verify_email')
        : await authRepo.activeToken(db, { ticketHash: who.decoy.ticketHash }, 'signup_decoy');
      if (!token || token.expiresAt.getTime() < Date.now()) {
        throw new AppError('VALIDATION', msg('auth.codeExpired'));
      }
      if (token.attempts >= CODE_MAX_TRIES) {
        throw new AppError('VALIDATION', msg('auth.tooManyCodes'));
      }
      if (!who.user || token.tokenHash !== codeHash(who.user.id, code)) {
        const [after] = await authRepo.countFailedAttempt(db, token.id);
        const left = CODE_MAX_TRIES - (after?.attempts ?? CODE_MAX_TRIES);
        throw new AppError('VALIDATION', left > 0 ? msg('auth.wrongCode', { count: left }) : msg('auth.tooManyCodes'));
      }
      if (!(await authRepo.consumeToken(db, token.id))) {
        throw new AppError('VALIDATION', msg('auth.codeUsed'));
      }
      return (await usersRepo.update(db, who.user.id, { isVerified: true }))!;
    },

    async resendVerification(who: Verifying) {
      if (who.user?.isVerified) return;
      await limiter.hit(RATE_RULES.resendAccount, limitKey(who));
      if (who.user) await mailer.send({ template: 'verify_email', to: who.user.email, userId: who.user.id });
      else await issueDecoyCode(db, who.decoy);
    },

    /**
     * Answers alike, in what it says and in the work it does, whether or not the account exists:
     * it only queues the mail, whose builder looks the account up when it sends (mails.ts).
     */
    async forgotPassword(input: z.output<typeof ForgotPasswordSchema>, ip: string, language: Locale) {
      await limiter.hit(RATE_RULES.forgotIp, ip);
      await limiter.hit(RATE_RULES.forgotAccountIp, `${input.email}|${ip}`);
      await limiter.hit(RATE_RULES.forgotAccount, input.email);
      await mailer.send({ template: 'reset_password', to: input.email, language });
    },

    /** Sets the new password once per token and ends every session of the user. */
    async resetPassword(token: string, password: string, ip: string) {
      await limiter.hit(RATE_RULES.resetIp, ip);
      const invalid = new AppError('VALIDATION', msg('auth.resetInvalid'));
      const row = await authRepo.findTokenByHash(db, sha256(token), 'reset_password');
      if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) throw invalid;
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await authRepo.consumeToken(tx, row.id))) throw invalid;
        // Following the mailed link proves the address, so it also counts as verification.
        await usersRepo.update(tx, row.userId, { passwordHash, isVerified: true });
        await authRepo.deleteUserSessions(tx, row.userId);
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
