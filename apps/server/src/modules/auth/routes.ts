import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ForgotPasswordSchema,
  LIMITS,
  LoginSchema,
  MessageResponse,
  ResendVerificationSchema,
  ResetPasswordSchema,
  ResetTokenParams,
  SignupSchema,
  UserIdParams,
  UserResponse,
  UserSchema,
  UsersResponse,
  UserStatusUpdateSchema,
  VerifyEmailSchema,
} from '@sewee/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { presentUser } from '../users/present';
import { createUsersService } from '../users/service';
import { defineAuthMails } from './mails';
import { createAuthService, FORGOT_MESSAGE, type Verifying } from './service';
import {
  clearPendingVerification,
  endSession,
  pendingVerification,
  requireAdmin,
  requireSignedIn,
  startPendingVerification,
  startSession,
} from './session';

const UsersPageQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.adminPageSize),
});
const UsersPageResponse = UsersResponse.extend({ total: z.number(), page: z.number(), pageSize: z.number() });

/** /api/auth: accounts, sessions and the admin's user lists. */
export async function authRoutes(base: FastifyInstance, ctx: AppContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService(ctx);
  const users = createUsersService(ctx);
  defineAuthMails(ctx);

  // The same answer whether or not the address already had an account (its owner is mailed a notice
  // instead of a code), so this call cannot be used to find out who has one.
  app.post('/signup', { schema: { body: SignupSchema, response: { 201: MessageResponse } } }, async (req, reply) => {
    await startPendingVerification(ctx, reply, await auth.signup(req.body, req.ip));
    return reply.code(201).send({ success: true, message: 'Thanks! Check your e-mail: we sent a 6-digit code to verify your address.' });
  });

  app.post('/login', { schema: { body: LoginSchema, response: { 200: UserResponse } } }, async (req, reply) => {
    const user = await auth.login(req.body, req.ip);
    await startSession(ctx, reply, user.id);
    return { success: true as const, message: 'Signed in', user: presentUser(user) };
  });

  app.post('/logout', { schema: { response: { 200: MessageResponse } } }, async (req, reply) => {
    await endSession(ctx, req, reply);
    return { success: true as const, message: 'Signed out' };
  });

  app.get('/check-auth', { schema: { response: { 200: UserResponse } } }, async (req) => {
    return { success: true as const, user: presentUser(requireSignedIn(req)) };
  });

  /** Whose code it is comes from the session or the sign-up ticket, never from the code itself. */
  const verifying = async (req: Parameters<typeof pendingVerification>[1], email?: string): Promise<Verifying> => {
    const who = req.user ? { user: req.user } : await pendingVerification(ctx, req);
    if (!who) throw new AppError('UNAUTHENTICATED', 'Your sign-up session has ended. Sign in to get a new code.');
    if (email && email !== (who.user ?? who.decoy).email) {
      throw new AppError('VALIDATION', 'That e-mail does not match the account being verified.');
    }
    return who;
  };

  app.post('/verify-email', { schema: { body: VerifyEmailSchema, response: { 200: UserResponse } } }, async (req, reply) => {
    const user = await auth.verifyEmail(await verifying(req, req.body.email), req.body.code, req.ip);
    clearPendingVerification(ctx, reply);
    return { success: true as const, message: 'Email verified successfully', user: presentUser(user) };
  });

  app.post(
    '/resend-verification',
    { schema: { body: ResendVerificationSchema.nullish(), response: { 200: MessageResponse } } },
    async (req) => {
      const who = await verifying(req, req.body?.email ?? undefined);
      if (who.user?.isVerified) return { success: true as const, message: 'Your e-mail is already verified.' };
      await auth.resendVerification(who);
      return { success: true as const, message: 'We sent a new code to your e-mail.' };
    },
  );

  app.post('/forgot-password', { schema: { body: ForgotPasswordSchema, response: { 200: MessageResponse } } }, async (req) => {
    await auth.forgotPassword(req.body, req.ip);
    return { success: true as const, message: FORGOT_MESSAGE };
  });

  app.post(
    '/reset-password/:token',
    { schema: { params: ResetTokenParams, body: ResetPasswordSchema, response: { 200: MessageResponse } } },
    async (req) => {
      await auth.resetPassword(req.params.token, req.body.password, req.ip);
      return { success: true as const, message: 'Password reset successfully' };
    },
  );

  /** Members list: every account. */
  app.get('/getUsers', { schema: { response: { 200: UsersResponse } } }, async (req) => {
    requireAdmin(req);
    return { success: true as const, users: (await users.listAll()).map(presentUser) };
  });

  /** Registered users table: searchable (name or e-mail, case-insensitive) and paged on the server. */
  app.get('/users', { schema: { querystring: UsersPageQuery, response: { 200: UsersPageResponse } } }, async (req) => {
    requireAdmin(req);
    const { rows, total } = await users.page(req.query);
    return { success: true as const, users: rows.map(presentUser), total, page: req.query.page, pageSize: req.query.pageSize };
  });

  app.patch(
    '/users/:userId/status',
    {
      schema: {
        params: UserIdParams,
        body: UserStatusUpdateSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), user: UserSchema }) },
      },
    },
    async (req) => {
      const admin = requireAdmin(req);
      const user = await users.setStatus(admin, req.params.userId, req.body.status);
      return { success: true as const, message: `User ${req.body.status}`, user: presentUser(user) };
    },
  );
}
