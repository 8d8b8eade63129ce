import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CourseIdParams, CourseInputSchema, InstructorCourseListResponse, InstructorCourseResponse, MessageResponse } from '@sewee/shared';
import type { AppContext } from '../../context';
import { requireAdmin } from '../auth/session';
import { createCoursesService } from './service';

/** A course with a long curriculum is larger than the app's default JSON limit. */
const COURSE_BODY_LIMIT = 1024 * 1024;

/** /api/instructor/course: the signed-in instructor's own courses. */
export async function courseRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const courses = createCoursesService(ctx);

  app.post(
    '/instructor/course/add',
    { bodyLimit: COURSE_BODY_LIMIT, schema: { body: CourseInputSchema, response: { 201: InstructorCourseResponse } } },
    async (req, reply) => {
      const admin = requireAdmin(req);
      const data = await courses.create(admin, req.body);
      return reply.code(201).send({ success: true as const, message: 'Course created.', data });
    },
  );

  app.get('/instructor/course/get', { schema: { response: { 200: InstructorCourseListResponse } } }, async (req) => {
    const admin = requireAdmin(req);
    return { success: true as const, data: await courses.listOwn(admin) };
  });

  app.get(
    '/instructor/course/get/details/:courseId',
    { schema: { params: CourseIdParams, response: { 200: InstructorCourseResponse } } },
    async (req) => {
      const admin = requireAdmin(req);
      return { success: true as const, data: await courses.details(admin, req.params.courseId) };
    },
  );

  app.put(
    '/instructor/course/update/:courseId',
    {
      bodyLimit: COURSE_BODY_LIMIT,
      schema: { params: CourseIdParams, body: CourseInputSchema, response: { 200: InstructorCourseResponse } },
    },
    async (req) => {
      const admin = requireAdmin(req);
      return { success: true as const, message: 'Course updated.', data: await courses.update(admin, req.params.courseId, req.body) };
    },
  );

  app.delete(
    '/instructor/course/delete/:courseId',
    { schema: { params: CourseIdParams, response: { 200: MessageResponse } } },
    async (req) => {
      const admin = requireAdmin(req);
      await courses.remove(admin, req.params.courseId);
      return { success: true as const, message: 'Course deleted.' };
    },
  );
}
