import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CourseProgressParams,
  CourseProgressResponse,
  MarkLectureViewedSchema,
  ProgressChangeResponse,
  ResetProgressSchema,
  SavePositionResponse,
  SavePositionSchema,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { requireUser } from '../auth/session';
import { createProgressService } from './service';

/** /api/student/course-progress: what a student has watched in a course, and where to resume. */
export async function progressRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const progress = createProgressService(ctx);

  app.get(
    '/get/:userId/:courseId',
    { schema: { params: CourseProgressParams, response: { 200: CourseProgressResponse } } },
    async (req) => ({ success: true as const, data: await progress.get(requireUser(req), req.params.userId, req.params.courseId) }),
  );

  app.post(
    '/mark-lecture-viewed',
    { schema: { body: MarkLectureViewedSchema, response: { 200: ProgressChangeResponse } } },
    async (req) => ({
      success: true as const,
      message: 'Lecture marked as viewed',
      data: await progress.markViewed(requireUser(req), req.body),
    }),
  );

  app.post('/reset-progress', { schema: { body: ResetProgressSchema, response: { 200: ProgressChangeResponse } } }, async (req) => ({
    success: true as const,
    message: 'Course progress has been reset',
    data: await progress.reset(requireUser(req), req.body),
  }));

  app.put('/position', { schema: { body: SavePositionSchema, response: { 200: SavePositionResponse } } }, async (req) => ({
    success: true as const,
    data: await progress.savePosition(requireUser(req), req.body),
  }));
}
