import { Navigate, Outlet, useLocation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { useSession } from '../modules/accounts/session';
import { NotFoundPage } from './NotFoundPage';

/** Routes that need a login (and unknown routes): anyone else goes to / (doc 1 §2). */
export function RequireAuth() {
  const { token, user, isLoading } = useSession();
  const { pathname } = useLocation();
  // without a sign-in route at / the catch-all would send / to itself forever
  if (!token) return pathname === '/' ? <NotFoundPage /> : <Navigate to="/" replace />;
  if (isLoading || !user) return <LinearProgress />;
  return <Outlet />;
}

/** Admin pages (doc 1 §6): a signed-in non-admin goes to /dashboard. Nest inside RequireAuth. */
export function RequireAdmin() {
  const { user, isAdmin } = useSession();
  if (!user) return <Navigate to="/" replace />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * Sign-in, signup, forgot and reset: a logged-in user goes to /dashboard (doc 1 §4). A sign-in that
 * just happened navigates on by itself, after this redirect (use-complete-sign-in.ts).
 */
export function PublicOnly() {
  const { user } = useSession();
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
