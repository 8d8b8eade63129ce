import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';

/** Every domain module's routes, each under its prefix. Add a module here. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  await app.register((i) => authRoutes(i, ctx), { prefix: '/api/auth' });
  await app.register((i) => contactRoutes(i, ctx), { prefix: '/api' });
}
