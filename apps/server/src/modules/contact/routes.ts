import type { FastifyInstance } from 'fastify';
import { contactApi } from '@sewee/shared';
import { requestLocale, textFor } from '../../lib/messages';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { createContactService } from './service';

/** /api/contact: the site's contact form (open to everyone, rate-limited per address). */
export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const contact = createContactService(ctx);

  await route(app, contactApi.send, {}, async (req) => {
    await contact.send(req.body, req.ip, requestLocale(req));
    return { success: true as const, message: textFor(req, 'success.contactSent') };
  });
}
