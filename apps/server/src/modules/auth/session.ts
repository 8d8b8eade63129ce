import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../platform/security/secrets';
import type { UserRow } from '../users/repository';
import { authRepo } from './repository';

export const SESSION_COOKIE = 'sewee_session';
export const PENDING_COOKIE = 'sewee_pending';
const SESSION_DAYS = 30;
const PENDING_MINUTES = 30;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (verified or not), from the session cookie only. */
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers everyone alike and never reads `req.user`: no session query. So it keeps
     * answering (the cached public catalogue) while the database is down, cookie or not.
     */
    skipSession?: boolean;
  }
}

/** Loads the signed-in user for every API request from the session cookie (one query). */
export function registerSessionLoader(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') || req.routeOptions.config?.skipSession) return;
    req.user = await sessionUser(ctx, req);
  });
}

/** The user (verified or not) whose session cookie the request carries, or null (one query when there is a cookie). */
export async function sessionUser(ctx: AppContext, req: FastifyRequest): Promise<UserRow | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const row = await authRepo.findSessionUser(ctx.db, sha256(token), 'session');
  return row?.user ?? null;
}

function cookieOptions(ctx: AppContext, maxAgeSeconds: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: ctx.config.secureCookies, maxAge: maxAgeSeconds };
}

export async function startSession(ctx: AppContext, reply: FastifyReply, userId: string) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await authRepo.createSession(ctx.db, { tokenHash: sha256(token), userId, kind: 'session', expiresAt });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(ctx, SESSION_DAYS * 86_400));
}

export async function endSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await authRepo.deleteSession(ctx.db, sha256(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The short-lived ticket sign-up hands out so verify-email knows whose code it is. */
export async function startPendingVerification(ctx: AppContext, reply: FastifyReply, userId: string) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + PENDING_MINUTES * 60_000);
  await authRepo.createSession(ctx.db, { tokenHash: sha256(token), userId, kind: 'pending_verification', expiresAt });
  reply.setCookie(PENDING_COOKIE, token, cookieOptions(ctx, PENDING_MINUTES * 60));
}

export async function pendingVerificationUser(ctx: AppContext, req: FastifyRequest): Promise<UserRow | undefined> {
  const token = req.cookies[PENDING_COOKIE];
  if (!token || token.length > 200) return undefined;
  return (await authRepo.findSessionUser(ctx.db, sha256(token), 'pending_verification'))?.user;
}

export function clearPendingVerification(reply: FastifyReply) {
  reply.clearCookie(PENDING_COOKIE, { path: '/' });
}

/** Signed in, verified or not (the account screens). */
export function requireSignedIn(req: FastifyRequest): UserRow {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return req.user;
}

/** Signed in with a verified e-mail: what every student and admin action needs. */
export function requireUser(req: FastifyRequest): UserRow {
  const user = requireSignedIn(req);
  if (!user.isVerified) throw new AppError('FORBIDDEN', 'Please verify your e-mail address first.');
  return user;
}

/**
 * Whether the user holds admin powers: role admin and not rejected. A rejected admin keeps the
 * role (so approving them again restores it) but is a rejected account everywhere until then.
 */
export const isActiveAdmin = (user: UserRow | null | undefined): boolean => !!user && user.role === 'admin' && user.status !== 'rejected';

export function requireAdmin(req: FastifyRequest): UserRow {
  const user = requireUser(req);
  if (!isActiveAdmin(user)) throw new AppError('FORBIDDEN', 'Only administrators can do this.');
  return user;
}

/** Path and body user ids must be the caller's own (admins may read anyone's). */
export function requireSelfOrAdmin(req: FastifyRequest, userId: string): UserRow {
  const user = requireUser(req);
  if (user.id !== userId && !isActiveAdmin(user)) throw new AppError('FORBIDDEN', 'You can only see your own information.');
  return user;
}

/** Path and body user ids must be the caller's own, admins included (writes). */
export function requireSelf(req: FastifyRequest, userId: string): UserRow {
  const user = requireUser(req);
  if (user.id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own information.');
  return user;
}
