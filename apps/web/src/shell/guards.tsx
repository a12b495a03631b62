import { Navigate, Outlet } from 'react-router';
import { LinearProgress } from '@mui/material';
import { useSession } from '../modules/accounts/session';

/** Routes that need a login: anyone else goes to / (doc 1 §2). */
export function RequireAuth() {
  const { token, user, isLoading } = useSession();
  if (!token) return <Navigate to="/" replace />;
  if (isLoading || !user) return <LinearProgress />;
  return <Outlet />;
}

/** Sign-in, signup, forgot and reset: a logged-in user goes to /dashboard. */
export function PublicOnly() {
  const { user } = useSession();
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
