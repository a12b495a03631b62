// @vitest-environment happy-dom
/**
 * The status page opened from a mailed link (doc 2 §2 Status page, §6 Token holder, §8): a link of a
 * former owner, or one renewed since, gets its own message in Danish and English; a missing or
 * expired token keeps the spec's message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DwellingStatusView } from '@udlejning/shared/dwellings/lifecycle';
import { Toaster } from '../../../ui/toast/toast';
import { ERROR_TABLE } from '@udlejning/shared/errors';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { SessionProvider } from '../../accounts/session';
import { stubFetch, user as sessionUser } from '../../accounts/test-utils';
import { DwellingStatusPage } from './DwellingStatusPage';

const UUID = '11111111-2222-3333-4444-555555555555';
const STATUS_PAGE = `GET /api/dwellings/${UUID}/status-page?token=old`;
const revoked = () => ({
  status: 403,
  body: { error: { code: 'STATUS_LINK_REVOKED', message: ERROR_TABLE.STATUS_LINK_REVOKED.message } },
});

const renderPage = () =>
  renderRoutes(
    [{ path: '/dwellings/:uuid/status', element: <DwellingStatusPage /> }],
    `/dwellings/${UUID}/status?token=old`,
    (node) => <SessionProvider>{node}</SessionProvider>,
  );

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('da');
});

describe('DwellingStatusPage with a status link that no longer holds', () => {
  it('says so in Danish', async () => {
    await setLanguage('da');
    stubFetch({ [STATUS_PAGE]: revoked });
    renderPage();
    expect(
      await screen.findByText(
        'Dette statuslink gælder ikke længere. Annoncen har skiftet ejer, eller der er sendt et nyere link. Brug det nyeste link fra din e-mail, eller log ind.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Enten mangler der en token/)).toBeNull();
  });

  it('and in English', async () => {
    await setLanguage('en');
    stubFetch({ [STATUS_PAGE]: revoked });
    renderPage();
    expect(
      await screen.findByText(
        'This status link is no longer valid. The listing has changed owner, or a newer link has been sent. Use the newest link in your e-mail, or sign in.',
      ),
    ).toBeTruthy();
  });

  it('an expired token keeps the spec message', async () => {
    await setLanguage('da');
    stubFetch({ [STATUS_PAGE]: () => ({ status: 401, body: { error: { code: 'TOKEN_EXPIRED', message: 'x' } } }) });
    renderPage();
    expect(await screen.findByText('Vi beklager meget. Enten mangler der en token eller også er den udløbet')).toBeTruthy();
  });
});

/** A status view as GET …/status-page answers it (doc 2 §2 Status page). */
function statusView(over: Partial<DwellingStatusView> = {}): DwellingStatusView {
  return {
    id: UUID,
    uuid: UUID,
    headline: 'Lys lejlighed',
    address: 'Vestergade 1, 5000 Odense C',
    status: 'PENDING_REVIEW',
    displayedStatus: 'PENDING_REVIEW',
    active: true,
    listingType: 'STANDARD',
    priceBasis: 'STANDARD',
    reserved: null,
    expiresAt: null,
    deactivatedAt: null,
    viaToken: true,
    abilities: { activate: false, deactivate: true, extend: false, upgrade: true, update: false },
    ...over,
  };
}

const renderAt = (query: string) =>
  renderRoutes(
    [{ path: '/dwellings/:uuid/status', element: <DwellingStatusPage /> }],
    `/dwellings/${UUID}/status?${query}`,
    (node) => (
      <SessionProvider>
        <>
          <Toaster />
          {node}
        </>
      </SessionProvider>
    ),
  );

describe('DwellingStatusPage texts that tell the truth', () => {
  it('thanks without promising the approval mail, which is off by default (doc 2 §4)', async () => {
    await setLanguage('da');
    stubFetch({ [`GET /api/dwellings/${UUID}/status-page?token=t1`]: () => ({ body: statusView() }) });
    renderAt('token=t1&from=createDwelling');
    expect(await screen.findByText('Tak! Din annonce er oprettet.')).toBeTruthy();
    expect(screen.getByText(/Du kan følge status her og under Mine boliger/)).toBeTruthy();
    expect(screen.queryByText(/Du får besked/)).toBeNull();
  });

  it('a rejected listing says what became of the tier and the reserved money', async () => {
    await setLanguage('da');
    stubFetch({
      [`GET /api/dwellings/${UUID}/status-page?token=t2`]: () => ({
        body: statusView({ status: 'REJECTED', displayedStatus: 'REJECTED' }),
      }),
    });
    renderAt('token=t2');
    const notice = await screen.findByTestId('rejected-notice');
    expect(notice.textContent).toContain('reserveret på dit kort til Plus eller Premium, er frigivet og trækkes ikke');
    expect(notice.textContent).toContain('annoncen har igen den annoncering, den havde før');
  });

  it('an approved listing the owner cannot edit says why and what to do instead', async () => {
    await setLanguage('en');
    stubFetch({
      [`GET /api/dwellings/${UUID}/status-page?token=t3`]: () => ({
        body: statusView({
          status: 'APPROVED',
          displayedStatus: 'APPROVED',
          abilities: { ...statusView().abilities, update: false },
        }),
      }),
    });
    renderAt('token=t3');
    const notice = await screen.findByTestId('locked-notice');
    expect(notice.textContent).toContain('This listing is approved, so it cannot be edited.');
    expect(notice.textContent).toContain('deactivate the listing');
    expect(notice.textContent).toContain('make a copy');
    expect(notice.textContent).toContain('write to us');
    // viewing times are the signed-in owner's: a mailed status link does not show them
    expect(screen.queryByRole('heading', { name: 'Viewings' })).toBeNull();
  });

  it('after paying, the result takes focus and the page loads the listing again (doc 2 §7 confirmPaymentInfo)', async () => {
    await setLanguage('da');
    let statusCalls = 0;
    const fetchMock = stubFetch({
      [`GET /api/dwellings/${UUID}/status-page?token=t4`]: () => {
        statusCalls += 1;
        return {
          body: statusView(
            statusCalls > 1 ? { listingType: 'PLUS', priceBasis: 'STANDARD', reserved: { product: 'PLUS', amount: 37_500 } } : {},
          ),
        };
      },
      paymentConfig: () => ({ body: { data: { paymentConfig: { provider: 'local', publishableKey: null } } } }),
      updatePaymentInfo: () => ({ body: { data: { updatePaymentInfo: 'pi_local_9_secret_x' } } }),
      confirmPaymentInfo: () => ({ body: { data: { confirmPaymentInfo: true } } }),
    });
    const user = userEvent.setup();
    renderAt('token=t4');
    await user.type(await screen.findByLabelText(/Kortnummer/), '4242424242424242');
    await user.type(screen.getByLabelText(/Udløbsdato/), '1230');
    await user.type(screen.getByLabelText(/Kontrolcifre/), '123');
    await user.type(screen.getByLabelText(/Navn på kortet/), 'Karen Jensen');
    await user.click(screen.getByRole('button', { name: 'Betal 375 kr.' }));
    const result = await screen.findByTestId('payment-result');
    expect(result.textContent).toBe('Betalingen er gennemført. Din annonce er nu Plus.');
    await waitFor(() => expect(document.activeElement).toBe(result));
    // the reloaded view: PLUS is now reserved, and the page says so
    expect((await screen.findByTestId('payment-terms')).textContent).toContain('375 kr. er reserveret på dit kort til Plus.');
    expect(statusCalls).toBeGreaterThan(1);
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('DwellingStatusPage viewings (fremvisninger)', () => {
  it("shows the signed-in owner's viewing times on an approved listing", async () => {
    await setLanguage('da');
    localStorage.setItem('lltoken', 'tok-owner');
    stubFetch({
      'GET /api/users/me': () => ({ body: sessionUser() }),
      [`GET /api/dwellings/${UUID}/status-page`]: () => ({
        body: statusView({ status: 'APPROVED', displayedStatus: 'APPROVED', viaToken: false }),
      }),
      [`GET /api/dwellings/${UUID}/viewings`]: () => ({
        body: {
          results: [
            {
              id: 'v1',
              dwellingUuid: UUID,
              startsAt: '2030-12-05T16:00:00.000Z',
              durationMinutes: 30,
              capacity: 8,
              note: null,
              booked: 3,
              cancelled: false,
              bookings: [],
            },
          ],
        },
      }),
    });
    renderRoutes([{ path: '/dwellings/:uuid/status', element: <DwellingStatusPage /> }], `/dwellings/${UUID}/status`, (node) => (
      <SessionProvider>{node}</SessionProvider>
    ));
    expect(await screen.findByRole('heading', { level: 2, name: 'Fremvisninger' })).toBeTruthy();
    expect(await screen.findByText('torsdag 5. december kl. 17.00–17.30')).toBeTruthy();
    expect(screen.getByText('3 af 8 pladser booket')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tilføj fremvisning' })).toBeTruthy();
  });
});
