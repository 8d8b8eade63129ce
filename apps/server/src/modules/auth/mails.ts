import type { AppContext } from '../../context';
import { mailLocale } from '../../platform/mail/locale';
import type { MailBuilder } from '../../platform/mail/mailer';
import { resetMail, signupNoticeMail, verificationMail } from '../../platform/mail/templates';
import { randomCode, randomToken, sha256 } from '../../platform/security/secrets';
import { usersRepo } from '../users/repository';
import { authRepo } from './repository';
import { CODE_MINUTES, codeHash, RESET_MINUTES } from './service';

/**
 * The account mails, built when they are sent. A code or reset token is made here, at send time,
 * and only its digest is stored: the queued job names the template and the account, never the
 * secret. Each new one replaces the account's unused one of the same purpose (issueToken), so a
 * retried or repeated job leaves only the newest mail's code working.
 */
export function authMails(ctx: AppContext) {
  const { db, config } = ctx;
  return {
    verify_email: async (job) => {
      const user = job.userId ? await usersRepo.findById(db, job.userId) : undefined;
      if (!user || user.isVerified) return null;
      const code = randomCode();
      await authRepo.issueToken(db, {
        userId: user.id,
        purpose: 'verify_email',
        tokenHash: codeHash(user.id, code),
        expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
      });
      return verificationMail(user.name, code, mailLocale(job, user));
    },

    // Queued by address alone (forgot-password does the same work for unknown addresses): no account, no mail.
    reset_password: async (job) => {
      const user = await usersRepo.findByEmail(db, job.to);
      if (!user) return null;
      const token = randomToken();
      await authRepo.issueToken(db, {
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
      });
      return resetMail(user.name, `${config.publicUrl}/reset-password/${token}`, mailLocale(job, user));
    },

    signup_notice: async (job) => {
      const user = job.userId ? await usersRepo.findById(db, job.userId) : undefined;
      if (!user) return null;
      return signupNoticeMail(
        user.name,
        { signIn: `${config.publicUrl}/sewee-login`, reset: `${config.publicUrl}/forgot-password` },
        mailLocale(job, user),
      );
    },
  } satisfies Record<'verify_email' | 'reset_password' | 'signup_notice', MailBuilder>;
}
