import type { ContactSchema, Locale } from '@sewee/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { contactMail } from '../../platform/mail/templates';
import { mailLocale } from '../../platform/mail/locale';
import { contactAckMail } from './ack-mail';
import { RATE_RULES } from '../../platform/security/rate-limit';
import { contactRepo } from './repository';

/** Messages from the contact form: stored with their mail to the site address in one transaction, then sent. */
export function createContactService(ctx: AppContext) {
  ctx.mailer.define('contact', async (job) => {
    const m = job.refId ? await contactRepo.findById(ctx.db, job.refId) : undefined;
    if (!m) return null;
    return { ...contactMail(m), replyTo: m.email };
  });
  // The sender's copy that the message arrived: fixed text only, in the language of the form's request.
  ctx.mailer.define('contact_ack', async (job) => contactAckMail(mailLocale(job)));

  return {
    /** Stores the message, mails it to the school, and acknowledges it to the sender in `language`. */
    async send(message: z.output<typeof ContactSchema>, ip: string, language: Locale) {
      await ctx.limiter.hit(RATE_RULES.contactIp, ip);
      const acknowledge = await ctx.limiter.allow(RATE_RULES.contactAckAddress, message.email.toLowerCase());
      await ctx.db.transaction(async (tx) => {
        const { id } = await contactRepo.insert(tx, message);
        await ctx.mailer.record(tx, { template: 'contact', to: ctx.config.siteEmail, refId: id });
        if (acknowledge) await ctx.mailer.record(tx, { template: 'contact_ack', to: message.email, language });
      });
      void ctx.mailer.drain();
    },
  };
}
