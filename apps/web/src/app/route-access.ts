import type { Role } from '@sewee/shared/constants';

/**
 * Who may open a route (spec §2 route table):
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

/** Where a verified user lands when a guest-only page turns them away. */
export const homeFor = (role: Role) => (role === 'admin' ? '/dashboard' : '/student-home');

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
      return user.isVerified ? homeFor(user.role) : '/verify-email';
    case 'member':
    case 'admin':
      if (!user) return '/sewee-login';
      if (!user.isVerified) return '/verify-email';
      if (!ALLOWED_ROLES[kind].includes(user.role)) return user.role === 'admin' ? '/user-details' : '/dashboard';
      return null;
  }
}

/** Every route of the table with its access kind; router.tsx builds from the same paths. */
export const ROUTE_TABLE: ReadonlyArray<{ path: string; kind: RouteKind }> = [
  { path: '/', kind: 'public' },
  { path: '/about-us', kind: 'public' },
  { path: '/contact-us', kind: 'public' },
  { path: '/courses', kind: 'guest' },
  { path: '/dashboard/courses', kind: 'member' },
  { path: '/student-home', kind: 'member' },
  { path: '/student-courses', kind: 'member' },
  { path: '/dashboard', kind: 'member' },
  { path: '/course-progress/:id', kind: 'member' },
  { path: '/payment-return', kind: 'member' },
  { path: '/payment-failed', kind: 'member' },
  { path: '/course/details/:id', kind: 'member' },
  { path: '/user-details', kind: 'admin' },
  { path: '/instructor', kind: 'admin' },
  { path: '/instructor/create-new-course', kind: 'admin' },
  { path: '/instructor/edit-course/:courseId', kind: 'admin' },
  { path: '/sewee-signup', kind: 'guest' },
  { path: '/signup', kind: 'guest' },
  { path: '/login', kind: 'guest' },
  { path: '/sewee-login', kind: 'guest' },
  { path: '/forgot-password', kind: 'guest' },
  { path: '/reset-password/:token', kind: 'guest' },
  { path: '/verify-email', kind: 'open' },
];
