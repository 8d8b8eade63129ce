import type { FastifyInstance } from 'fastify';
import { admissionsApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { guarded } from '../../plugins/guards';
import { createAdmissionsService } from './service';

/** /api/admin/admissions: the scholarship team's reach (admins only). */
export async function admissionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const admissions = createAdmissionsService(ctx);
  await guarded(app, 'admin', async (admin) => {
    await route(admin, admissionsApi.summary, {}, async (req) => ({ success: true as const, ...(await admissions.summary(req.query)) }));
  });
}
