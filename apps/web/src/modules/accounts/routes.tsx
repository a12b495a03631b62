/**
 * Routes of the accounts domain (doc 1 §2). Pages load lazily. router.tsx mounts
 * accountsPublicRoutes under the logged-out guard (no shell), accountsRoutes inside the shell
 * behind the login guard, and accountsTokenRoutes in the optional-login shell.
 */
import type { RouteObject } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a page's code loads on the first visit. */
function PageLoading() {
  return <LinearProgress />;
}

const lazyPage = (path: string | undefined, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  HydrateFallback: PageLoading,
  lazy: async () => ({ Component: await load() }),
});

/** Logged-out routes: /, /signup, /forgot-password. */
export const accountsPublicRoutes: RouteObject[] = [
  lazyPage(undefined, async () => (await import('./pages/SignInPage')).SignInPage),
  lazyPage('signup', async () => (await import('./pages/SignupPage')).SignupPage),
  lazyPage('forgot-password', async () => (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage),
];

/**
 * Mailed-link pages without the shell, signed in or not: /reset-password?token=… (doc 1 §4) and
 * /undo-email-change?token=… (the notice of an e-mail change to the old address). A signed-in person
 * who opens a reset link gets the form, with a word on whose password it sets (docs/architecture.md "Sign-in and mail links").
 */
export const accountsLinkRoutes: RouteObject[] = [
  lazyPage('reset-password', async () => (await import('./pages/ResetPasswordPage')).ResetPasswordPage),
  lazyPage('undo-email-change', async () => (await import('./pages/UndoEmailChangePage')).UndoEmailChangePage),
];

/** Logged-in routes: /dashboard, /profile. */
export const accountsRoutes: RouteObject[] = [
  lazyPage('dashboard', async () => (await import('./pages/DashboardPage')).DashboardPage),
  lazyPage('profile', async () => (await import('./pages/ProfilePage')).ProfilePage),
];

/** Logged in or not: /verify-email?token=… (the mailed link). */
export const accountsTokenRoutes: RouteObject[] = [
  lazyPage('verify-email', async () => (await import('./pages/VerifyEmailPage')).VerifyEmailPage),
];
