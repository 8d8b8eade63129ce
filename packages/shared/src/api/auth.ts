import { defineApi } from '../endpoint';

/** /api/auth: accounts, sessions and the admins' user lists. */
export const authApi = defineApi(() => import('./auth.schemas'), {
  signup: { method: 'POST', path: '/api/auth/signup', status: 201 },
  login: { method: 'POST', path: '/api/auth/login' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  checkAuth: { method: 'GET', path: '/api/auth/check-auth' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  resendVerification: { method: 'POST', path: '/api/auth/resend-verification' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password/:token' },
  /** Admins: every account (the members list). */
  listUsers: { method: 'GET', path: '/api/auth/getUsers' },
  /** Admins: one page of the registered users table. */
  usersPage: { method: 'GET', path: '/api/auth/users' },
  /** Admins: approve or reject an account. */
  setUserStatus: { method: 'PATCH', path: '/api/auth/users/:userId/status' },
  /** Admins: approve or reject many accounts in one transaction. */
  bulkUserStatus: { method: 'POST', path: '/api/auth/users/bulk-status' },
  /** Admins: the registered users as CSV (streamed). */
  exportUsersCsv: { method: 'GET', path: '/api/auth/users/export.csv' },
});
