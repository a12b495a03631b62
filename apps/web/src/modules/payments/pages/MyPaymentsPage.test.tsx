// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { DWELLING, capturedPayment, graphqlMock } from '../test-support';
import { MyPaymentsPage } from './MyPaymentsPage';

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes([{ path: '/my-payments', element: <MyPaymentsPage /> }], path, (node) => (
    <QueryClientProvider client={client}>{node}</QueryClientProvider>
  ));
}

const connection = (nodes: ReturnType<typeof capturedPayment>[]) => ({
  data: {
    myPayments: {
      totalCount: nodes.length,
      pageInfo: { hasNextPage: false, startCursor: null, endCursor: null },
      edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
    },
  },
});

beforeEach(async () => {
  await setLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyPaymentsPage ("Mine betalinger")', () => {
  it("lists the caller's payments with amount in kr., refund, status, the listing's status page and the receipts", async () => {
    const { fetchMock, sent } = graphqlMock({
      'myPayments(': () => connection([capturedPayment({ refund: 10_000 })]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/my-payments');
    const table = await screen.findByRole('table', { name: 'Mine betalinger' });
    const row = within(table).getAllByRole('row')[1];
    expect(row.textContent).toContain('375 kr.');
    expect(row.textContent).toContain('100 kr.');
    expect(within(row).getByRole('link', { name: 'Vestergade 1, 5000 Odense C' }).getAttribute('href')).toBe(
      `/dwellings/${DWELLING}/status`,
    );
    expect(within(row).getByRole('button', { name: 'Hent PDF: Kvittering nr. 12' })).toBeTruthy();
    expect(sent('myPayments(')[0]).toEqual({ first: 25, after: null, last: null, before: null });
    expect(document.title).toBe('Mine betalinger – Udlejning');
  });

  it('says what will appear here when there are no payments yet', async () => {
    await setLanguage('en');
    vi.stubGlobal('fetch', graphqlMock({ 'myPayments(': () => connection([]) }).fetchMock);
    renderAt('/my-payments');
    expect((await screen.findAllByText(/You have no payments yet/)).length).toBeGreaterThan(0);
  });
});
