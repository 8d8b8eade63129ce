import type { z } from 'zod';
import type { CourseInputSchema } from '../courses';
import { defineApi } from '../endpoint';

/** /api/instructor/course: the admins' course editor (all admin-only). */
export const coursesApi = defineApi(() => import('./courses.schemas'), {
  create: { method: 'POST', path: '/api/instructor/course/add', status: 201 },
  list: { method: 'GET', path: '/api/instructor/course/get' },
  details: { method: 'GET', path: '/api/instructor/course/get/details/:courseId' },
  update: { method: 'PUT', path: '/api/instructor/course/update/:courseId' },
  remove: { method: 'DELETE', path: '/api/instructor/course/delete/:courseId' },
});

/** A course as the editor sends it (CourseInput) once CourseInputSchema has checked and normalized it. */
export type ParsedCourseInput = z.output<typeof CourseInputSchema>;
