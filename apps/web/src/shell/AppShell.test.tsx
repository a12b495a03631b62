// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import '../lib/i18n';
import { setLanguage } from '../lib/i18n';
import { AppShell } from './AppShell';
import { RequireAdmin } from './guards';
import { renderRoutes, sessionUser } from './test-utils';

type MockSession = { user: SessionUser | null; token: string | null; isAdmin: boolean; isLoading: boolean; signOut: () => void };
const session = vi.hoisted(() => ({ current: null as unknown as MockSession }));
vi.mock('../modules/accounts/session', () => ({ useSession: () => session.current }));

const signOut = vi.fn();
/** happy-dom's viewport control (matchMedia follows it). */
const setViewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width,
    height,
  });
const landlord = sessionUser();
const admin = sessionUser({
  id: 2,
  name: 'Anna Admin',
  firstname: 'Anna',
  lastname: 'Admin',
  email: 'admin@udlejning.dk',
  role: 'admin',
});

function signIn(user: SessionUser | null) {
  session.current = { user, token: user ? 'token' : null, isAdmin: user?.role === 'admin', isLoading: false, signOut };
}

const page = (name: string) => <p>{`page ${name}`}</p>;
const shellRoutes = (optionalAuth = false) => [
  { path: '/', element: page('sign-in') },
  { path: '/dashboard', element: page('dashboard') },
  {
    element: <AppShell optionalAuth={optionalAuth} />,
    children: [
      { path: 'dwellings/*', element: page('dwellings') },
      { path: 'status', element: page('status') },
      { element: <RequireAdmin />, children: [{ path: 'users', element: page('users') }] },
      { path: '*', element: page('other') },
    ],
  },
];

const menuLinks = (navName = 'Hovedmenu') =>
  within(screen.getByRole('navigation', { name: navName }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

beforeEach(async () => {
  signOut.mockReset();
  await setLanguage('da');
  setViewport(1280, 800);
});
afterEach(cleanup);

describe('AppShell menu per role (doc 1 §2)', () => {
  it('shows the admin menu in the spec order (the dev outbox only where the server serves it: SideMenu.partner.test)', () => {
    signIn(admin);
    renderRoutes(shellRoutes(), '/statistics');
    expect(menuLinks()).toEqual([
      ['Boliger', '/dwellings/'],
      ['Opret bolig', '/dwellings/create'],
      ['Beskeder', '/messages/'],
      ['Boligsøgerlisten', '/boligsoegerlisten/'],
      ['Brugere', '/users/'],
      ['Organisationer', '/organizations'],
      ['Aktivitet', '/activity/'],
      ['Feedback', '/feedback/'],
      ['Statistik', '/statistics'],
      ['Rabatkoder', '/discounts/'],
      ['Betalinger', '/payments/'],
    ]);
  });

  it('shows the landlord menu, without admin pages', () => {
    signIn(landlord);
    renderRoutes(shellRoutes(), '/statistics');
    expect(menuLinks()).toEqual([
      ['Mine boliger', '/dwellings/'],
      ['Opret bolig', '/dwellings/create'],
      ['Beskeder', '/messages/'],
      ['Fremvisninger', '/viewings'],
      ['Boligsøgerlisten', '/boligsoegerlisten/'],
      ['Min konto', '/profile'],
      ['Mine betalinger', '/my-payments'],
      ['Organisationer', '/organizations'],
      ['Statistik', '/statistics'],
    ]);
  });

  it('shows the menu in English after switching language', async () => {
    signIn(landlord);
    renderRoutes(shellRoutes(), '/statistics');
    await userEvent.click(screen.getByRole('button', { name: 'Sprog: Dansk' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(menuLinks('Main menu').map(([label]) => label)).toEqual([
      'My Dwellings',
      'Create dwelling',
      'Messages',
      'Viewings',
      'Seeker list',
      'My Account',
      'My payments',
      'Organizations',
      'Statistics',
    ]);
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['/dwellings/', 'Mine boliger'],
    ['/dwellings/3f1c2f4e-uuid', 'Mine boliger'],
    ['/dwellings/create', 'Opret bolig'],
    ['/statistics', 'Statistik'],
  ])('highlights the current item at %s', (path, label) => {
    signIn(landlord);
    renderRoutes(shellRoutes(), path);
    const nav = within(screen.getByRole('navigation', { name: 'Hovedmenu' }));
    const current = nav.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([label]);
    expect(current[0].className).toContain('Mui-selected');
  });

  it('sends a landlord away from an admin page to /dashboard', () => {
    signIn(landlord);
    const { router } = renderRoutes(shellRoutes(), '/users');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('page dashboard')).toBeTruthy();
  });

  it('lets an admin open an admin page', () => {
    signIn(admin);
    renderRoutes(shellRoutes(), '/users');
    expect(screen.getByText('page users')).toBeTruthy();
  });
});

describe('AppShell sign out (doc 1 §2)', () => {
  it('asks for confirmation from the drawer; Cancel keeps the session', async () => {
    signIn(landlord);
    const { router } = renderRoutes(shellRoutes(), '/statistics');
    await userEvent.click(screen.getByRole('button', { name: 'Log ud' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Er du sikker på, at du vil logge ud?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/statistics');
  });

  it('signs out and goes to / when confirmed', async () => {
    signIn(landlord);
    const { router } = renderRoutes(shellRoutes(), '/statistics');
    await userEvent.click(screen.getByRole('button', { name: 'Log ud' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log ud' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks in English when English is chosen', async () => {
    await setLanguage('en');
    signIn(admin);
    renderRoutes(shellRoutes(), '/statistics');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Are you sure, you want to sign out?')).toBeTruthy();
  });

  it('offers My Account and Sign Out in the account menu, and confirms the sign out', async () => {
    signIn(landlord);
    renderRoutes(shellRoutes(), '/statistics');
    await userEvent.click(screen.getByRole('button', { name: 'Kontomenu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Min konto' }).getAttribute('href')).toBe('/profile');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log ud' }));
    expect(await screen.findByText('Er du sikker på, at du vil logge ud?')).toBeTruthy();
  });
});

describe('AppShell when logged out (optionalAuth) and on small screens', () => {
  it('shows no menu and offers New landlord and Sign In', async () => {
    signIn(null);
    renderRoutes(shellRoutes(true), '/status');
    expect(screen.getByText('page status')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Åbn menuen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kontomenu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Ny udlejer' }).getAttribute('href')).toBe('/signup');
    expect(within(menu).getByRole('menuitem', { name: 'Log ind' }).getAttribute('href')).toBe('/');
  });

  it('hides the drawer behind a menu button below the desk breakpoint', async () => {
    setViewport(390, 844);
    signIn(landlord);
    renderRoutes(shellRoutes(), '/statistics');
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Åbn menuen' }));
    const nav = await screen.findByRole('navigation', { name: 'Hovedmenu' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Beskeder' }));
    expect(await screen.findByText('page other')).toBeTruthy();
  });
});
