import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BoughtCoursesResponse,
  CatalogDetailsResponse,
  CatalogListResponse,
  CatalogQuerySchema,
  CourseIdParams,
  PurchaseInfoParams,
  PurchaseInfoResponse,
  StudentIdParams,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { requireSelfOrAdmin } from '../auth/session';
import { pickEncoding } from '../../lib/encoding';
import { cachedList } from './list-cache';
import { createCatalogService } from './service';

/** /api/student: the public catalogue (anonymous allowed), purchase checks and My Courses. */
export async function catalogRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const catalog = createCatalogService(ctx);

  // The busiest public call: served from a short-lived cache of the serialized, compressed body
  // (about 200 KB of JSON for 200 courses, 15-20 KB gzip) instead of a query and a serialization each time.
  // No session query (skipSession): the list is the same for everyone, and is still served while the database is down.
  const listRoute = { config: { skipSession: true }, schema: { querystring: CatalogQuerySchema, response: { 200: CatalogListResponse } } };
  app.get('/course/get', listRoute, async (req, reply) => {
    const q = req.query;
    const key = JSON.stringify([
      q.sortBy,
      [...(q.category ?? [])].sort(),
      [...(q.level ?? [])].sort(),
      [...(q.primaryLanguage ?? [])].sort(),
    ]);
    const body = await cachedList(ctx.db, ctx.config.catalogueCacheMs, key, async () =>
      JSON.stringify(CatalogListResponse.parse({ success: true, data: await catalog.list(q) })),
    );
    const encoding = pickEncoding(req.headers['accept-encoding']);
    // The same for everyone, signed in or not: any cache may keep it, but checks back each time.
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, no-cache');
    if (encoding) reply.header('content-encoding', encoding);
    // Already serialized through the response schema when it was cached.
    return reply.send((encoding ? body[encoding] : body.json) as never);
  });

  app.get(
    '/course/get/details/:courseId',
    { schema: { params: CourseIdParams, response: { 200: CatalogDetailsResponse } } },
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
    { schema: { params: StudentIdParams, response: { 200: BoughtCoursesResponse } } },
    async (req) => {
      requireSelfOrAdmin(req, req.params.studentId);
      return { success: true as const, data: await catalog.bought(req.params.studentId) };
    },
  );
}
