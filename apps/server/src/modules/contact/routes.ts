import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactSchema, MessageResponse } from '@sewee/shared';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { contactMail } from '../../platform/mail/templates';
import { RATE_RULES } from '../../platform/security/rate-limit';

/** POST /api/contact: stores the message, then mails it to the site address. */
export async function contactRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post('/contact', { schema: { body: ContactSchema, response: { 201: MessageResponse } } }, async (req, reply) => {
    await ctx.limiter.hit(RATE_RULES.contactIp, req.ip);
    const m = req.body;
    await ctx.db.insert(contactMessages).values(m);
    await ctx.mailer.send({ to: ctx.config.siteEmail, replyTo: m.email, ...contactMail(m) });
    return reply.code(201).send({ success: true, message: 'Thank you! Your message has been sent. We will reply by e-mail.' });
  });
}
