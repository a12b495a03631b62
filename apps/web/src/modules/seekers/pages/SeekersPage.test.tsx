// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ActiveDwelling, SeekerListRow } from '@udlejning/shared/seekers/seeker';
import '../../../lib/i18n';
import { loadAppNamespaces, setLanguage } from '../../../lib/i18n';
import { SeekersPage } from './SeekersPage';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const dwelling: ActiveDwelling = {
  uuid: '7d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d01',
  address: 'Banegårdsgade 1, 8000 Aarhus C',
  zip: '8000',
  city: 'Aarhus C',
  listingType: 'STANDARD',
};
const mona: SeekerListRow = {
  name: 'Mona Jensen',
  email: 'mona@example.dk',
  activeSince: '2026-10-01T10:00:00.000Z',
  userId: '5b0f6f4e-8a57-4b6b-9a53-6a3f3d4f1c11',
  externalId: 'mp-1',
  score: 88,
};

/** The two calls of the page: the landlord's active dwellings, then the seekers of the chosen one. */
function answer(dwellings: ActiveDwelling[], seekers: SeekerListRow[]) {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('activeDwellings') ? json({ results: dwellings }) : json({ results: seekers }),
  );
}

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/boligsoegerlisten/']}>
        <SeekersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(async () => {
  await setLanguage('da');
  await loadAppNamespaces();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SeekersPage (/boligsoegerlisten/, doc 1 §2, §6, §8)', () => {
  it("says 'No seekers available' when no seeker fits the chosen dwelling", async () => {
    answer([dwelling], []);
    renderPage();
    expect(await screen.findByText('Ingen boligsøgere tilgængelige')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // the first active dwelling was asked for
    const listCall = fetchMock.mock.calls.find(([url]) => String(url).includes('requestSeekers'));
    expect(JSON.parse(String(listCall?.[1]?.body))).toEqual({ id: dwelling.uuid, option: 'Dwelling' });
  });

  it("says it in English: 'No seekers available'", async () => {
    await setLanguage('en');
    answer([dwelling], []);
    renderPage();
    expect(await screen.findByText('No seekers available')).toBeTruthy();
  });

  it("says 'No active dwellings' without asking for seekers", async () => {
    answer([], []);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ingen aktive boliger' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('requestSeekers'))).toBe(false);
  });

  it('lists the fitting seekers with their score', async () => {
    answer([dwelling], [mona]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Boligsøgere der passer til boligen' });
    await waitFor(() => expect(within(table).getByText('mona@example.dk')).toBeTruthy());
    expect(within(table).getByRole('button', { name: 'Åbn profilen for Mona Jensen' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Egnethed 88 procent' })).toBeTruthy();
    expect(screen.queryByText('Ingen boligsøgere tilgængelige')).toBeNull();
  });
});
