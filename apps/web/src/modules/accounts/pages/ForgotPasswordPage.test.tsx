// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderAccounts, stubFetch } from '../test-utils';

const T = { timeout: 5000 };

beforeEach(async () => {
  window.localStorage.clear();
  await setLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function request(email: string) {
  const u = userEvent.setup({ delay: null });
  await u.type(await screen.findByLabelText(/E-mail/, {}, T), email);
  await u.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('ForgotPasswordPage', () => {
  it('says a mail is sent if the address is known, whatever the answer', async () => {
    stubFetch({
      reqResetPassword: () => ({ body: { errors: [{ message: 'x', extensions: { code: 'INTERNAL', status: 500 } }] } }),
    });
    await renderAccounts('/forgot-password');
    await request('lars@example.dk');
    expect(await screen.findByText(/Hvis adressen er kendt, har vi sendt en mail/)).toBeTruthy();
  });

  it('shows the rate-limit message (Danish) and stays on the form after too many requests', async () => {
    stubFetch({
      reqResetPassword: () => ({
        body: {
          errors: [
            {
              message: 'Too many attempts, please try again later',
              extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: 3000 },
            },
          ],
        },
      }),
    });
    await renderAccounts('/forgot-password');
    await request('lars@example.dk');
    expect(await screen.findByText('For mange forsøg, prøv igen senere')).toBeTruthy();
    expect(screen.queryByText(/Hvis adressen er kendt/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send link' })).toBeTruthy();
  });
});
