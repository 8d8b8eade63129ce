import { msg } from '../../lib/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../platform/security/secrets';
import type { UserRow } from '../users/repository';
import { authRepo } from './repository';
import type { Verifying } from './service';

export const SESSION_COOKIE = 'sewee_session';
const PENDING_COOKIE = 'sewee_pending';

/**
 * Under https the cookies carry the `__Host-` prefix: a browser then takes them only when Secure,
 * for path `/` and without a Domain, so a sibling subdomain cannot plant or overwrite them.
 */
export const cookieName = (ctx: Pick<AppContext, 'config'>, name: typeof SESSION_COOKIE | typeof PENDING_COOKIE) =>
  ctx.config.secureCookies ? `__Host-${name}` : name;
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
  const token = req.cookies[cookieName(ctx, SESSION_COOKIE)];
  if (!token || token.length > 200) return null;
  const row = await authRepo.findSessionUser(ctx.db, sha256(token), ['session']);
  return row?.user ?? null;
}

function cookieOptions(ctx: AppContext, maxAgeSeconds: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: ctx.config.secureCookies, maxAge: maxAgeSeconds };
}

export async function startSession(ctx: AppContext, reply: FastifyReply, userId: string) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await authRepo.createSession(ctx.db, { tokenHash: sha256(token), userId, kind: 'session', expiresAt });
  reply.setCookie(cookieName(ctx, SESSION_COOKIE), token, cookieOptions(ctx, SESSION_DAYS * 86_400));
}

export async function endSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const token = req.cookies[cookieName(ctx, SESSION_COOKIE)];
  if (token) await authRepo.deleteSession(ctx.db, sha256(token));
  reply.clearCookie(cookieName(ctx, SESSION_COOKIE), cookieOptions(ctx, 0));
}

/**
 * The short-lived ticket sign-up hands out so verify-email knows whose code it is: the token for
 * the cookie, its digest and expiry for the database (sign-up records it with the account). A
 * sign-up with an address that already has an account gets a decoy ticket with a code state of its
 * own, set alike (Verifying in service.ts).
 */
export function newPendingTicket() {
  const token = randomToken();
  return { token, tokenHash: sha256(token), expiresAt: new Date(Date.now() + PENDING_MINUTES * 60_000) };
}
export type PendingTicket = ReturnType<typeof newPendingTicket>;

export function setPendingCookie(ctx: AppContext, reply: FastifyReply, ticket: PendingTicket) {
  reply.setCookie(cookieName(ctx, PENDING_COOKIE), ticket.token, cookieOptions(ctx, PENDING_MINUTES * 60));
}

/** Whom the request's sign-up ticket is for (a decoy carries only what it needs, not the owner's account). */
export async function pendingVerification(ctx: AppContext, req: FastifyRequest): Promise<Verifying | undefined> {
  const token = req.cookies[cookieName(ctx, PENDING_COOKIE)];
  if (!token || token.length > 200) return undefined;
  const ticketHash = sha256(token);
  const row = await authRepo.findSessionUser(ctx.db, ticketHash, ['pending_verification', 'signup_decoy']);
  if (!row) return undefined;
  if (row.kind !== 'signup_decoy') return { user: row.user };
  return { decoy: { ticketId: row.sessionId, ticketHash, ownerId: row.user.id, email: row.user.email } };
}

export function clearPendingVerification(ctx: AppContext, reply: FastifyReply) {
  reply.clearCookie(cookieName(ctx, PENDING_COOKIE), cookieOptions(ctx, 0));
}

/** Signed in, verified or not (the account screens). */
export function requireSignedIn(req: FastifyRequest): UserRow {
  if (!req.user) throw new AppError('UNAUTHENTICATED', msg('session.signIn'));
  return req.user;
}

/** Signed in with a verified e-mail: what every student and admin action needs. */
export function requireUser(req: FastifyRequest): UserRow {
  const user = requireSignedIn(req);
  if (!user.isVerified) throw new AppError('FORBIDDEN', msg('session.verifyFirst'));
  return user;
}

/**
 * Whether the user holds admin powers: role admin and not rejected. A rejected admin keeps the
 * role (so approving them again restores it) but is a rejected account everywhere until then.
 */
export const isActiveAdmin = (user: UserRow | null | undefined): boolean => !!user && user.role === 'admin' && user.status !== 'rejected';

export function requireAdmin(req: FastifyRequest): UserRow {
  const user = requireUser(req);
  if (!isActiveAdmin(user)) throw new AppError('FORBIDDEN', msg('session.adminsOnly'));
  return user;
}

/** Path and body user ids must be the caller's own (admins may read anyone's). */
export function requireSelfOrAdmin(req: FastifyRequest, userId: string): UserRow {
  const user = requireUser(req);
  if (user.id !== userId && !isActiveAdmin(user)) throw new AppError('FORBIDDEN', msg('session.ownInfoRead'));
  return user;
}

/** Path and body user ids must be the caller's own, admins included (writes). */
export function requireSelf(req: FastifyRequest, userId: string): UserRow {
  const user = requireUser(req);
  if (user.id !== userId) throw new AppError('FORBIDDEN', msg('session.ownInfoWrite'));
  return user;
}
