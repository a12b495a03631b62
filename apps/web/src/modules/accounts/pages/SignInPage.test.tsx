// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderAccounts, stubFetch, user } from '../test-utils';

const T = { timeout: 5000 };

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function signIn(password: string) {
  const u = userEvent.setup({ delay: null });
  await u.type(await screen.findByLabelText(/E-mail/, {}, T), 'lars@example.dk');
  await u.type(screen.getByLabelText(/^Adgangskode|^Password/), password);
  await u.click(screen.getByRole('button', { name: /^(Log ind|Sign In)$/ }));
}

describe('SignInPage', () => {
  it('shows the server message translated (da) on failure', async () => {
    await setLanguage('da');
    stubFetch({
      'POST /api/auth': () => ({
        status: 401,
        body: { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' } },
      }),
    });
    await renderAccounts('/');
    await signIn('forkert');
    expect(await screen.findByText('Forkert e-mail eller adgangskode')).toBeTruthy();
    // focus goes to the failure, not to <body> (WCAG 2.4.3)
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(screen.getByRole('link', { name: 'Opret en konto' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Glemt adgangskode?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows the generic message when the server fails', async () => {
    await setLanguage('en');
    stubFetch({ 'POST /api/auth': () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }) });
    await renderAccounts('/');
    await signIn('x');
    expect(await screen.findByText('Oops! Something went wrong. Please try again or contact customer support')).toBeTruthy();
  });

  it('stores the session and goes to /dashboard on success', async () => {
    await setLanguage('en');
    stubFetch({ 'POST /api/auth': () => ({ body: { ...user(), token: 'tok-9' } }) });
    const { router } = await renderAccounts('/');
    await signIn('hemmelig1');
    expect(await screen.findByRole('heading', { name: 'Hello Lars' }, T)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('lltoken')).toBe('tok-9');
    expect(screen.getByRole('link', { name: /My Dwellings/ }).getAttribute('href')).toBe('/dwellings/');
  });

  it('a signed-out visit to a members page signs in and returns there, with its query (docs/architecture.md "Sign-in and mail links")', async () => {
    await setLanguage('da');
    stubFetch({ 'POST /api/auth': () => ({ body: { ...user(), token: 'tok-10' } }) });
    const { router } = await renderAccounts('/dwellings/create?step=2');
    expect((await screen.findByRole('status', {}, T)).textContent).toBe('Log ind for at fortsætte til siden, du åbnede.');
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dwellings/create?step=2');
    await signIn('hemmelig1');
    expect(await screen.findByText('page create dwelling', {}, T)).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/dwellings/create?step=2');
  });

  it('ignores a next that leaves the site and goes to /dashboard', async () => {
    await setLanguage('en');
    stubFetch({ 'POST /api/auth': () => ({ body: { ...user(), token: 'tok-11' } }) });
    const { router } = await renderAccounts(`/?next=${encodeURIComponent('//evil.example/x')}`);
    expect(screen.queryByRole('status')).toBeNull();
    await signIn('hemmelig1');
    expect(await screen.findByRole('heading', { name: 'Hello Lars' }, T)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a login the API refuses (401) ends the session and keeps the page as next', async () => {
    await setLanguage('da');
    window.localStorage.setItem('lltoken', 'expired-token');
    stubFetch({
      'GET /api/users/me': () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Not authorized' } } }),
    });
    const { router } = await renderAccounts('/profile');
    expect((await screen.findByRole('status', {}, T)).textContent).toBe('Log ind for at fortsætte til siden, du åbnede.');
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile');
    expect(window.localStorage.getItem('lltoken')).toBeNull();
  });
});
