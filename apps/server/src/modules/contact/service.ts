import type { ContactSchema, Locale } from '@sewee/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { RATE_RULES } from '../../platform/security/rate-limit';
import { contactRepo } from './repository';

/** Messages from the contact form: stored with their mail to the site address in one transaction, then sent. */
export function createContactService(ctx: AppContext) {
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
