import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BoughtCoursesParams,
  BoughtCoursesResponse,
  CatalogCourseParams,
  CatalogDetailsResponse,
  CatalogListResponse,
  CatalogQuerySchema,
  PurchaseInfoParams,
  PurchaseInfoResponse,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { requireSelfOrAdmin } from '../auth/session';
import { createCatalogService } from './service';

/** /api/student: the public catalogue (anonymous allowed), purchase checks and My Courses. */
export async function catalogRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const catalog = createCatalogService(ctx);

  app.get('/course/get', { schema: { querystring: CatalogQuerySchema, response: { 200: CatalogListResponse } } }, async (req) => ({
    success: true as const,
    data: await catalog.list(req.query),
  }));

  app.get(
    '/course/get/details/:courseId',
    { schema: { params: CatalogCourseParams, response: { 200: CatalogDetailsResponse } } },
    async (req) => ({ success: true as const, data: await catalog.details(req.user, req.params.courseId) }),
  );

  app.get(
    '/course/purchase-info/:courseId/:studentId',
    { schema: { params: PurchaseInfoParams, response: { 200: PurchaseInfoResponse } } },
    async (req) => {
      requireSelfOrAdmin(req, req.params.studentId);
      return { success: true as const, data: await catalog.isPurchased(req.params.studentId, req.params.courseId) };
    },
  );

  app.get(
    '/courses-bought/get/:studentId',
    { schema: { params: BoughtCoursesParams, response: { 200: BoughtCoursesResponse } } },
    async (req) => {
      requireSelfOrAdmin(req, req.params.studentId);
      return { success: true as const, data: await catalog.bought(req.params.studentId) };
    },
  );
}
