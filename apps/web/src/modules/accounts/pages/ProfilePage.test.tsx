// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderAccounts, stubFetch, user } from '../test-utils';

const T = { timeout: 5000 };
const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement | HTMLInputElement).disabled;

beforeEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
  window.localStorage.setItem('lltoken', 'tok-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfilePage (My Account)', () => {
  it('keeps save disabled until something changed, saves, and shows cvr read-only for landlords', async () => {
    const business = user({ type: 'BUSINESS', company: 'Bolig ApS', companyAddress: 'Gade 1', cvr: '12345678' });
    const fetchMock = stubFetch({
      'GET /api/users/me': () => ({ body: business }),
      'POST /api/users/me': (body) => ({ body: { ...business, ...(body as object), token: 'tok-2' } }),
    });
    await renderAccounts('/profile');
    const u = userEvent.setup({ delay: null });
    const save = await screen.findByRole('button', { name: 'Save changes' }, T);
    expect(isDisabled(save)).toBe(true);
    expect(isDisabled(screen.getByLabelText(/CVR number/))).toBe(true);
    expect(screen.getByText('Only an administrator can change the CVR number')).toBeTruthy();

    await u.clear(screen.getByLabelText(/Company address/));
    await waitFor(() => expect(isDisabled(save)).toBe(false));
    await u.click(save);
    expect(await screen.findByText('No company address')).toBeTruthy();

    await u.type(screen.getByLabelText(/Company address/), 'Torvet 2');
    await u.click(save);
    expect(await screen.findByText('Your details have been saved')).toBeTruthy();
    expect(screen.getAllByText('Edit account').length).toBeGreaterThan(0);
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ companyAddress: 'Torvet 2', company: 'Bolig ApS' });
    expect(window.localStorage.getItem('lltoken')).toBe('tok-2');
    await waitFor(() => expect(isDisabled(save)).toBe(true));
  });

  it('offers to resend the verification mail when the e-mail is unverified', async () => {
    stubFetch({
      'GET /api/users/me': () => ({ body: user({ emailVerified: false }) }),
      resendEmailVerification: () => ({ body: { data: { resendEmailVerification: true } } }),
    });
    await renderAccounts('/profile');
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }, T));
    expect(await screen.findByText('An email verification has been send')).toBeTruthy();
  });

  it('puts a wrong current password on its field with a Change password toast', async () => {
    stubFetch({
      'GET /api/users/me': () => ({ body: user() }),
      'POST /api/users/me/password': () => ({
        status: 400,
        body: {
          error: {
            code: 'WRONG_PASSWORD',
            message: 'Type present password',
            issues: [{ path: ['oldPassword'], message: 'Type present password' }],
          },
        },
      }),
    });
    await renderAccounts('/profile');
    const u = userEvent.setup({ delay: null });
    await u.type(await screen.findByLabelText(/Current password/, {}, T), 'forkert');
    await u.type(screen.getByLabelText(/^New password/), 'nyt-kodeord');
    await u.type(screen.getByLabelText(/Repeat new password/), 'nyt-kodeord');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true'));
    // the field and the toast (the toast renders a tick after the field error)
    await waitFor(() => expect(screen.getAllByText('Type present password').length).toBe(2));
    expect(screen.getByText('Change password', { selector: 'strong' })).toBeTruthy();
  });
  it('a new e-mail asks for the password and sends it; the password field only then', async () => {
    const me = user({ email: 'mette@example.dk' });
    const fetchMock = stubFetch({
      'GET /api/users/me': () => ({ body: me }),
      'POST /api/users/me': (body) => ({ body: { ...me, ...(body as object), token: 'tok-2' } }),
    });
    await renderAccounts('/profile');
    const u = userEvent.setup({ delay: null });
    const email = await screen.findByLabelText(/^E-mail/, {}, T);
    expect(screen.queryByLabelText(/Your password/)).toBeNull();
    await u.clear(email);
    await u.type(email, 'mette.ny@example.dk');
    const password = await screen.findByLabelText(/Your password/);
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Type present password')).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'POST')).toBe(false);

    await u.type(password, 'hemmelig123');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved')).toBeTruthy();
    const post = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ email: 'mette.ny@example.dk', currentPassword: 'hemmelig123' });
  });

  it('puts a wrong password for a new e-mail on its field; a rate limit shows its message', async () => {
    let status = 400;
    stubFetch({
      'GET /api/users/me': () => ({ body: user({ email: 'mette@example.dk' }) }),
      'POST /api/users/me': () =>
        status === 400
          ? {
              status,
              body: {
                error: {
                  code: 'WRONG_PASSWORD',
                  message: 'Type present password',
                  issues: [{ path: ['currentPassword'], message: 'Type present password' }],
                },
              },
            }
          : { status, body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts, please try again later' } } },
    });
    await renderAccounts('/profile');
    const u = userEvent.setup({ delay: null });
    const email = await screen.findByLabelText(/^E-mail/, {}, T);
    await u.clear(email);
    await u.type(email, 'mette.ny@example.dk');
    const password = await screen.findByLabelText(/Your password/);
    await u.type(password, 'forkert');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    status = 429;
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('Too many attempts, please try again later')).length).toBeGreaterThan(0);
  });
});
