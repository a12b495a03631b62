// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { fakeJwt, renderAccounts, stubFetch, user } from '../test-utils';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const T = { timeout: 5000 };

beforeEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('hides the form for an expired link and offers a new one', async () => {
    const fetchMock = stubFetch({});
    const token = fakeJwt({ userId: 7, email: 'lars@example.dk', exp: nowSeconds() - 10, purpose: 'reset-password' });
    await renderAccounts(`/reset-password?token=${token}`);
    expect(await screen.findByText('The link has expired', {}, T)).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save new password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a missing or unreadable token as an invalid link', async () => {
    stubFetch({});
    await renderAccounts('/reset-password?token=garbage');
    expect(await screen.findByText('The link is not valid', {}, T)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it('validates with the Danish-spec messages, then resets, stores the session and goes to /dwellings', async () => {
    const token = fakeJwt({ userId: 7, email: 'lars@example.dk', exp: nowSeconds() + 3600, purpose: 'reset-password' });
    const fetchMock = stubFetch({
      userResetPassword: () => ({ body: { data: { userResetPassword: 'login-token' } } }),
      'GET /api/users/me': () => ({ body: user() }),
    });
    const { router } = await renderAccounts(`/reset-password?token=${token}`);
    const u = userEvent.setup({ delay: null });
    expect(await screen.findByText('Reset for lars@example.dk', {}, T)).toBeTruthy();
    await u.type(screen.getByLabelText(/^Password/), '123');
    await u.type(screen.getByLabelText(/Repeat password/), '124');
    await u.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('The passwords are not the same')).toBeTruthy();

    await u.clear(screen.getByLabelText(/^Password/));
    await u.type(screen.getByLabelText(/^Password/), 'nyt-kodeord');
    await u.clear(screen.getByLabelText(/Repeat password/));
    await u.type(screen.getByLabelText(/Repeat password/), 'nyt-kodeord');
    await u.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('page dwellings', {}, T)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dwellings');
    expect(window.localStorage.getItem('lltoken')).toBe('login-token');
    const graph = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    // doc 1 §7's shape: the reset token goes as the Authorization bearer, not as an argument
    expect(graph.variables).toEqual({ password: 'nyt-kodeord', userId: '7', email: 'lars@example.dk' });
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
  });

  it('switches to the expired view when the server says TOKEN_EXPIRED', async () => {
    const token = fakeJwt({ userId: 7, email: 'lars@example.dk', exp: nowSeconds() + 3600 });
    stubFetch({
      userResetPassword: () => ({
        body: { errors: [{ message: 'The link has expired', extensions: { code: 'TOKEN_EXPIRED', status: 401 } }] },
      }),
    });
    await renderAccounts(`/reset-password?token=${token}`);
    const u = userEvent.setup({ delay: null });
    await u.type(await screen.findByLabelText(/^Password/, {}, T), 'nyt-kodeord');
    await u.type(screen.getByLabelText(/Repeat password/), 'nyt-kodeord');
    await u.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The link has expired')).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(window.localStorage.getItem('lltoken')).toBeNull();
  });

  it('works signed in too: the form, with whose password it sets; saving signs in as the account of the link', async () => {
    window.localStorage.setItem('lltoken', 'tok-of-anne');
    const token = fakeJwt({ userId: 7, email: 'lars@example.dk', exp: nowSeconds() + 3600, purpose: 'reset-password' });
    stubFetch({
      'GET /api/users/me': () => ({ body: user({ id: 9, email: 'anne@example.dk', firstname: 'Anne' }) }),
      userResetPassword: () => ({ body: { data: { userResetPassword: 'login-token' } } }),
    });
    const { router } = await renderAccounts(`/reset-password?token=${token}`);
    expect(
      await screen.findByText(/You are signed in as anne@example\.dk\. When you save, lars@example\.dk gets a new password/, {}, T),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText(/^Password/), 'nyt-kodeord');
    await u.type(screen.getByLabelText(/Repeat password/), 'nyt-kodeord');
    await u.click(screen.getByRole('button', { name: 'Save new password' }));
    await vi.waitFor(() => expect(window.localStorage.getItem('lltoken')).toBe('login-token'));
  });
});
