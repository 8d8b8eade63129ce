import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { pickEncoding } from '../../lib/encoding';
import { route } from '../../lib/route';
import { guarded } from '../../plugins/guards';
import { requireSelfOrAdmin } from '../auth/session';
import { createCatalogueLists } from './list-body';
import type { CachedList } from './list-cache';
import { createCatalogService } from './service';

/** /api/student: the public catalogue (anonymous allowed), purchase checks and My Courses (members). */
export async function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const catalog = createCatalogService(ctx);
  const lists = createCatalogueLists(ctx);

  // The busiest public call: served from a short-lived cache of the serialized, compressed body
  // (about 200 KB of JSON for 200 courses, 15-20 KB gzip) instead of a query and a serialization each time.
  // No session query (skipSession): the list is the same for everyone, and is still served while the database is down.
  /** A cached, compressed JSON body, public to every cache but revalidated each time. */
  const sendCached = (req: FastifyRequest, reply: FastifyReply, body: CachedList) => {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    // The same for everyone, signed in or not: any cache may keep it, but checks back each time.
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, no-cache');
    if (encoding) reply.header('content-encoding', encoding);
    // Already serialized through the response schema when it was cached.
    return reply.send((encoding ? body[encoding] : body.json) as never);
  };
  await route(app, catalogApi.list, { config: { skipSession: true } }, async (req, reply) =>
    sendCached(req, reply, await lists.body(req.query)),
  );
  // Student home's category counts: one grouped count, cached like the lists.
  await route(app, catalogApi.categoryCounts, { config: { skipSession: true } }, async (req, reply) =>
    sendCached(req, reply, await lists.categoryCounts()),
  );

  await route(app, catalogApi.details, {}, async (req) => ({
    success: true as const,
    data: await catalog.details(req.user, req.params.courseId),
  }));

  // A student's own purchases (admins may read anyone's): the id in the path is checked per request.
  await guarded(app, 'member', async (member) => {
    await route(member, catalogApi.purchaseInfo, {}, async (req) => {
      requireSelfOrAdmin(req, req.params.studentId);
      return { success: true as const, data: await catalog.isPurchased(req.params.studentId, req.params.courseId) };
    });

    await route(member, catalogApi.bought, {}, async (req) => {
      requireSelfOrAdmin(req, req.params.studentId);
      return { success: true as const, data: await catalog.bought(req.params.studentId) };
    });
  });
}
