import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { canAccess, type AccessArea } from '../../domain/routeAccess.ts';
import { ACCESS_FALLBACK_PATH } from '../routes/routeTable.ts';
import { useCurrentAdmin } from '../session/SessionContext.tsx';

export interface RouteHandle {
  name: string;
  area?: AccessArea;
}

/**
 * Runs on every route change (it renders with the matched route): a route the admin's status
 * may not open redirects to the account screen (spec 1 §2, "Shell start").
 */
export function AccessGuard() {
  const admin = useCurrentAdmin();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  if (handle?.area && !canAccess(handle.area, admin.adminStatus)) {
    return <Navigate to={ACCESS_FALLBACK_PATH} replace />;
  }
  return <Outlet />;
}
