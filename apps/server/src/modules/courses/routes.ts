import { textFor } from '../../lib/messages';
import type { FastifyInstance } from 'fastify';
import { coursesApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { caller, guardScope } from '../../plugins/guards';
import { createCoursesService } from './service';

/** A course with a long curriculum is larger than the app's default JSON limit. */
const COURSE_BODY_LIMIT = 1024 * 1024;

/** /api/instructor/course: the admins' course editor. Every route is admin-only. */
export async function courseRoutes(app: FastifyInstance, ctx: AppContext) {
  guardScope(app, 'admin');
  const courses = createCoursesService(ctx);

  await route(app, coursesApi.create, { bodyLimit: COURSE_BODY_LIMIT }, async (req) => ({
    success: true as const,
    message: textFor(req, 'success.courseCreated'),
    data: await courses.create(caller(req), req.body),
  }));

  await route(app, coursesApi.list, {}, async (req) => ({ success: true as const, data: await courses.listOwn(caller(req)) }));

  await route(app, coursesApi.details, {}, async (req) => ({
    success: true as const,
    data: await courses.details(caller(req), req.params.courseId),
  }));

  await route(app, coursesApi.update, { bodyLimit: COURSE_BODY_LIMIT }, async (req) => ({
    success: true as const,
    message: textFor(req, 'success.courseUpdated'),
    data: await courses.update(caller(req), req.params.courseId, req.body),
  }));

  await route(app, coursesApi.remove, {}, async (req) => {
    await courses.remove(caller(req), req.params.courseId);
    return { success: true as const, message: textFor(req, 'success.courseDeleted') };
  });
}
