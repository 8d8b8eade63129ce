import type { FastifyInstance } from 'fastify';
import { applicationsApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { caller, guarded } from '../../plugins/guards';
import { createApplicationsService } from './service';

/** /api/student/course-application: apply, see one's status (members), and the admins' review table. */
export async function applicationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const applications = createApplicationsService(ctx);

  await guarded(app, 'member', async (member) => {
    await route(member, applicationsApi.apply, {}, async (req) => ({
      success: true as const,
      message: 'Application submitted successfully',
      data: await applications.apply(caller(req), req.params.courseId),
    }));

    await route(member, applicationsApi.status, {}, async (req) => ({
      success: true as const,
      status: await applications.statusFor(caller(req), req.params.courseId),
    }));
  });

  await guarded(app, 'admin', async (admin) => {
    await route(admin, applicationsApi.list, {}, async (req) => ({ success: true as const, ...(await applications.list(req.query)) }));

    await route(admin, applicationsApi.setStatus, {}, async (req) => {
      const data = await applications.setStatus(req.params.applicationId, req.body.status);
      return { success: true as const, message: `Application ${data.status}`, data };
    });
  });
}
