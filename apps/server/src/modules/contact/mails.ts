import type { AppContext } from '../../context';
import { mailLocale } from '../../platform/mail/locale';
import type { MailBuilder } from '../../platform/mail/mailer';
import { contactMail } from '../../platform/mail/templates';
import { contactAckMail } from './ack-mail';
import { contactRepo } from './repository';

/** The contact form's mails: the message to the school, and the sender's copy that it arrived. */
export function contactMails(ctx: AppContext) {
  return {
    contact: async (job) => {
      const m = job.refId ? await contactRepo.findById(ctx.db, job.refId) : undefined;
      if (!m) return null;
      return { ...contactMail(m), replyTo: m.email };
    },
    // Fixed text only, in the language of the form's request.
    contact_ack: async (job) => contactAckMail(mailLocale(job)),
  } satisfies Record<'contact' | 'contact_ack', MailBuilder>;
}
