import type { Role } from '@sewee/shared/constants';
import { paths } from '../config/paths';

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

/** Where a verified user lands when a guest-only page turns them away. */
export const homeFor = (role: Role) => (role === 'admin' ? paths.dashboard() : paths.studentHome());

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

/** The query parameter of the sign-in page that names where to return afterwards. */
export const RETURN_PARAM = 'next';

/** The sign-in page, remembering `from` (a path with its query and hash) to return to afterwards. */
export const loginReturningTo = (from: string) => `${paths.login()}?${RETURN_PARAM}=${encodeURIComponent(from)}`;

/** The verify-email page, remembering `from` for the sign-in that follows it. */
export const verifyReturningTo = (from: string) => `${paths.verifyEmail()}?${RETURN_PARAM}=${encodeURIComponent(from)}`;

/**
 * The return address of `?next=` if it is a path on this site, else null: it must start with one
 * '/', and neither '//' nor '/\' (both leave the site: browsers read '\' as '/'), nor hold control
 * characters or a scheme a URL parser would act on. Anything else (https://…, //evil.com, an
 * encoded twin once decoded) is refused, so a link cannot use sign-in to send someone elsewhere.
 */
export function safeReturnPath(search: string): string | null {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const base = 'https://sewee.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Dot-segments collapse when parsed ('/.//evil.com' becomes '//evil.com'): check what comes out too.
  const out = `${url.pathname}${url.search}${url.hash}`;
  return out.startsWith('//') || out.includes('\\') ? null : out;
}
