import { msg } from '../lib/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { requireAdmin, requireSignedIn, requireUser } from '../modules/auth/session';
import type { UserRow } from '../modules/users/repository';

/**
 * Who may call the routes of a scope:
 * - `signedIn`: any session, verified or not (the account screens);
 * - `member`: signed in with a verified e-mail (every student action);
 * - `admin`: an active admin.
 */
export type Access = 'signedIn' | 'member' | 'admin';

const CHECKS: Record<Access, (req: FastifyRequest) => UserRow> = {
  signedIn: requireSignedIn,
  member: requireUser,
  admin: requireAdmin,
};

/**
 * Guards every route of the scope with an onRequest hook: it runs after the session is loaded and
 * before the body is read or validated, so a caller without the right gets 401/403, never the
 * route's validation messages (which would tell a stranger the admin API's rules).
 */
export function guardScope(scope: FastifyInstance, access: Access) {
  const check = CHECKS[access];
  scope.addHook('onRequest', async (req) => {
    check(req);
  });
}

/** Registers `routes` in a child scope guarded for `access`. */
export async function guarded(app: FastifyInstance, access: Access, routes: (scope: FastifyInstance) => void | Promise<void>) {
  await app.register(async (scope) => {
    guardScope(scope, access);
    await routes(scope);
  });
}

/** The caller of a guarded route (the scope's hook has already refused anyone else). */
export function caller(req: FastifyRequest): UserRow {
  if (!req.user) throw new AppError('UNAUTHENTICATED', msg('session.signIn'));
  return req.user;
}
