// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import '../lib/i18n';
import { setLanguage } from '../lib/i18n';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { renderRoutes, sessionUser } from './test-utils';

type MockSession = {
  user: SessionUser | null;
  token: string | null;
  isAdmin: boolean;
  isLoading: boolean;
};
const session = vi.hoisted(() => ({ current: null as unknown as MockSession }));
vi.mock('../modules/accounts/session', () => ({ useSession: () => session.current }));

const page = (name: string) => <p>{`page ${name}`}</p>;
const routes = (withSignIn = true) => [
  {
    element: <PublicOnly />,
    children: withSignIn
      ? [
          { index: true, element: page('sign-in') },
          { path: 'signup', element: page('signup') },
        ]
      : [],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: 'dashboard', element: page('dashboard') },
      { path: 'dwellings/create', element: page('create') },
      { element: <RequireAdmin />, children: [{ path: 'users', element: page('users') }] },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

beforeEach(() => setLanguage('da'));
afterEach(cleanup);

describe('guards (doc 1 §2)', () => {
  it('sends a logged-out visitor from a members page and from an unknown route to /', () => {
    session.current = { user: null, token: null, isAdmin: false, isLoading: false };
    for (const path of ['/dashboard', '/users', '/no/such/page']) {
      const { router } = renderRoutes(routes(), path);
      expect(router.state.location.pathname).toBe('/');
      // the address wanted travels along, so the sign-in returns there
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
      expect(screen.getByText('page sign-in')).toBeTruthy();
      cleanup();
    }
  });

  it('does not loop when no sign-in route exists yet', () => {
    session.current = { user: null, token: null, isAdmin: false, isLoading: false };
    renderRoutes(routes(false), '/dashboard');
    expect(screen.getByText('Siden findes ikke')).toBeTruthy();
  });

  it('shows a progress bar while the stored token is being checked', () => {
    session.current = { user: null, token: 't', isAdmin: false, isLoading: true };
    renderRoutes(routes(), '/dashboard');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByText('page dashboard')).toBeNull();
  });

  it('sends a logged-in user from / to /dashboard and shows not-found for unknown routes', () => {
    session.current = { user: sessionUser(), token: 't', isAdmin: false, isLoading: false };
    const { router } = renderRoutes(routes(), '/');
    expect(router.state.location.pathname).toBe('/dashboard');
    cleanup();
    renderRoutes(routes(), '/no/such/page');
    expect(screen.getByText('Siden findes ikke')).toBeTruthy();
  });

  it('sends a logged-in user from /?next=<path> to that path, and never off the site', () => {
    session.current = { user: sessionUser(), token: 't', isAdmin: false, isLoading: false };
    const { router } = renderRoutes(routes(), `/?next=${encodeURIComponent('/dwellings/create?step=3')}`);
    expect(router.state.location.pathname + router.state.location.search).toBe('/dwellings/create?step=3');
    cleanup();
    const offSite = renderRoutes(routes(), `/?next=${encodeURIComponent('https://evil.example/')}`);
    expect(offSite.router.state.location.pathname).toBe('/dashboard');
  });

  it('lets admins through RequireAdmin and sends landlords to /dashboard', () => {
    session.current = { user: sessionUser({ role: 'admin' }), token: 't', isAdmin: true, isLoading: false };
    renderRoutes(routes(), '/users');
    expect(screen.getByText('page users')).toBeTruthy();
    cleanup();
    session.current = { user: sessionUser(), token: 't', isAdmin: false, isLoading: false };
    const { router } = renderRoutes(routes(), '/users');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
