/**
 * Routes of the organizations domain (doc 1 §2). router.tsx mounts organizationsRoutes inside the
 * shell behind the login guard and organizationsTokenRoutes in the optional-login shell.
 */
import type { RouteObject } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a page's code loads on the first visit. */
function PageLoading() {
  return <LinearProgress />;
}

/** Logged-in routes: /organizations. */
export const organizationsRoutes: RouteObject[] = [
  {
    path: 'organizations',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./pages/OrganizationsPage')).OrganizationsPage }),
  },
];

/** Logged in or not: /organizations/invitation?token=… (the mailed link). */
export const organizationsTokenRoutes: RouteObject[] = [
  {
    path: 'organizations/invitation',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./pages/OrganizationInvitationPage')).OrganizationInvitationPage }),
  },
];
