// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import type { FunnelRow, StatisticsFunnel } from '@udlejning/shared/statistics/funnel';
import '../../../lib/i18n';
import { loadAppNamespaces, setLanguage } from '../../../lib/i18n';
import { buildTheme } from '../../../theme';
import { FunnelSection } from './FunnelSection';

const theme = buildTheme('da');
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const plus: FunnelRow = {
  dwelling: { uuid: 'd-plus', address: 'Plusvej 1, 8000 Aarhus C', listingType: 'PLUS' },
  visitors: 1234,
  contacts: 2,
  viewingsBooked: 2,
  viewingsHeld: 1,
  lets: 1,
  daysToLet: 10.5,
  paidOre: 37_500,
  contactsPer100Kr: 0.5,
  viewingsPer100Kr: 0.5,
};
const standard: FunnelRow = {
  ...plus,
  dwelling: { uuid: 'd-std', address: 'Standardvej 2', listingType: 'STANDARD' },
  visitors: 3,
  contacts: 1,
  viewingsBooked: 0,
  viewingsHeld: 0,
  lets: 0,
  daysToLet: null,
  paidOre: 0,
  contactsPer100Kr: null,
  viewingsPer100Kr: null,
};
const FUNNEL: StatisticsFunnel = {
  landlordId: 1,
  period: 'all',
  totals: { ...plus, dwelling: null, visitors: 1237, contacts: 3 },
  rows: [plus, standard],
  months: [
    { month: '2026-10', visitors: 0, contacts: 1, viewingsBooked: 0, viewingsHeld: 0, lets: 0 },
    { month: '2026-11', visitors: 1237, contacts: 2, viewingsBooked: 2, viewingsHeld: 1, lets: 1 },
  ],
};

const renderSection = (period = 'all') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={theme}>
        <FunnelSection landlordId="me" period={period} />
      </ThemeProvider>
    </QueryClientProvider>,
  );

/** The cells of the body row whose header cell is `name`, as text. */
const cellsOf = (table: HTMLElement, name: RegExp) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

// The charts chunk is lazy (React.lazy); loading it once here keeps its first import, which takes seconds on a
// loaded machine, out of the assertions' wait.
beforeAll(async () => {
  await import('./FunnelCharts');
}, 60_000);

beforeEach(async () => {
  await setLanguage('da');
  await loadAppNamespaces();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(FUNNEL));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FunnelSection (docs/architecture.md "Statistics", the let funnel)', () => {
  it('shows the totals as a table beside the funnel chart, in Danish number formats', async () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Fra visning til udlejning' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tragten i tal' });
    expect(cellsOf(table, /Unikke besøgende/)).toEqual(['1.237']);
    expect(cellsOf(table, /Fremvisninger holdt/)).toEqual(['1']);
    // the chart chunk loads lazily and names itself
    expect(await screen.findByLabelText('Tragten fra besøgende til udlejning (søjlediagram)')).toBeTruthy();
    expect(await screen.findByLabelText('Tragten pr. måned (linjediagram)')).toBeTruthy();
    expect(screen.getByText('Gennemsnitligt 10,5 dage fra godkendelse til udlejning.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/statistics/funnel/me/all']);
  });

  it('lists each dwelling with paid kr. and what 100 kr. bought, and the totals row', async () => {
    renderSection('30d');
    const table = await screen.findByRole('table', { name: 'Tragten pr. bolig' });
    expect(cellsOf(table, /Plusvej 1/)).toEqual(['1.234', '2', '2', '1', '1', '10,5', '375 kr.', '0,5', '0,5']);
    expect(cellsOf(table, /Standardvej 2/)).toEqual(['3', '1', '0', '0', '0', '–', '–', '–', '–']);
    expect(cellsOf(table, /I alt/)[0]).toBe('1.237');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/statistics/funnel/me/30d']);
  });

  it('gives the months as a table beside the line chart', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Tragten pr. måned' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['okt. 2026', 'nov. 2026']);
    expect(cellsOf(table, /nov\. 2026/)).toEqual(['1.237', '2', '2', '1', '1']);
  });

  it('says so when there is nothing, and when loading failed', async () => {
    fetchMock.mockImplementation(async () => json({ ...FUNNEL, rows: [] }));
    renderSection();
    expect(await screen.findByText('Ingen boliger i tragten endnu')).toBeTruthy();
    cleanup();
    fetchMock.mockImplementation(async () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500));
    renderSection();
    expect(await screen.findByText('Tragten kunne ikke hentes')).toBeTruthy();
  });
});
