// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../ui/toast/toast';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DWELLING_ACTIONS, type DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { emptyDwellingForm } from '@udlejning/shared/dwellings/dwelling-form';
import 'dayjs/locale/da';
import { i18n } from '../../../lib/i18n';
import { buildTheme } from '../../../theme';
import { SessionProvider } from '../../accounts/session';
import { stubFetch, user, type FakeApi } from '../../accounts/test-utils';
import { DwellingFormPage } from './DwellingFormPage';
import { DRAFT_PREFIX, DRAFT_TTL_MS } from '../../../lib/form-draft';

const UUID = '11111111-2222-4333-8444-555555555555';

function dwelling(overrides: Partial<DwellingView> = {}): DwellingView {
  const content = emptyDwellingForm();
  return {
    ...content,
    type: { dwelling: 'APARTMENT', tenant: null },
    size: { rooms: 3, area: 82, additional: [] },
    location: {
      ...content.location,
      id: 'a1',
      href: '/api/addresses/a1',
      address: 'Vestergade 12, 2. th, 8000 Aarhus C',
      street: 'Vestergade',
      house: '12',
      floor: '2',
      door: 'th',
      zip: '8000',
      city: 'Aarhus C',
      geo: { coordinates: [56.15, 10.2] },
    },
    economy: { ...content.economy, rent: 850_000, prepaid: 850_000, deposit: 2_550_000 },
    headline: 'Lys lejlighed',
    description: 'x'.repeat(120),
    contact: { name: 'Lars Lund', email: 'lars@example.dk', phone: '+4511223344', link: null },
    consents: content.consents.map((c) => ({ ...c, value: true })),
    id: UUID,
    uuid: UUID,
    status: 'DRAFT',
    displayedStatus: 'DRAFT',
    active: true,
    locked: false,
    listingType: 'STANDARD',
    payment: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    approvedAt: null,
    expiresAt: null,
    deactivatedAt: null,
    deactivatedBy: null,
    user: {
      id: 7,
      uuid: 'u7',
      name: 'Lars Lund',
      firstname: 'Lars',
      lastname: 'Lund',
      email: 'lars@example.dk',
      phone: '+4511223344',
      type: 'PERSONAL',
      verified: false,
      emailVerified: true,
      phoneVerified: false,
    },
    abilities: Object.fromEntries(
      DWELLING_ACTIONS.map((a) => [a, a === 'update' || a === 'review']),
    ) as DwellingView['abilities'],
    ...overrides,
  };
}

/**
 * Renders the form page at `path`; a plain path opens on the first step (as the status page's or a
 * test's chosen step would), since a draft opened without one resumes where it was left (resume-step.ts).
 */
function renderForm(path: string | { pathname: string; state: unknown }, api: FakeApi) {
  const fetchMock = stubFetch(api);
  if (typeof path === 'string') path = { pathname: path, state: { step: 'lease' } };
  const router = createMemoryRouter(
    [
      { path: '/dwellings/:uuid', element: <DwellingFormPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={buildTheme('da')}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="da">
          <>
            <Toaster />
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </>
        </LocalizationProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

beforeEach(async () => {
  window.localStorage.setItem('lltoken', 'test-token');
  await i18n.changeLanguage('da');
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('DwellingFormPage', () => {
  it('opens a locked listing read-only on the last step with Close', async () => {
    const locked = dwelling({
      status: 'APPROVED',
      displayedStatus: 'APPROVED',
      abilities: { ...dwelling().abilities, update: false },
    });
    const { router } = renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: locked }),
    });
    // why it cannot be edited, and what the owner can do instead (doc 2 §4)
    const notice = await screen.findByTestId('locked-notice');
    expect(notice.textContent).toContain('Annoncen er godkendt og kan derfor ikke rettes.');
    expect(notice.textContent).toContain('deaktivere annoncen eller lave en kopi og rette kopien');
    expect(notice.textContent).toContain('skrive til os');
    for (const box of await screen.findAllByRole('checkbox')) expect(box).toHaveProperty('disabled', true);
    // the summary offers no 'Ret' buttons (doc 2 §2 'Edit hidden when locked')
    expect(screen.getByText('Samtykker')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Ret/ })).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dwellings/'));
  });

  it.each([
    ['with only the lease done, on Economy', { economy: { ...emptyDwellingForm().economy, rent: null } }, 'Økonomi'],
    ['with lease and economy done, on Images', { headline: null }, 'Billeder'],
    ['with images too, on Description', { images: ['a.webp'], headline: null }, 'Beskrivelse'],
    ['with every step done, on the last step', { images: ['a.webp'] }, 'Forhåndsvisning'],
  ] as const)('reopens a draft from the list at the step after the last completed one: %s', async (_, over, heading) => {
    renderForm(
      { pathname: `/dwellings/${UUID}`, state: null },
      {
        'GET /api/users/me': () => ({ body: user() }),
        [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling(over as Partial<DwellingView>) }),
      },
    );
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    const current = screen.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain(heading);
  });

  it('Create listing with a missing headline opens Description with the headline focused', async () => {
    const { fetchMock } = renderForm(
      { pathname: `/dwellings/${UUID}`, state: { step: 'consents' } },
      {
        'GET /api/users/me': () => ({ body: user() }),
        [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling({ headline: null }) }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Opret annonce' }));
    const headline = await screen.findByRole('textbox', { name: /Overskrift/ });
    await waitFor(() => expect(document.activeElement).toBe(headline));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('validates the step on Next and saves nothing while it is invalid', async () => {
    const { fetchMock } = renderForm('/dwellings/create', { 'GET /api/users/me': () => ({ body: user() }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Næste' }));
    expect(
      await screen.findByText('Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Du mangler at udfylde feltet').length).toBeGreaterThanOrEqual(3);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('a listing pending review ends with Save; step headers are buttons that jump', async () => {
    renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling({ status: 'PENDING_REVIEW', displayedStatus: 'PENDING_REVIEW' }) }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Forhåndsvisning/ }));
    expect(await screen.findByRole('button', { name: 'Gem' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opret annonce' })).toBeNull();
  });

  it.each([
    [false, true],
    [true, false],
  ])('the address field follows abilities.changeAddress=%s (locked: %s), not the status', async (changeAddress, locked) => {
    const abilities = { ...dwelling().abilities, changeAddress };
    renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({
        body: dwelling({ status: 'PENDING_REVIEW', displayedStatus: 'PENDING_REVIEW', abilities }),
      }),
    });
    const address = await screen.findByRole('combobox', { name: /Adresse/ });
    expect(address.hasAttribute('disabled')).toBe(locked);
    expect(screen.queryByText('Adressen kan ikke ændres, efter annoncen er sendt til godkendelse.') !== null).toBe(locked);
  });

  it('shows the server field issues and the banner when saving fails, keeping the typed value', async () => {
    renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling() }),
      [`POST /api/dwellings/${UUID}`]: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields were not properly filled out!',
            issues: [{ path: ['size', 'area'], message: 'Boligareal er ikke udfyldt korrekt' }],
          },
        },
      }),
    });
    const rooms = await screen.findByRole('spinbutton', { name: /Antal værelser/ });
    await userEvent.clear(rooms);
    await userEvent.type(rooms, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByText('Nogle felter er ikke udfyldt korrekt!')).toBeTruthy();
    expect(screen.getByText('Boligareal er ikke udfyldt korrekt')).toBeTruthy();
    expect(rooms).toHaveProperty('value', '4');
  });

  it('asks an admin to confirm saving when leaving a modified step', async () => {
    const { fetchMock } = renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user({ role: 'admin' }) }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling() }),
      [`POST /api/dwellings/${UUID}`]: (body) => ({ body: { ...dwelling(), size: (body as DwellingView).size } }),
    });
    const rooms = await screen.findByRole('spinbutton', { name: /Antal værelser/ });
    await userEvent.clear(rooms);
    await userEvent.type(rooms, '5');
    await userEvent.click(screen.getByRole('button', { name: /Økonomi/ }));
    expect(await screen.findByText('Gem ændringer?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByRole('textbox', { name: /Månedlig husleje/ })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ step: 'lease', size: { rooms: 5 } });
  });

  it("keeps the title 'Opret bolig' after the first save moved the URL, until the listing is submitted", async () => {
    const api = {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling() }),
    };
    // the state the first save leaves on /dwellings/:uuid (use-dwelling-save.ts)
    renderForm(
      { pathname: `/dwellings/${UUID}`, state: { formKey: 'create:k1', isCreating: true, menuPath: '/dwellings/create' } },
      api,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Opret bolig' })).toBeTruthy();
    cleanup();
    // the same draft opened later from the list is edited
    renderForm(`/dwellings/${UUID}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rediger bolig' })).toBeTruthy();
  });

  it('asks before leaving a changed step through in-app navigation, and on reload', async () => {
    const { router } = renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling() }),
    });
    const rooms = await screen.findByRole('spinbutton', { name: /Antal værelser/ });
    await userEvent.clear(rooms);
    await userEvent.type(rooms, '4');

    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    void router.navigate('/dwellings/');
    const ask = await screen.findByRole('dialog', { name: 'Forlad siden uden at gemme?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Bliv på siden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/dwellings/${UUID}`);
    expect(screen.getByRole('spinbutton', { name: /Antal værelser/ })).toHaveProperty('value', '4');

    void router.navigate('/dwellings/');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Forlad siden uden at gemme?' })).getByRole('button', {
        name: 'Forlad siden',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dwellings/'));
  });

  it('deleting an image only takes it out of the form; the save removes it', async () => {
    const withImages = dwelling({ images: ['a.webp', 'b.webp'] });
    const { fetchMock } = renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: withImages }),
      [`POST /api/dwellings/${UUID}`]: (body) => ({ body: { ...withImages, images: (body as DwellingView).images } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Billeder/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Slet billede: Billede 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Slet billedet permanent?' });
    expect(within(confirm).getByText('Billedet slettes, når du gemmer annoncen.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Slet billede' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Slet billede: Billede 2' })).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE' || init?.method === 'POST')).toBe(false);

    await userEvent.click(await screen.findByRole('button', { name: 'Næste' })); // once the dialog's aria-hidden is gone
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ step: 'images', images: ['b.webp'] });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  // docs/architecture.md "Phone numbers": the number signup took ("+45 22 33 44 55") passes the contact step too
  it('accepts a contact phone typed with spaces, groups it on blur, and saves the step', async () => {
    const { fetchMock } = renderForm(
      { pathname: `/dwellings/${UUID}`, state: { step: 'description' } },
      {
        'GET /api/users/me': () => ({ body: user() }),
        [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling() }),
        [`POST /api/dwellings/${UUID}`]: (body) => ({ body: { ...dwelling(), contact: (body as DwellingView).contact } }),
      },
    );
    const phone = await screen.findByRole('textbox', { name: /Telefon/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '22 33 ab');
    await userEvent.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByText('Ugyldig telefon nummer')).toBeTruthy();

    await userEvent.clear(phone);
    await userEvent.type(phone, '0045 22-33-44-55');
    await userEvent.tab();
    expect(phone).toHaveProperty('value', '+45 22 33 44 55');
    await userEvent.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    expect(screen.queryByText('Ugyldig telefon nummer')).toBeNull();
  });

  // docs/architecture.md "Dwellings and moderation": a town outside the index is no dead end
  it('types an address by hand from an offered postal code and saves it marked', async () => {
    const abilities = { ...dwelling().abilities, changeAddress: true };
    const { fetchMock } = renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling({ abilities }) }),
      'GET /api/addresses?q=storgade%2012%20vejle': () => ({
        body: { results: [], postalCodes: [{ zip: '7100', city: 'Vejle' }] },
      }),
      'GET /api/addresses/postal-codes/7100': () => ({ body: { zip: '7100', city: 'Vejle' } }),
      [`POST /api/dwellings/${UUID}`]: (body) => ({
        body: { ...dwelling({ abilities }), location: (body as DwellingView).location },
      }),
    });
    const address = await screen.findByRole('combobox', { name: /Adresse/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'storgade 12 vejle');
    await userEvent.click(await screen.findByRole('option', { name: /7100 Vejle/ }));

    const byHand = await screen.findByRole('group', { name: 'Adressen indtastet selv' });
    expect(within(byHand).getByRole('textbox', { name: /Vejnavn/ })).toHaveProperty('value', 'Storgade');
    expect(within(byHand).getByRole('textbox', { name: /Husnummer/ })).toHaveProperty('value', '12');
    expect(within(byHand).getByRole('textbox', { name: /Postnummer/ })).toHaveProperty('value', '7100');
    await waitFor(() => expect(within(byHand).getByRole('textbox', { name: /By/ })).toHaveProperty('value', 'Vejle'));
    await userEvent.type(within(byHand).getByRole('textbox', { name: /Etage/ }), '2');

    await userEvent.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      step: 'lease',
      location: { id: null, manualAddress: true, street: 'Storgade', house: '12', floor: '2', zip: '7100', city: 'Vejle' },
    });
  });

  it('checks the hand-typed address on Next, and goes back to the address list', async () => {
    const abilities = { ...dwelling().abilities, changeAddress: true };
    const { fetchMock } = renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling({ abilities }) }),
      'GET /api/addresses?q=istedgade': () => ({ body: { results: [] } }),
    });
    const address = await screen.findByRole('combobox', { name: /Adresse/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'istedgade');
    await userEvent.click(await screen.findByRole('option', { name: /Indtast adressen selv/ }));
    const byHand = await screen.findByRole('group', { name: 'Adressen indtastet selv' });
    expect(within(byHand).getByRole('textbox', { name: /Vejnavn/ })).toHaveProperty('value', 'Istedgade');
    await userEvent.click(screen.getByRole('button', { name: 'Næste' }));
    // no number and no postal code: both required, and nothing is saved
    expect((await within(byHand).findAllByText('Du mangler at udfylde feltet')).length).toBe(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(within(byHand).getByRole('button', { name: 'Søg i adresselisten igen' }));
    expect(await screen.findByRole('combobox', { name: /Adresse/ })).toHaveProperty('value', '');
  });

  it('leaves an unchanged step without asking', async () => {
    const { router } = renderForm(`/dwellings/${UUID}`, {
      'GET /api/users/me': () => ({ body: user() }),
      [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling() }),
    });
    await screen.findByRole('spinbutton', { name: /Antal værelser/ });
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
    void router.navigate('/dwellings/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dwellings/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the listing form survives an ended session (docs/architecture.md "Form drafts")', () => {
  const api = () => ({
    'GET /api/users/me': () => ({ body: user() }),
    [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling() }),
  });

  /** Types 4 rooms into the first step and waits until the draft is stored. */
  async function typeRooms() {
    const rooms = await screen.findByRole('spinbutton', { name: /Antal værelser/ });
    await userEvent.clear(rooms);
    await userEvent.type(rooms, '4');
    await waitFor(() => expect(window.localStorage.getItem(`${DRAFT_PREFIX}dwelling:${UUID}`)).toContain('"rooms":4'));
  }

  it('what was typed in a step comes back when the page opens again (after signing in again), with a notice', async () => {
    renderForm(`/dwellings/${UUID}`, api());
    await typeRooms();
    // the session ends: the page goes away without saving; signed in again, the same page opens
    cleanup();
    renderForm(`/dwellings/${UUID}`, api());
    expect(await screen.findByText('Vi har gendannet det, du skrev')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Antal værelser/ })).toHaveProperty('value', '4'));
  });

  it('a draft older than 24 hours is dropped: the saved listing opens as it was', async () => {
    renderForm(`/dwellings/${UUID}`, api());
    await typeRooms();
    cleanup();
    const later = Date.now() + DRAFT_TTL_MS + 60_000;
    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    try {
      renderForm(`/dwellings/${UUID}`, api());
      await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Antal værelser/ })).toHaveProperty('value', '3'));
      expect(screen.queryByText('Vi har gendannet det, du skrev')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  describe('one listing per home (docs/architecture.md "One listing per home")', () => {
    const OTHER = '99999999-2222-4333-8444-555555555555';
    const taken = (active: boolean) => () => ({
      status: 409,
      body: {
        error: {
          code: 'DWELLING_ADDRESS_TAKEN',
          message: 'Du har allerede en annonce på denne adresse',
          details: { dwelling: OTHER, active, status: 'APPROVED' },
        },
      },
    });

    it('shows the refusal at the address field with a link and the offers, focused, keeping the typed values', async () => {
      renderForm(`/dwellings/${UUID}`, {
        'GET /api/users/me': () => ({ body: user() }),
        [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling() }),
        [`POST /api/dwellings/${UUID}`]: taken(false),
      });
      const rooms = await screen.findByRole('spinbutton', { name: /Antal værelser/ });
      await userEvent.clear(rooms);
      await userEvent.type(rooms, '4');
      await userEvent.click(screen.getByRole('button', { name: 'Næste' }));
      const notice = await screen.findByTestId('address-taken');
      expect(notice.textContent).toContain('Du har allerede en annonce på denne adresse');
      await waitFor(() => expect(document.activeElement).toBe(notice));
      const link = within(notice).getByRole('link', { name: 'Se annoncen' });
      expect(link.getAttribute('href')).toBe(`/dwellings/${OTHER}/preview`);
      expect(within(notice).getByRole('button', { name: 'Genaktivér annoncen' })).toBeTruthy();
      expect(within(notice).getByRole('button', { name: 'Kopiér annoncen' })).toBeTruthy();
      // still on the lease step, the typed value kept, no generic banner
      expect(screen.getByRole('heading', { name: 'Lejemålet' })).toBeTruthy();
      expect(rooms).toHaveProperty('value', '4');
      expect(screen.queryByText('Nogle felter er ikke udfyldt korrekt!')).toBeNull();
    });

    it('offers no reactivation when the other listing is active, and opens the duplicate dialog', async () => {
      renderForm(`/dwellings/${UUID}`, {
        'GET /api/users/me': () => ({ body: user() }),
        [`GET /api/dwellings/${UUID}`]: () => ({ body: dwelling() }),
        [`POST /api/dwellings/${UUID}`]: taken(true),
      });
      const rooms = await screen.findByRole('spinbutton', { name: /Antal værelser/ });
      await userEvent.clear(rooms);
      await userEvent.type(rooms, '4');
      await userEvent.click(screen.getByRole('button', { name: 'Næste' }));
      const notice = await screen.findByTestId('address-taken');
      expect(within(notice).queryByRole('button', { name: 'Genaktivér annoncen' })).toBeNull();
      await userEvent.click(within(notice).getByRole('button', { name: 'Kopiér annoncen' }));
      expect(await screen.findByRole('dialog')).toBeTruthy();
    });
  });
});
