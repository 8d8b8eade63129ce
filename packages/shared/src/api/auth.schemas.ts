import { z } from 'zod';
import {
  ForgotPasswordSchema,
  LoginSchema,
  MessageResponse,
  ResendVerificationSchema,
  ResetPasswordSchema,
  ResetTokenParams,
  SignupSchema,
  UserIdParams,
  LoginResponse,
  SessionResponse,
  UserResponse,
  UserSchema,
  UsersResponse,
  UserStatusUpdateSchema,
  VerifyEmailSchema,
} from '../auth';
import { LIMITS } from '../constants';
import { BulkStatusResponse, BulkStatusSchema } from '../applications';

/** The registered users table: searched (name or e-mail) and paged on the server. */
export const UsersPageQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.adminPageSize),
});
/** Approve or reject many accounts: the applications' bulk body without a message (an account decision carries none). */
export const BulkUserStatusSchema = BulkStatusSchema.omit({ message: true });
export const UsersExportQuery = UsersPageQuery.pick({ search: true });
export const UsersPageResponse = UsersResponse.extend({ total: z.number(), page: z.number(), pageSize: z.number() });
export const UserStatusResponse = z.object({ success: z.literal(true), message: z.string(), user: UserSchema });

/** The schemas of each call in ./auth.ts, by the same name. */
export const signup = { body: SignupSchema, response: MessageResponse };
export const login = { body: LoginSchema, response: LoginResponse };
export const logout = { response: MessageResponse };
export const checkAuth = { response: SessionResponse };
export const verifyEmail = { body: VerifyEmailSchema, response: UserResponse };
export const resendVerification = { body: ResendVerificationSchema.nullish(), response: MessageResponse };
export const forgotPassword = { body: ForgotPasswordSchema, response: MessageResponse };
export const resetPassword = { params: ResetTokenParams, body: ResetPasswordSchema, response: MessageResponse };
export const listUsers = { response: UsersResponse };
export const usersPage = { query: UsersPageQuery, response: UsersPageResponse };
export const setUserStatus = { params: UserIdParams, body: UserStatusUpdateSchema, response: UserStatusResponse };
export const bulkUserStatus = { body: BulkUserStatusSchema, response: BulkStatusResponse };
/** A CSV file (text/csv, UTF-8 with a BOM), streamed: not JSON. */
export const exportUsersCsv = { query: UsersExportQuery, response: z.string() };
