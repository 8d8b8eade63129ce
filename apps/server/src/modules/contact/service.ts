import type { ContactSchema } from '@sewee/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { contactMail } from '../../platform/mail/templates';
import { RATE_RULES } from '../../platform/security/rate-limit';
import { contactRepo } from './repository';

/** Messages from the contact form: stored with their mail to the site address in one transaction, then sent. */
export function createContactService(ctx: AppContext) {
  ctx.mailer.define('contact', async (job) => {
    const m = job.refId ? await contactRepo.findById(ctx.db, job.refId) : undefined;
    if (!m) return null;
    return { ...contactMail(m), replyTo: m.email };
  });

  return {
    async send(message: z.output<typeof ContactSchema>, ip: string) {
      await ctx.limiter.hit(RATE_RULES.contactIp, ip);
      await ctx.db.transaction(async (tx) => {
        const { id } = await contactRepo.insert(tx, message);
        await ctx.mailer.record(tx, { template: 'contact', to: ctx.config.siteEmail, refId: id });
      });
      void ctx.mailer.drain();
    },
  };
}
