// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, alpha } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import type { StatisticsReply, StatisticsRow } from '@udlejning/shared/statistics/statistics';
import type { StatisticsFunnel } from '@udlejning/shared/statistics/funnel';
import '../../../lib/i18n';
import { loadAppNamespaces, setLanguage } from '../../../lib/i18n';
import { buildTheme } from '../../../theme';
import { StatisticsPage } from './StatisticsPage';

const session = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('../../accounts/session', () => ({ useSession: () => ({ isAdmin: session.isAdmin, user: { id: 1 } }) }));

const theme = buildTheme('da');
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const counts = { messages: 1, uniqueClicks: 2, totalClicks: 3, success: 1, forbidden: 0, facebook: 0 };
const row = (over: Partial<StatisticsRow>): StatisticsRow => ({
  uuid: 'd-1',
  address: 'Vestergade 1, 8000 Aarhus C',
  status: 'APPROVED',
  active: true,
  listed: 'STANDARD',
  ...counts,
  ...over,
});
const reply = (landlordId: number, results: StatisticsRow[]): StatisticsReply => ({
  landlordId,
  period: 'all',
  from: null,
  to: '2026-11-27',
  results,
});

const MINE = [
  row({ uuid: 'd-approved', address: 'Godkendtvej 1', totalClicks: 30 }),
  row({ uuid: 'd-rejected', address: 'Afvistvej 2', status: 'REJECTED', active: false, totalClicks: 20 }),
  row({ uuid: 'd-inactive', address: 'Inaktivvej 3', active: false, totalClicks: 10 }),
  row({ uuid: 'd-pending', address: 'Afventervej 4', status: 'PENDING_REVIEW', totalClicks: 5 }),
];
const zeros = { visitors: 0, contacts: 0, viewingsBooked: 0, viewingsHeld: 0, lets: 0 };
const EMPTY_FUNNEL: StatisticsFunnel = {
  landlordId: 1,
  period: 'all',
  totals: { dwelling: null, ...zeros, daysToLet: null, paidOre: 0, contactsPer100Kr: null, viewingsPer100Kr: null },
  rows: [],
  months: [],
};
const LANDLORD_42 = [row({ uuid: 'd-42', address: 'Udlejer 42s vej 9', totalClicks: 7 })];

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/statistics']}>
          <StatisticsPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );

/** The body row of the table whose address is `address`. */
const rowOf = (address: string) => screen.getByRole('button', { name: new RegExp(address) }).closest('tr')!;
const background = (el: Element) => getComputedStyle(el).backgroundColor.replace(/\s/g, '');
const css = (color: string) => color.replace(/\s/g, '');

beforeEach(async () => {
  await setLanguage('da');
  await loadAppNamespaces();
  session.isAdmin = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    // the landlord picker's user search (GraphQL userConnection)
    if (String(url).includes('/api/graph'))
      return json({
        data: {
          userConnection: {
            edges: [
              {
                node: {
                  id: '42',
                  uuid: '7d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d01',
                  name: 'Udlejer 42',
                  email: 'u42@example.dk',
                  phone: '',
                },
              },
            ],
          },
        },
      });
    if (String(url).includes('/api/statistics/funnel/')) return json(EMPTY_FUNNEL);
    return json(String(url).includes('/api/statistics/42/') ? reply(42, LANDLORD_42) : reply(1, MINE));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatisticsPage (doc 1 §2 Statistics)', () => {
  it('tints approved active rows green, rejected rows red and inactive rows grey, and writes the state out', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Statistik pr. bolig' });
    const approved = rowOf('Godkendtvej 1');
    const rejected = rowOf('Afvistvej 2');
    const inactive = rowOf('Inaktivvej 3');
    const pending = rowOf('Afventervej 4');
    expect(background(approved)).toBe(css(alpha(theme.palette.success.main, 0.12)));
    expect(background(rejected)).toBe(css(alpha(theme.palette.error.main, 0.1)));
    expect(background(inactive)).toBe(css(theme.palette.action.hover));
    expect([css(alpha(theme.palette.success.main, 0.12)), css(alpha(theme.palette.error.main, 0.1))]).not.toContain(
      background(pending),
    );
    // not by colour alone (WCAG 1.4.1)
    expect(within(approved).getByText('Godkendt og aktiv')).toBeTruthy();
    expect(within(rejected).getByText('Afvist')).toBeTruthy();
    expect(within(inactive).getByText('Inaktiv')).toBeTruthy();
    expect(within(pending).queryByText(/Godkendt og aktiv|Afvist|Inaktiv/)).toBeNull();
  });

  it('gives a landlord no landlord-id input and reads their own rows (me)', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Statistik pr. bolig' });
    expect(screen.queryByRole('combobox', { name: 'Udlejer' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/statistics/funnel/me/all',
      '/api/statistics/me/all',
    ]);
  });

  it("gives an admin a landlord picker (by name or e-mail) that shows that landlord's rows", async () => {
    session.isAdmin = true;
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('button', { name: /Godkendtvej 1/ });
    await user.type(screen.getByRole('combobox', { name: 'Udlejer' }), 'udlejer 42');
    await user.click(await screen.findByRole('option', { name: /Udlejer 42/ }));
    expect(await screen.findByRole('button', { name: /Udlejer 42s vej 9/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Godkendtvej 1/ })).toBeNull());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/statistics/42/all');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/statistics/funnel/42/all');
  });

  it("says 'No dwellings with statistics' when there are none", async () => {
    fetchMock.mockImplementation(async (url) => json(String(url).includes('/funnel/') ? EMPTY_FUNNEL : reply(1, [])));
    renderPage();
    expect(await screen.findByText('Ingen boliger med statistik')).toBeTruthy();
    // the let funnel below the table says so too
    expect(screen.getByRole('heading', { name: 'Fra visning til udlejning' })).toBeTruthy();
    expect(await screen.findByText('Ingen boliger i tragten endnu')).toBeTruthy();
  });
});
