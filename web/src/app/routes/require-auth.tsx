import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';

/** The guard of /m and /m/common: signed-out users log in first and come back here. */
export function RequireAuth() {
  const { pathname, search } = useLocation();
  if (api.session.isLoggedIn) return <Outlet />;
  return <Navigate to={paths.login.href()} state={{ from: `${pathname}${search}` }} replace />;
}
