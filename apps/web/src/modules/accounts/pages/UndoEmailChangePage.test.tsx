// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { fakeJwt, renderAccounts, stubFetch } from '../test-utils';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const T = { timeout: 5000 };
/** The undoEmailChange calls among `fetchMock`'s (the page also reads GET /api/site). */
const undoCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter((c) => String((c[1] as RequestInit | undefined)?.body ?? '').includes('undoEmailChange'));
const claims = { userId: 7, oldEmail: 'gammel@example.dk', newEmail: 'ny@example.dk', purpose: 'undo-email-change' };

beforeEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UndoEmailChangePage', () => {
  it('changes nothing on opening; the button undoes the change and the outcome gets focus', async () => {
    const fetchMock = stubFetch({ undoEmailChange: () => ({ body: { data: { undoEmailChange: true } } }) });
    const token = fakeJwt({ ...claims, exp: nowSeconds() + 3600 });
    await renderAccounts(`/undo-email-change?token=${token}`);
    expect(await screen.findByText(/changed from gammel@example\.dk to ny@example\.dk/, {}, T)).toBeTruthy();
    // a mail scanner that opens the link undoes nothing
    expect(undoCalls(fetchMock)).toEqual([]);
    // the page has settled (its heading takes focus on the frame after a navigation), as before a person's click
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Undo the change' }));
    const done = await screen.findByText(/The account has the e-mail address gammel@example\.dk again/, {}, T);
    expect(done.closest('[tabindex="-1"]')).toBe(document.activeElement);
    expect(screen.queryByRole('button', { name: 'Undo the change' })).toBeNull();
    const graph = JSON.parse(String((undoCalls(fetchMock)[0]![1] as RequestInit).body));
    expect(graph.variables).toEqual({ token });
  });

  it('says so when the link has done its work or the old address is taken', async () => {
    stubFetch({
      undoEmailChange: () => ({
        body: { errors: [{ message: 'Email is already in use', extensions: { code: 'EMAIL_IN_USE', status: 409 } }] },
      }),
    });
    await renderAccounts(`/undo-email-change?token=${fakeJwt({ ...claims, exp: nowSeconds() + 3600 })}`);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Undo the change' }, T));
    expect(await screen.findByText('Another account now uses gammel@example.dk, so it cannot be put back here.', {}, T)).toBeTruthy();

    cleanup();
    const fetchMock = stubFetch({});
    await renderAccounts(`/undo-email-change?token=${fakeJwt({ ...claims, exp: nowSeconds() - 5 })}`);
    expect(await screen.findByText(/The link no longer works/, {}, T)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo the change' })).toBeNull();
    expect(undoCalls(fetchMock)).toEqual([]);
  });
});
