import { Navigate, Outlet, useLocation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { useSession } from '../modules/accounts/session';
import { NotFoundPage } from './NotFoundPage';
import { nextFromSearch, signInPathFor } from '../modules/accounts/next-path';

/**
 * Routes that need a login (and unknown routes): anyone else goes to / (doc 1 §2), with the address they
 * wanted as `?next=`, so the sign-in returns there (a mail link, or a session that ended mid-page;
 * docs/architecture.md "Sign-in and mail links").
 */
export function RequireAuth() {
  const { token, user, isLoading, signedOutByUser } = useSession();
  const { pathname, search, hash } = useLocation();
  // without a sign-in route at / the catch-all would send / to itself forever
  if (!token) {
    if (pathname === '/') return <NotFoundPage />;
    // signing out on purpose leaves the page behind; an ended session or a mail link comes back to it
    return <Navigate to={signedOutByUser ? '/' : signInPathFor(pathname + search + hash)} replace />;
  }
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
 * Sign-in, signup, forgot and reset: a logged-in user goes to /dashboard (doc 1 §4), or to the page a
 * `?next=` names. A sign-in that just happened navigates on by itself, after this redirect
 * (use-complete-sign-in.ts).
 */
export function PublicOnly() {
  const { user } = useSession();
  const { search } = useLocation();
  if (user) return <Navigate to={nextFromSearch(search) ?? '/dashboard'} replace />;
  return <Outlet />;
}
