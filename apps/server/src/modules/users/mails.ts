import type { AppContext } from '../../context';
import { mailLocale } from '../../platform/mail/locale';
import type { MailBuilder } from '../../platform/mail/mailer';
import { decisionMail } from '../../platform/mail/templates';
import { usersRepo } from './repository';

/** The accounts' mails, built when they are sent from the account as it then stands. */
export function userMails(ctx: AppContext) {
  const { db, config } = ctx;
  return {
    // An admin's decision on a new account.
    account_decision: async (job) => {
      const user = job.userId ? await usersRepo.findById(db, job.userId) : undefined;
      if (!user || user.status === 'pending') return null;
      const link = user.status === 'approved' ? `${config.publicUrl}/dashboard/courses` : `${config.publicUrl}/`;
      return {
        ...decisionMail({ about: 'account', status: user.status, name: user.name, link }, mailLocale(job, user)),
        replyTo: config.siteEmail,
      };
    },
  } satisfies Record<'account_decision', MailBuilder>;
}
