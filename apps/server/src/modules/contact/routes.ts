import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactSchema, MessageResponse } from '@sewee/shared';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { contactMail } from '../../platform/mail/templates';
import { RATE_RULES } from '../../platform/security/rate-limit';

/** POST /api/contact: stores the message and its mail to the site address together, then sends it. */
export async function contactRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  ctx.mailer.define('contact', async (job) => {
    const [m] = job.refId ? await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, job.refId)).limit(1) : [];
    if (!m) return null;
    return { ...contactMail(m), replyTo: m.email };
  });

  app.post('/contact', { schema: { body: ContactSchema, response: { 201: MessageResponse } } }, async (req, reply) => {
    await ctx.limiter.hit(RATE_RULES.contactIp, req.ip);
    await ctx.db.transaction(async (tx) => {
      const [m] = await tx.insert(contactMessages).values(req.body).returning({ id: contactMessages.id });
      await ctx.mailer.record(tx, { template: 'contact', to: ctx.config.siteEmail, refId: m!.id });
    });
    void ctx.mailer.drain();
    return reply.code(201).send({ success: true, message: 'Thank you! Your message has been sent. We will reply by e-mail.' });
  });
}
