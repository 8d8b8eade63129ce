import type { FastifyInstance } from 'fastify';
import { accountApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { caller, guarded } from '../../plugins/guards';
import { createUsersService } from './service';

/** /api/account: the signed-in user's own settings. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const users = createUsersService(ctx);
  await guarded(app, 'signedIn', async (signedIn) => {
    await route(signedIn, accountApi.dataSaver, {}, async (req) => ({
      success: true as const,
      data: { dataSaver: await users.setDataSaver(caller(req), req.body.dataSaver) },
    }));
    await route(signedIn, accountApi.language, {}, async (req) => ({
      success: true as const,
      data: { language: await users.setLanguage(caller(req), req.body.language) },
    }));
    // Measurements (docs/decisions/039-patterns.md): only ever the caller's own; no route takes a user id.
    await route(signedIn, accountApi.measurements, {}, async (req) => ({
      success: true as const,
      data: await users.measurements(caller(req)),
    }));
    await route(signedIn, accountApi.saveMeasurements, {}, async (req) => ({
      success: true as const,
      data: await users.saveMeasurements(caller(req), req.body),
    }));
  });
}
