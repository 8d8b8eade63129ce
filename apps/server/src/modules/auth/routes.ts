import { msg, requestLocale, textFor, type ServerMessageKey } from '../../lib/messages';
import type { FastifyInstance } from 'fastify';
import { authApi, type UserStatus } from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { caller, guarded } from '../../plugins/guards';
import { presentUser } from '../users/present';
import { createUsersService } from '../users/service';
import { BULK_BODY_LIMIT } from '../applications/routes';
import { createAuthService, type Verifying } from './service';
import { clearPendingVerification, endSession, pendingVerification, newPendingTicket, setPendingCookie, startSession } from './session';

/** What setting an account's status answers ("User approved"). */
const USER_STATUS_TEXT = {
  pending: 'success.userPending',
  approved: 'success.userApproved',
  rejected: 'success.userRejected',
} as const satisfies Record<UserStatus, ServerMessageKey>;

/** /api/auth: accounts, sessions and the admins' user lists. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = createAuthService(ctx);
  const users = createUsersService(ctx);

  // The same answer whether or not the address already had an account (its owner is mailed a notice
  // instead of a code), so this call cannot be used to find out who has one.
  await route(app, authApi.signup, {}, async (req, reply) => {
    const ticket = newPendingTicket();
    await auth.signup(req.body, req.ip, requestLocale(req), ticket);
    setPendingCookie(ctx, reply, ticket);
    return { success: true as const, message: textFor(req, 'success.signedUp') };
  });

  await route(app, authApi.login, {}, async (req, reply) => {
    const { user, codeSent } = await auth.login(req.body, req.ip);
    await startSession(ctx, reply, user.id);
    return {
      success: true as const,
      message: textFor(req, 'success.signedIn'),
      user: presentUser(user),
      ...(codeSent ? { codeSent } : {}),
    };
  });

  await route(app, authApi.logout, {}, async (req, reply) => {
    await endSession(ctx, req, reply);
    return { success: true as const, message: textFor(req, 'success.signedOut') };
  });

  // Open (not a guarded scope). Nobody signed in is a normal state, answered 200 (SignedOutResponse):
  // a 401 would put a browser console error on every guest page that checks.
  await route(app, authApi.checkAuth, {}, async (req) =>
    req.user
      ? { success: true as const, user: presentUser(req.user) }
      : { success: false as const, code: 'UNAUTHENTICATED' as const, message: textFor(req, 'session.signIn'), user: null },
  );

  /** Whose code it is comes from the session or the sign-up ticket, never from the code itself. */
  const verifying = async (req: Parameters<typeof pendingVerification>[1], email?: string): Promise<Verifying> => {
    const who = req.user ? { user: req.user } : await pendingVerification(ctx, req);
    if (!who) throw new AppError('UNAUTHENTICATED', msg('auth.signupEnded'));
    if (email && email !== (who.user ?? who.decoy).email) {
      throw new AppError('VALIDATION', msg('auth.emailMismatch'));
    }
    return who;
  };

  await route(app, authApi.verifyEmail, {}, async (req, reply) => {
    const user = await auth.verifyEmail(await verifying(req, req.body.email), req.body.code, req.ip);
    clearPendingVerification(ctx, reply);
    return { success: true as const, message: textFor(req, 'success.verified'), user: presentUser(user) };
  });

  await route(app, authApi.resendVerification, {}, async (req) => {
    const who = await verifying(req, req.body?.email ?? undefined);
    if (who.user?.isVerified) return { success: true as const, message: textFor(req, 'success.alreadyVerified') };
    await auth.resendVerification(who);
    return { success: true as const, message: textFor(req, 'success.codeResent') };
  });

  await route(app, authApi.forgotPassword, {}, async (req) => {
    await auth.forgotPassword(req.body, req.ip, requestLocale(req));
    return { success: true as const, message: textFor(req, 'success.forgot') };
  });

  await route(app, authApi.resetPassword, {}, async (req) => {
    await auth.resetPassword(req.params.token, req.body.password, req.ip);
    return { success: true as const, message: textFor(req, 'success.passwordReset') };
  });

  await guarded(app, 'admin', async (admin) => {
    /** Members list: every account. */
    await route(admin, authApi.listUsers, {}, async () => ({ success: true as const, users: (await users.listAll()).map(presentUser) }));

    /** Registered users table: searchable (name or e-mail, case-insensitive) and paged on the server. */
    await route(admin, authApi.usersPage, {}, async (req) => {
      const { rows, total } = await users.page(req.query);
      return { success: true as const, users: rows.map(presentUser), total, page: req.query.page, pageSize: req.query.pageSize };
    });

    await route(admin, authApi.setUserStatus, {}, async (req) => {
      const user = await users.setStatus(caller(req), req.params.userId, req.body.status);
      return { success: true as const, message: textFor(req, USER_STATUS_TEXT[req.body.status]), user: presentUser(user) };
    });

    await route(admin, authApi.bulkUserStatus, { bodyLimit: BULK_BODY_LIMIT }, async (req) => {
      const { updated } = await users.bulkStatus(req.body.ids, req.body.status);
      return { success: true as const, message: textFor(req, 'success.usersUpdated', { count: updated }), updated };
    });

    await route(admin, authApi.exportUsersCsv, {}, async (req, reply) => users.exportCsv(req.query.search, reply));
  });
}
