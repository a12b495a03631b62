// @vitest-environment happy-dom
/**
 * The landlord's links to their public page (doc 2 §1): on the status page and in the list's row menu (which the
 * phone cards use too), only while the listing is APPROVED and active; 'Kopiér link' copies the absolute URL
 * (clipboard stubbed) and says so; 'Del på Facebook' opens Facebook's sharer and is counted as a share; keyboard only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DWELLING_ACTIONS, type DwellingListItem } from '@udlejning/shared/dwellings/dwelling';
import type { DwellingStatusView } from '@udlejning/shared/dwellings/lifecycle';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { clearWaitingToasts, Toaster } from '../../../ui/toast/toast';
import { SessionProvider } from '../../accounts/session';
import { stubFetch } from '../../accounts/test-utils';
import { DwellingStatusPage } from '../pages/DwellingStatusPage';
import { DwellingRowMenu } from './DwellingRowMenu';

const UUID = '11111111-2222-3333-4444-555555555555';
const PUBLIC_URL = `${window.location.origin}/bolig/${UUID}`;
const SHARES = `POST /api/public/dwellings/${UUID}/shares`;

function statusView(overrides: Partial<DwellingStatusView> = {}): DwellingStatusView {
  return {
    id: UUID,
    uuid: UUID,
    headline: 'Lys lejlighed',
    address: 'Ridehusgade 49, 5000 Odense C',
    status: 'APPROVED',
    displayedStatus: 'APPROVED',
    active: true,
    listingType: 'STANDARD',
    priceBasis: 'STANDARD',
    reserved: null,
    expiresAt: '2099-01-01T10:00:00.000Z',
    deactivatedAt: null,
    viaToken: true,
    abilities: { activate: false, deactivate: false, extend: false, upgrade: false, update: false },
    ...overrides,
  } as DwellingStatusView;
}

function listRow(overrides: Partial<DwellingListItem> = {}): DwellingListItem {
  return {
    id: UUID,
    uuid: UUID,
    headline: 'Lys lejlighed',
    status: 'APPROVED',
    displayedStatus: 'APPROVED',
    active: true,
    listingType: 'STANDARD',
    location: { address: 'Ridehusgade 49, 5000 Odense C', zip: '5000', city: 'Odense C' },
    economy: { rent: 850_000 },
    size: { rooms: 3, area: 82 },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    deactivatedAt: null,
    abilities: Object.fromEntries(DWELLING_ACTIONS.map((a) => [a, false])) as DwellingListItem['abilities'],
    ...overrides,
  };
}

const withToaster = (node: React.ReactNode) => (
  <SessionProvider>
    {node}
    <Toaster />
  </SessionProvider>
);

function renderStatusPage(view: DwellingStatusView) {
  const fetch = stubFetch({
    [`GET /api/dwellings/${UUID}/status-page?token=tok`]: () => ({ body: view }),
    [SHARES]: () => ({ status: 204, body: null }),
  });
  renderRoutes(
    [
      { path: '/dwellings/:uuid/status', element: <DwellingStatusPage /> },
      { path: '/bolig/:uuid', element: <p>public page</p> },
    ],
    `/dwellings/${UUID}/status?token=tok`,
    withToaster,
  );
  return fetch;
}

function renderRowMenu(row: DwellingListItem) {
  const fetch = stubFetch({ [SHARES]: () => ({ status: 204, body: null }) });
  const view = renderRoutes(
    [
      { path: '/dwellings/', element: <DwellingRowMenu row={row} /> },
      { path: '/bolig/:uuid', element: <p>public page</p> },
    ],
    '/dwellings/',
    withToaster,
  );
  return { fetch, ...view };
}

let writeText: ReturnType<typeof vi.fn>;
/** happy-dom would open Facebook for real on a click on the sharer link: such a click's default is dropped. */
const stayHere = (e: Event) => {
  if (e.target instanceof Element && e.target.closest('a[href^="https://"]')) e.preventDefault();
};

beforeEach(async () => {
  document.addEventListener('click', stayHere, true);
  localStorage.clear();
  clearWaitingToasts();
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await setLanguage('da');
});
afterEach(() => {
  document.removeEventListener('click', stayHere, true);
  cleanup();
  vi.unstubAllGlobals();
});

describe('the status page', () => {
  it('links a public listing to its page, copies the absolute URL by keyboard, and counts a Facebook share', async () => {
    const fetch = renderStatusPage(statusView());
    const view = await screen.findByRole('link', { name: 'Se annoncen' });
    expect(view.getAttribute('href')).toBe(`/bolig/${UUID}`);
    const facebook = screen.getByRole('link', { name: 'Del på Facebook' });
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PUBLIC_URL)}`,
    );

    screen.getByRole('button', { name: 'Kopiér link' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(PUBLIC_URL);
    expect(await screen.findByText('Linket er kopieret')).toBeTruthy();

    // the share is posted as the public page posts it
    await userEvent.click(facebook);
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => `${init?.method} ${String(url)}` === SHARES)).toBe(true));
  });

  it.each([
    ['pending review', { status: 'PENDING_REVIEW', displayedStatus: 'PENDING_REVIEW' }],
    ['deactivated', { active: false }],
    // a verified business listing is shown as approved while it waits; the public page does not show it yet
    ['pending, displayed approved', { status: 'PENDING_REVIEW', displayedStatus: 'APPROVED' }],
  ] as const)('offers no link for a listing that is %s', async (_name, overrides) => {
    renderStatusPage(statusView(overrides as Partial<DwellingStatusView>));
    expect(await screen.findByText('Lys lejlighed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Se annoncen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kopiér link' })).toBeNull();
  });

  it('says in English when the clipboard refuses, showing the link', async () => {
    await setLanguage('en');
    writeText.mockRejectedValueOnce(new Error('denied'));
    renderStatusPage(statusView());
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(`The link could not be copied: ${PUBLIC_URL}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View listing' })).toBeTruthy();
  });
});

describe('the row menu', () => {
  it('offers the links by keyboard: copy, share, view', async () => {
    const { fetch, router } = renderRowMenu(listRow());
    const menuButton = screen.getByRole('button', { name: /Ridehusgade 49/ });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const copy = await screen.findByRole('menuitem', { name: 'Kopiér link' });
    copy.focus();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(PUBLIC_URL);
    expect(await screen.findByText('Linket er kopieret')).toBeTruthy();

    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const share = await screen.findByRole('menuitem', { name: 'Del på Facebook' });
    expect(share.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PUBLIC_URL)}`);
    await userEvent.click(share);
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => `${init?.method} ${String(url)}` === SHARES)).toBe(true));

    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const view = await screen.findByRole('menuitem', { name: 'Se annoncen' });
    view.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bolig/${UUID}`));
  });

  it('has no public links for a listing that is not public', async () => {
    renderRowMenu(listRow({ status: 'PENDING_REVIEW', displayedStatus: 'APPROVED' }));
    await userEvent.click(screen.getByRole('button', { name: /Ridehusgade 49/ }));
    expect(await screen.findByRole('menuitem', { name: 'Gennemse' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Kopiér link' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Se annoncen' })).toBeNull();
  });
});
