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
});
