// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { capturedPayment, graphqlMock } from '../test-support';
import { PaymentsPage } from './PaymentsPage';
import { PaymentLookupPage } from './PaymentLookupPage';

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      { path: '/payments', element: <PaymentsPage /> },
      { path: '/payments/stripe/:paymentId', element: <PaymentLookupPage /> },
    ],
    path,
    (node) => <QueryClientProvider client={client}>{node}</QueryClientProvider>,
  );
}

const connection = (nodes: ReturnType<typeof capturedPayment>[], hasNextPage = false) => ({
  data: {
    payments: {
      totalCount: hasNextPage ? 30 : nodes.length,
      pageInfo: { hasNextPage, endCursor: hasNextPage ? 'cursor-1' : null },
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

describe('PaymentsPage', () => {
  it('shows amounts in kr. from øre, the refunded amount, status and receipts; filters by status', async () => {
    const refunded = capturedPayment({
      id: 'pay-2',
      transaction: 'pi_local_2',
      refund: 10_050,
      receipts: [
        ...(capturedPayment().receipts ?? []),
        {
          number: 13,
          kind: 'CREDIT_NOTE',
          amount: -10_050,
          vat: -2_010,
          issuedAt: '2026-01-04T10:00:00.000Z',
          refersTo: 12,
          url: '/api/receipts/13.pdf',
        },
      ],
    });
    const { fetchMock, sent } = graphqlMock({ 'payments(': () => connection([refunded]) });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/payments');
    const table = await screen.findByRole('table', { name: 'Betalinger' });
    const row = within(table).getAllByRole('row')[1];
    expect(row.textContent).toContain('375 kr.');
    expect(row.textContent).toContain('100,50 kr.');
    expect(row.textContent).toContain('Trukket');
    expect(row.textContent).toContain('Karen Jensen');
    expect(within(row).getByRole('button', { name: 'Hent PDF: Kreditnota nr. 13' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Slå betaling pi_local_2 op' }).getAttribute('href')).toBe(
      '/payments/stripe/pi_local_2',
    );
    expect(sent('payments(')[0]).toEqual({ first: 25, after: null, last: null, before: null, status: null, search: null });
    expect(document.title).toBe('Betalinger – Udlejning');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Refunderet' }));
    await vi.waitFor(() => expect(sent('payments(').at(-1)).toMatchObject({ status: 'REFUNDED', after: null }));
  });

  it('walks to the next page with the Relay cursor', async () => {
    const { fetchMock, sent } = graphqlMock({ 'payments(': () => connection([capturedPayment()], true) });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/payments');
    await screen.findByRole('table', { name: 'Betalinger' });
    await user.click(screen.getByRole('button', { name: /næste side/i }));
    await vi.waitFor(() => expect(sent('payments(').at(-1)).toMatchObject({ after: 'cursor-1' }));
  });
});

describe('PaymentLookupPage', () => {
  it('shows lookupPayment as key/value rows', async () => {
    const { fetchMock, sent } = graphqlMock({
      lookupPayment: () => ({
        data: {
          lookupPayment: [
            { key: 'status', value: 'requires_capture' },
            { key: 'amount', value: '37500' },
          ],
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/payments/stripe/pi_local_1');
    const table = await screen.findByRole('table', { name: 'Betaling pi_local_1' });
    expect(within(table).getByRole('rowheader', { name: 'status' })).toBeTruthy();
    expect(within(table).getByText('requires_capture')).toBeTruthy();
    expect(sent('lookupPayment')).toEqual([{ paymentId: 'pi_local_1' }]);
  });
});
