import type { FastifyInstance } from 'fastify';
import { accountApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { caller, guarded } from '../../plugins/guards';
import { usersRepo } from './repository';

/** /api/account: the signed-in user's own settings. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  await guarded(app, 'signedIn', async (signedIn) => {
    /** Data saver (issue 12): stored on the user, so it follows them to every device. */
    await route(signedIn, accountApi.dataSaver, {}, async (req) => {
      const updated = await usersRepo.update(ctx.db, caller(req).id, { dataSaver: req.body.dataSaver });
      return { success: true as const, data: { dataSaver: updated!.dataSaver ?? req.body.dataSaver } };
    });
  });
}
