import type { Role } from '@sewee/shared/constants';
import { paths } from '../config/paths';
import { homeFor } from '../lib/auth/return-path';

/**
 * Who may open a route (app/route-table.ts gives each route its kind):
 * - public: everyone (site pages); open: everyone (/verify-email)
 * - guest: anonymous visitors only
 * - member: role user or admin; admin: role admin only
 */
export type RouteKind = 'public' | 'open' | 'guest' | 'member' | 'admin';

export interface GuardUser {
  role: Role;
  isVerified: boolean;
  /** The server's word on admin powers: false for an admin whose account is rejected. */
  isAdmin?: boolean;
}

export interface GuardState {
  isAuthenticated: boolean;
  user: GuardUser | null;
}

const ALLOWED_ROLES: Record<'member' | 'admin', readonly Role[]> = {
  member: ['user', 'admin'],
  admin: ['admin'],
};

/**
 * The guard decision as a pure function: the path to redirect to, or null to render the page.
 * Protected pages: anonymous -> /sewee-login; unverified -> /verify-email; role not allowed ->
 * an admin to /user-details, anyone else to /dashboard. Guest-only pages: verified admin ->
 * /dashboard, verified user -> /student-home, signed-in but unverified -> /verify-email.
 */
export function decideRoute(kind: RouteKind, auth: GuardState): string | null {
  const signedIn = auth.isAuthenticated ? auth.user : null;
  // A rejected admin has no admin power on the server, so the app treats them as a student.
  const user = signedIn && signedIn.role === 'admin' && signedIn.isAdmin === false ? { ...signedIn, role: 'user' as const } : signedIn;
  switch (kind) {
    case 'public':
    case 'open':
      return null;
    case 'guest':
      if (!user) return null;
      return user.isVerified ? homeFor(user.role) : paths.verifyEmail();
    case 'member':
    case 'admin':
      if (!user) return paths.login();
      if (!user.isVerified) return paths.verifyEmail();
      if (!ALLOWED_ROLES[kind].includes(user.role)) return user.role === 'admin' ? paths.userDetails() : paths.dashboard();
      return null;
  }
}
