import { textFor } from '../../lib/messages';
import type { FastifyInstance } from 'fastify';
import { intakesApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { guarded } from '../../plugins/guards';
import { createIntakesService } from './service';

/** /api/admin/intakes: scholarship intakes (admins only). */
export async function intakesRoutes(app: FastifyInstance, ctx: AppContext) {
  const intakes = createIntakesService(ctx);
  await guarded(app, 'admin', async (admin) => {
    await route(admin, intakesApi.create, {}, async (req) => ({
      success: true as const,
      message: textFor(req, 'success.intakeCreated'),
      data: await intakes.create(req.body),
    }));
    await route(admin, intakesApi.list, {}, async (req) => ({ success: true as const, data: await intakes.list(req.query.courseId) }));
    await route(admin, intakesApi.update, {}, async (req) => ({
      success: true as const,
      message: textFor(req, 'success.intakeUpdated'),
      data: await intakes.update(req.params.intakeId, req.body),
    }));
    await route(admin, intakesApi.remove, {}, async (req) => {
      await intakes.remove(req.params.intakeId);
      return { success: true as const, message: textFor(req, 'success.intakeDeleted') };
    });
  });
}
