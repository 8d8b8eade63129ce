import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/check-auth';
import { paths } from '../config/paths';
import { loginReturningTo, safeReturnPath, verifyReturningTo } from '../lib/auth/return-path';
import { decideRoute, type RouteKind } from './route-access';
import { ROUTES } from './route-table';

/** A return address is followed only to a page a signed-in member may open (never back to a guest page). */
const returnable = (path: string) => {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route !== undefined && route.kind !== 'guest';
};

/**
 * Layout route that renders its children or redirects, per decideRoute. A visitor sent to sign in
 * from a protected page carries it in `?next=`; once signed in, the guest-only guard returns them
 * there instead of their home if it is a path of this site (safeReturnPath).
 */
export function Guard({ kind }: { kind: RouteKind }) {
  const auth = useAuth();
  const location = useLocation();
  const to = decideRoute(kind, auth);
  if (!to || to === location.pathname) return <Outlet />;
  if (to === paths.login() && kind !== 'guest') {
    return <Navigate to={loginReturningTo(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  if (kind === 'guest') {
    const back = safeReturnPath(location.search);
    if (back && returnable(back)) {
      // An unverified member verifies first, then signs in and comes back (verify-email-page carries it on).
      return <Navigate to={to === paths.verifyEmail() ? verifyReturningTo(back) : back} replace />;
    }
  }
  return <Navigate to={to} replace />;
}
