import { textFor } from '../../lib/messages';
import type { FastifyInstance } from 'fastify';
import { progressApi } from '@sewee/shared';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { caller, guardScope } from '../../plugins/guards';
import { createProgressService } from './service';

/** /api/student/course-progress: what a student has watched in a course, and where to resume (members only). */
export async function progressRoutes(app: FastifyInstance, ctx: AppContext) {
  guardScope(app, 'member');
  const progress = createProgressService(ctx);

  await route(app, progressApi.get, {}, async (req) => ({
    success: true as const,
    data: await progress.get(caller(req), req.params.userId, req.params.courseId),
  }));

  await route(app, progressApi.markViewed, {}, async (req) => ({
    success: true as const,
    message: textFor(req, 'success.lectureViewed'),
    data: await progress.markViewed(caller(req), req.body),
  }));

  await route(app, progressApi.reset, {}, async (req) => ({
    success: true as const,
    message: textFor(req, 'success.progressReset'),
    data: await progress.reset(caller(req), req.body),
  }));

  // Offline marks and positions, sent when the phone is back online.
  await route(app, progressApi.replay, {}, async (req) => {
    const { progress: data, ignored } = await progress.replay(caller(req), req.body);
    return { success: true as const, data, ignored };
  });

  await route(app, progressApi.savePosition, {}, async (req) => ({
    success: true as const,
    data: await progress.savePosition(caller(req), req.body),
  }));
}
