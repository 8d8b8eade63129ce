import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DataSaverResponse, DataSaverSchema } from '@sewee/shared';
import type { AppContext } from '../../context';
import { requireSignedIn } from '../auth/session';
import { usersRepo } from './repository';

/** /api/account: the signed-in user's own settings. */
export async function accountRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** Data saver (issue 12): stored on the user, so it follows them to every device. */
  app.put('/data-saver', { schema: { body: DataSaverSchema, response: { 200: DataSaverResponse } } }, async (req) => {
    const user = requireSignedIn(req);
    const updated = await usersRepo.update(ctx.db, user.id, { dataSaver: req.body.dataSaver });
    return { success: true as const, data: { dataSaver: updated!.dataSaver ?? req.body.dataSaver } };
  });
}
