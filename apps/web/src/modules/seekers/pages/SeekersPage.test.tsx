// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../ui/toast/toast';
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
        <Toaster />
        <Routes>
          <Route path="/boligsoegerlisten/" element={<SeekersPage />} />
          <Route path="/messages/:id" element={<p>thread page</p>} />
        </Routes>
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

  it("'Skriv til' sends the first message about the chosen dwelling and opens the conversation", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).includes('/api/graph')) {
        sent.push(JSON.parse(String(init?.body)).variables);
        return json({ data: { sendMessage: { id: 't-77' } } });
      }
      return String(url).includes('activeDwellings') ? json({ results: [dwelling] }) : json({ results: [mona] });
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Skriv til Mona Jensen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skriv til Mona Jensen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Besked' }), 'Hej Mona, boligen er ledig');
    await user.click(within(dialog).getByRole('button', { name: 'Send og åbn samtalen' }));
    expect(await screen.findByText('thread page')).toBeTruthy();
    expect(sent).toEqual([{ input: { text: 'Hej Mona, boligen er ledig', agentUnique: dwelling.uuid, seekerId: 'mp-1' } }]);
  });

  it('shows why a message was refused, in the dialog', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/api/graph'))
        return json({ errors: [{ message: 'The thread is closed: open it to reply', extensions: { code: 'THREAD_CLOSED', status: 409 } }] });
      return String(url).includes('activeDwellings') ? json({ results: [dwelling] }) : json({ results: [mona] });
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Skriv til Mona Jensen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skriv til Mona Jensen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Besked' }), 'Hej');
    await user.click(within(dialog).getByRole('button', { name: 'Send og åbn samtalen' }));
    expect(await within(dialog).findByText('Samtalen er lukket: åbn den for at svare')).toBeTruthy();
  });
});
