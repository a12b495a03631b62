// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderAccounts, stubFetch, user } from '../test-utils';

beforeEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;

async function fillValidForm() {
  const u = userEvent.setup({ delay: null });
  await u.type(await screen.findByLabelText(/First name/, {}, { timeout: 5000 }), 'Mette');
  await u.type(screen.getByLabelText(/Last name/), 'Hansen');
  await u.type(screen.getByLabelText(/Phone/), '+4522334455');
  await u.type(screen.getByLabelText(/E-mail/), 'mette@example.dk');
  await u.type(screen.getByLabelText(/^Password/), 'hemmelig1');
  await u.type(screen.getByLabelText(/Repeat password/), 'hemmelig1');
  await u.click(screen.getByLabelText(/I accept the terms/));
  // the form validates with a resolver that loads zod on first use (lib/lazy-zod-resolver.ts): in whichever test
  // comes first that takes a moment, so the button is enabled only then
  await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Create account' }))).toBe(false));
  return u;
}

describe('SignupPage', () => {
  it('enables the submit button only while the form is valid', async () => {
    stubFetch({});
    await renderAccounts('/signup');
    const submit = await screen.findByRole('button', { name: 'Create account' }, { timeout: 5000 });
    expect(isDisabled(submit)).toBe(true);
    const u = await fillValidForm();
    await waitFor(() => expect(isDisabled(submit)).toBe(false));

    // a different repeat disables it and shows the spec message on the field
    await u.type(screen.getByLabelText(/Repeat password/), 'x');
    await waitFor(() => expect(isDisabled(submit)).toBe(true));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await u.type(screen.getByLabelText(/Repeat password/), '{Backspace}');
    await waitFor(() => expect(isDisabled(submit)).toBe(false));

    // unticking the terms disables it
    await u.click(screen.getByLabelText(/I accept the terms/));
    await waitFor(() => expect(isDisabled(submit)).toBe(true));
    await u.click(screen.getByLabelText(/I accept the terms/));
    await waitFor(() => expect(isDisabled(submit)).toBe(false));

    // BUSINESS needs a company name
    await u.click(screen.getByLabelText('Business landlord'));
    await waitFor(() => expect(isDisabled(submit)).toBe(true));
    await u.type(screen.getByLabelText(/Company name/), 'Bolig ApS');
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
  });

  it('shows server field errors on their fields and a toast titled New landlord', async () => {
    stubFetch({
      'POST /api/users': () => ({
        status: 409,
        body: {
          error: {
            code: 'EMAIL_IN_USE',
            message: 'Email is already in use',
            issues: [{ path: ['email'], message: 'Email is already in use' }],
          },
        },
      }),
    });
    await renderAccounts('/signup');
    const u = await fillValidForm();
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('New landlord', { selector: 'strong' })).toBeTruthy();
    const email = screen.getByLabelText(/E-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Email is already in use').length).toBeGreaterThanOrEqual(2); // field + toast
  });

  it("'User validation failed' shows 'User creation failed' with per-field messages", async () => {
    stubFetch({
      'POST /api/users': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'User validation failed',
            issues: [{ path: ['phone'], message: 'Missing phone' }],
          },
        },
      }),
    });
    await renderAccounts('/signup');
    const u = await fillValidForm();
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Missing phone', { selector: 'li' });
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Missing phone'));
    expect(alert?.textContent).toContain('User creation failed');
    expect(alert?.textContent).toContain('Missing phone');
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).toBe('true');
    // and the toast: waited for, so it is not still queued for the next test's page (toast.tsx queues until notistack loads)
    const toast = (await screen.findByText('New landlord', { selector: 'strong' })).parentElement!;
    expect(toast.textContent).toContain('User creation failed');
  });

  it('on success stores the session and goes to /dwellings/create', async () => {
    const fetchMock = stubFetch({
      'POST /api/users': () => ({ status: 201, body: { ...user({ email: 'mette@example.dk' }), token: 'tok-1' } }),
    });
    const { router } = await renderAccounts('/signup');
    const u = await fillValidForm();
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('page create dwelling')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dwellings/create');
    expect(window.localStorage.getItem('lltoken')).toBe('tok-1');
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(sent).toEqual({
      type: 'PERSONAL',
      company: '',
      companyAddress: '',
      cvr: '',
      firstname: 'Mette',
      lastname: 'Hansen',
      phone: '+4522334455',
      email: 'mette@example.dk',
      password: 'hemmelig1',
    });
  });
});
