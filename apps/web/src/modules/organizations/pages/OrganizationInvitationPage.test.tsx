// @vitest-environment happy-dom
/** The mailed invitation link's page (docs/architecture.md "Organizations"). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderAccounts, stubFetch, user } from '../../accounts/test-utils';

const T = { timeout: 5000 };
const INVITATION = {
  id: 'inv-1',
  organization: 'org-1',
  organizationName: 'Alices Udlejning',
  email: 'lars@example.dk',
  role: 'admin',
  invitedBy: 'Alice Hansen',
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const ORG = { id: 'org-1', uuid: 'org-1', name: 'Alices Udlejning', active: true, createdAt: '2030-01-01T00:00:00.000Z' };

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await setLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrganizationInvitationPage', () => {
  it('signed in: shows the invitation and accepts it with the link token, then goes to /organizations', async () => {
    window.localStorage.setItem('lltoken', 'tok-1');
    const fetch = stubFetch({
      'GET /api/users/me': () => ({ body: user() }),
      organizationInvitation: () => ({ body: { data: { organizationInvitation: INVITATION } } }),
      acceptOrganizationInvitation: () => ({ body: { data: { acceptOrganizationInvitation: ORG } } }),
      organizations: () => ({ body: { data: { organizations: [ORG] } } }),
      organizationInvitations: () => ({ body: { data: { organizationInvitations: [] } } }),
    });
    const { router } = await renderAccounts('/organizations/invitation?token=abc');
    expect(await screen.findByText(/Alice Hansen har inviteret dig som Administrator i Alices Udlejning/, {}, T)).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Tag imod' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/organizations'), T);
    const accept = fetch.mock.calls
      .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as { query?: string; variables?: unknown })
      .find((b) => b.query?.includes('acceptOrganizationInvitation'));
    expect(accept?.variables).toEqual({ id: null, token: 'abc' });
  });

  it('signed out: offers sign-in, and after signing in the visitor is back on the invitation', async () => {
    stubFetch({
      organizationInvitation: () => ({ body: { data: { organizationInvitation: INVITATION } } }),
      'POST /api/auth': () => ({ body: { ...user(), token: 'tok-9' } }),
      'GET /api/users/me': () => ({ body: user() }),
    });
    const { router } = await renderAccounts('/organizations/invitation?token=abc');
    expect(await screen.findByText('Invitationen er sendt til lars@example.dk.', {}, T)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tag imod' })).toBeNull();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('link', { name: 'Log ind' }));
    await u.type(await screen.findByLabelText(/E-mail/, {}, T), 'lars@example.dk');
    await u.type(screen.getByLabelText(/^Adgangskode/), 'hemmelig1');
    await u.click(screen.getByRole('button', { name: /^Log ind$/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/organizations/invitation'), T);
    expect(router.state.location.search).toBe('?token=abc');
    expect(await screen.findByRole('button', { name: 'Tag imod' }, T)).toBeTruthy();
  });

  it('an answered or unknown invitation says so, and offers the sign-in page to a signed-out visitor', async () => {
    stubFetch({
      organizationInvitation: () => ({
        body: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND', status: 404 } }] },
      }),
    });
    await renderAccounts('/organizations/invitation?token=used');
    expect(await screen.findByText('Invitationen findes ikke eller er allerede besvaret.', {}, T)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log ind' }).getAttribute('href')).toBe('/');
  });
});
