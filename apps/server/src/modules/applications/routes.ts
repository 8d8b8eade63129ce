import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationIdParams,
  ApplicationSchema,
  ApplicationsQuery,
  ApplicationsResponse,
  ApplicationStatusResponse,
  ApplicationStatusUpdateSchema,
  ApplyResponse,
  ApplySchema,
  CourseIdParams,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { requireAdmin, requireUser } from '../auth/session';
import { createApplicationsService } from './service';

const StatusChangeResponse = z.object({ success: z.literal(true), message: z.string(), data: ApplicationSchema });

/** /api/student/course-application: apply, see one's status, and the admin's review table. */
export async function applicationsRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const applications = createApplicationsService(ctx);

  app.post(
    '/courses/:courseId/apply',
    { schema: { params: CourseIdParams, body: ApplySchema, response: { 201: ApplyResponse } } },
    async (req, reply) => {
      const student = requireUser(req);
      const data = await applications.apply(student, req.params.courseId);
      return reply.code(201).send({ success: true, message: 'Application submitted successfully', data });
    },
  );

  app.get(
    '/courses/:courseId/details',
    { schema: { params: CourseIdParams, response: { 200: ApplicationStatusResponse } } },
    async (req) => ({ success: true as const, status: await applications.statusFor(requireUser(req), req.params.courseId) }),
  );

  app.get('/applications', { schema: { querystring: ApplicationsQuery, response: { 200: ApplicationsResponse } } }, async (req) => {
    requireAdmin(req);
    return { success: true as const, ...(await applications.list(req.query)) };
  });

  app.put(
    '/applications/:applicationId/status',
    { schema: { params: ApplicationIdParams, body: ApplicationStatusUpdateSchema, response: { 200: StatusChangeResponse } } },
    async (req) => {
      requireAdmin(req);
      const data = await applications.setStatus(req.params.applicationId, req.body.status);
      return { success: true as const, message: `Application ${data.status}`, data };
    },
  );
}
