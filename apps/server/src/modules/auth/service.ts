import type { z } from 'zod';
import type { ForgotPasswordSchema, LoginSchema, SignupSchema } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { resetMail, verificationMail } from '../../platform/mail/templates';
import { LOGIN_BACKOFF, RATE_RULES } from '../../platform/security/rate-limit';
import { hashPassword, randomCode, randomToken, sha256, verifyAgainstDummy, verifyPassword } from '../../platform/security/secrets';
import { usersRepo, type UserRow } from '../users/repository';
import { authRepo } from './repository';

const CODE_MINUTES = 10;
const CODE_MAX_TRIES = 5;
const RESET_MINUTES = 60;

/** A code is hashed with its user's id, so equal codes of two users never share a digest. */
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

export const FORGOT_MESSAGE = 'If an account exists for that e-mail, you will receive a password reset link shortly.';

export function createAuthService(ctx: AppContext) {
  const { db, limiter, mailer, config } = ctx;

  async function sendVerificationCode(user: UserRow) {
    const code = randomCode();
    await authRepo.issueToken(db, {
      userId: user.id,
      purpose: 'verify_email',
      tokenHash: codeHash(user.id, code),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    });
    await mailer.send({ to: user.email, ...verificationMail(user.name, code) });
  }

  return {
    async signup(input: z.output<typeof SignupSchema>, ip: string) {
      await limiter.hit(RATE_RULES.signupIp, ip);
      const passwordHash = await hashPassword(input.password);
      // Only the listed fields are taken: role, status and the rest are the server's.
      const user = await usersRepo.insert(db, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        dob: input.dob ?? null,
        country: input.country ?? null,
        passwordHash,
      });
      if (!user) throw new AppError('CONFLICT', 'An account with this e-mail already exists. Sign in or reset your password.');
      await sendVerificationCode(user);
      return user;
    },

    /**
     * Each try counts as a failure until it succeeds: per address (a NAT-sized ceiling) and per
     * (account, address), where failures slow further tries down (LOGIN_BACKOFF). No account-wide
     * count: it would let anyone lock the owner out, who signs in from another address at once.
     */
    async login(input: z.output<typeof LoginSchema>, ip: string) {
      await limiter.hit(RATE_RULES.loginIp, ip);
      const pair = `${input.email}|${ip}`;
      await limiter.attempt(
        LOGIN_BACKOFF,
        pair,
        (wait) => `Too many wrong passwords for this account from your network. Please wait ${wait} and try again, or reset your password.`,
      );
      const user = await usersRepo.findByEmail(db, input.email);
      if (!user) {
        await verifyAgainstDummy(input.password);
        throw new AppError('UNAUTHENTICATED', 'Incorrect e-mail or password.');
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError('UNAUTHENTICATED', 'Incorrect e-mail or password.');
      }
      await limiter.clear(LOGIN_BACKOFF, pair);
      await limiter.refund(RATE_RULES.loginIp, ip);
      await usersRepo.touchLastLogin(db, user.id);
      return (await usersRepo.findById(db, user.id))!;
    },

    /** Checks `code` for `user` (identified by session or pending cookie, never by the code). */
    async verifyEmail(user: UserRow, code: string, ip: string) {
      await limiter.hit(RATE_RULES.verifyIp, ip);
      await limiter.hit(RATE_RULES.verifyAccount, user.id);
      if (user.isVerified) return user;
      const token = await authRepo.activeToken(db, user.id, 'verify_email');
      if (!token || token.expiresAt.getTime() < Date.now()) {
        throw new AppError('VALIDATION', 'This code has expired. Tap "Resend code" to get a new one.');
      }
      if (token.attempts >= CODE_MAX_TRIES) {
        throw new AppError('VALIDATION', 'Too many wrong codes. Tap "Resend code" to get a new one.');
      }
      if (token.tokenHash !== codeHash(user.id, code)) {
        const [after] = await authRepo.countFailedAttempt(db, token.id);
        const left = CODE_MAX_TRIES - (after?.attempts ?? CODE_MAX_TRIES);
        throw new AppError(
          'VALIDATION',
          left > 0
            ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'Too many wrong codes. Tap "Resend code" to get a new one.',
        );
      }
      if (!(await authRepo.consumeToken(db, token.id))) {
        throw new AppError('VALIDATION', 'This code was already used. Tap "Resend code" to get a new one.');
      }
      return (await usersRepo.update(db, user.id, { isVerified: true }))!;
    },

    async resendVerification(user: UserRow) {
      if (user.isVerified) return;
      await limiter.hit(RATE_RULES.resendAccount, user.id);
      await sendVerificationCode(user);
    },

    /** Answers alike whether or not the account exists. */
    async forgotPassword(input: z.output<typeof ForgotPasswordSchema>, ip: string) {
      await limiter.hit(RATE_RULES.forgotIp, ip);
      await limiter.hit(RATE_RULES.forgotAccountIp, `${input.email}|${ip}`);
      await limiter.hit(RATE_RULES.forgotAccount, input.email);
      const user = await usersRepo.findByEmail(db, input.email);
      if (!user) return;
      const token = randomToken();
      await authRepo.issueToken(db, {
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
      });
      await mailer.send({ to: user.email, ...resetMail(user.name, `${config.publicUrl}/reset-password/${token}`) });
    },

    /** Sets the new password once per token and ends every session of the user. */
    async resetPassword(token: string, password: string, ip: string) {
      await limiter.hit(RATE_RULES.resetIp, ip);
      const invalid = new AppError('VALIDATION', 'This reset link is invalid or has expired. Ask for a new one.');
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
