// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../ui/toast/toast';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { graphqlMock } from '../test-support';
import type { Discount } from '../types';
import { DiscountsPage } from './DiscountsPage';

const SOMMER: Discount = {
  id: 'd1',
  hash: 'h',
  code: 'SOMMER',
  flat: null,
  percentage: 0.9,
  user: null,
  start: '2026-06-01T00:00:00.000Z',
  end: '2026-08-31T23:59:59.999Z',
  listingType: 'PREMIUM',
  status: 'ACTIVE',
  createdAt: '2026-05-01T00:00:00.000Z',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderRoutes([{ path: '/discounts', element: <DiscountsPage /> }], '/discounts', (node) => (
    <QueryClientProvider client={client}>
      <>
        <Toaster />
        {node}
      </>
    </QueryClientProvider>
  ));
}

beforeEach(async () => {
  await setLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DiscountsPage', () => {
  it('lists every code with its value and period, and toggles its status', async () => {
    const { fetchMock, sent } = graphqlMock({
      'discounts(': () => ({ data: { discounts: [SOMMER] } }),
      setDiscountStatus: () => ({ data: { setDiscountStatus: { ...SOMMER, status: 'INACTIVE' } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alle rabatkoder' });
    expect(within(table).getByText('SOMMER')).toBeTruthy();
    expect(within(table).getByText('10 % rabat')).toBeTruthy();
    expect(within(table).getByText('Premium annonce')).toBeTruthy();
    expect(sent('discounts(')[0]).toEqual({ activeOnly: false, token: null });
    await user.click(screen.getByRole('switch', { name: 'Aktiv: SOMMER' }));
    expect(await screen.findByText('Status opdateret')).toBeTruthy();
    expect(sent('setDiscountStatus')).toEqual([{ id: 'd1', status: 'INACTIVE' }]);
  });

  it('shows the doc 2 §5 messages at their fields, generates an 8-character code and sends flat kr. as øre', async () => {
    const { fetchMock, sent } = graphqlMock({
      'discounts(': () => ({ data: { discounts: [] } }),
      createDiscount: (v) => ({ data: { createDiscount: { ...SOMMER, ...(v.input as object) } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Ingen rabatkoder endnu');
    await user.click(screen.getByRole('button', { name: 'Opret' }));
    expect(await screen.findByText('Rabatkoden mangler')).toBeTruthy();
    expect(screen.getByText('Angiv en fast rabat eller en procentrabat')).toBeTruthy();
    expect(screen.getByText('Startdato og/eller slutdato mangler')).toBeTruthy();

    await user.type(screen.getByLabelText(/Fast rabat/), '100');
    await user.type(screen.getByLabelText(/^Procentrabat/), '10');
    await user.click(screen.getByRole('button', { name: 'Opret' }));
    expect(await screen.findByText('Rabatten kan kun være fast eller i procent')).toBeTruthy();
    expect(sent('createDiscount')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Procentrabat/));
    await user.click(screen.getByRole('button', { name: 'Generér' }));
    const code = (screen.getByLabelText(/^Kode/) as HTMLInputElement).value;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await user.type(screen.getByLabelText(/^Startdato/), '2026-06-01');
    await user.type(screen.getByLabelText(/^Slutdato/), '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Opret' }));
    expect(await screen.findByText('Rabatkoden er oprettet')).toBeTruthy();
    expect(sent('createDiscount')).toEqual([
      {
        input: {
          code,
          flat: 10_000,
          percentage: null,
          user: null,
          start: '2026-06-01T00:00:00.000Z',
          end: '2026-06-30T23:59:59.999Z',
          listingType: null,
        },
      },
    ]);
  });
});
