import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { applicationsRoutes } from './applications/routes';
import { authRoutes } from './auth/routes';
import { catalogRoutes } from './catalog/routes';
import { contactRoutes } from './contact/routes';
import { courseRoutes } from './courses/routes';
import { mediaRoutes } from './media/routes';
import { ordersRoutes } from './orders/routes';
import { progressRoutes } from './progress/routes';
import { accountRoutes } from './users/routes';

/** Every domain module's routes, each under its prefix. Add a module here. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  await app.register((i) => authRoutes(i, ctx), { prefix: '/api/auth' });
  await app.register((i) => accountRoutes(i, ctx), { prefix: '/api/account' });
  await app.register((i) => contactRoutes(i, ctx), { prefix: '/api' });
  await app.register((i) => mediaRoutes(i, ctx), { prefix: '/api' });
  await app.register((i) => courseRoutes(i, ctx), { prefix: '/api' });
  await app.register((i) => progressRoutes(i, ctx), { prefix: '/api/student/course-progress' });
  await app.register((i) => catalogRoutes(i, ctx), { prefix: '/api/student' });
  await app.register((i) => applicationsRoutes(i, ctx), { prefix: '/api/student/course-application' });
  await app.register((i) => ordersRoutes(i, ctx));
}
