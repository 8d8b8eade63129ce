import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/check-auth';
import { decideRoute, type RouteKind } from './route-access';

/** Layout route that renders its children or redirects, per decideRoute. */
export function Guard({ kind }: { kind: RouteKind }) {
  const auth = useAuth();
  const location = useLocation();
  const to = decideRoute(kind, auth);
  if (to && to !== location.pathname) return <Navigate to={to} replace />;
  return <Outlet />;
}
