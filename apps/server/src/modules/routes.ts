import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { admissionsRoutes } from './admissions/routes';
import { applicationsRoutes } from './applications/routes';
import { authRoutes } from './auth/routes';
import { captionsRoutes } from './captions/routes';
import { catalogRoutes } from './catalog/routes';
import { certificatesRoutes } from './certificates/routes';
import { contactRoutes } from './contact/routes';
import { courseRoutes } from './courses/routes';
import { healthRoutes } from './health/routes';
import { intakesRoutes } from './intakes/routes';
import { mediaRoutes } from './media/routes';
import { ordersRoutes } from './orders/routes';
import { practiceRoutes } from './practice/routes';
import { progressRoutes } from './progress/routes';
import { accountRoutes } from './users/routes';

/**
 * Every domain module, each in its own scope (its hooks, guards and parsers stay inside it). No
 * prefixes: each route's full path is written where it is declared (packages/shared/src/api for the
 * calls the web makes), so grepping a URL finds its handler. Add a module here.
 */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  const modules = [
    healthRoutes,
    authRoutes,
    accountRoutes,
    contactRoutes,
    mediaRoutes,
    courseRoutes,
    captionsRoutes,
    progressRoutes,
    catalogRoutes,
    applicationsRoutes,
    ordersRoutes,
    admissionsRoutes,
    intakesRoutes,
    certificatesRoutes,
    practiceRoutes,
  ];
  for (const module of modules) await app.register((scope) => module(scope, ctx));
}
