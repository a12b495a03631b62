// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../ui/toast/toast';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { capturedPayment, DWELLING, graphqlMock } from '../../payments/test-support';
import { DwellingPaymentsPanel } from './DwellingPaymentsPanel';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderRoutes([{ path: '/', element: <DwellingPaymentsPanel dwellingId={DWELLING} userId={7} /> }], '/', (node) => (
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

describe('DwellingPaymentsPanel', () => {
  it("lists the dwelling's payments; Send kvittering toasts 'Kvitteing sendt'", async () => {
    const { fetchMock, sent } = graphqlMock({
      'listings(': () => ({ data: { listings: [capturedPayment()] } }),
      sendReceiptMail: () => ({ data: { sendReceiptMail: true } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('375 kr. · Plus')).toBeTruthy();
    expect(screen.getByText('Trukket')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hent PDF: Kvittering nr. 12' })).toBeTruthy();
    expect(sent('listings(')).toEqual([{ dwellingId: DWELLING }]);

    await user.click(screen.getByRole('button', { name: 'Send kvittering for pi_local_1' }));
    expect(await screen.findByText('Kvitteing sendt')).toBeTruthy();
    expect(sent('sendReceiptMail')).toEqual([{ userId: '7', dwellingId: DWELLING, transactionId: 'pi_local_1' }]);
  });

  it("refunds an amount in kr. as øre with a reason; a missing field shows 'Der mangler data'", async () => {
    const { fetchMock, sent } = graphqlMock({
      'listings(': () => ({ data: { listings: [capturedPayment()] } }),
      refundPayment: () => ({ data: { refundPayment: capturedPayment({ refund: 10_050 }) } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Refunder pi_local_1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refunder betaling' });
    expect(within(dialog).getByText(/Kan refunderes: 375 kr\./)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Beløb \(kr\.\)/));

    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    expect((await within(dialog).findAllByText('Der mangler data')).length).toBe(2);
    // and the spec's 'Missing data' toast (doc 2 §8), outside the dialog
    await vi.waitFor(() => expect(screen.getAllByText('Der mangler data').filter((n) => !dialog.contains(n))).toHaveLength(1));
    // the first missing field gets focus
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/Beløb \(kr\.\)/));
    expect(sent('refundPayment')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Beløb \(kr\.\)/), '100,50');
    await user.type(within(dialog).getByLabelText(/Begrundelse/), 'Kulance');
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    expect(await screen.findByText('Refundering sendt')).toBeTruthy();
    expect(sent('refundPayment')).toEqual([
      { dwelling: DWELLING, paymentId: 'pay-1', amount: 10_050, reason: 'Kulance', idempotencyKey: expect.stringMatching(UUID) },
    ]);
  });

  it('a retry of the same refund sends the same idempotency key; another amount or a new dialog, a new key', async () => {
    let failing = true;
    const { fetchMock, sent } = graphqlMock({
      'listings(': () => ({ data: { listings: [capturedPayment()] } }),
      refundPayment: () =>
        failing
          ? {
              errors: [
                { message: 'The payment could not be completed, please try again', extensions: { code: 'PAYMENT_FAILED' } },
              ],
            }
          : { data: { refundPayment: capturedPayment({ refund: 10_000 }) } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Refunder pi_local_1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Refunder betaling' });
    await user.type(within(dialog).getByLabelText(/Beløb \(kr\.\)/), '100');
    await user.type(within(dialog).getByLabelText(/Begrundelse/), 'Kulance');
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    await vi.waitFor(() => expect(sent('refundPayment')).toHaveLength(2));
    await user.clear(within(dialog).getByLabelText(/Beløb \(kr\.\)/));
    await user.type(within(dialog).getByLabelText(/Beløb \(kr\.\)/), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    await vi.waitFor(() => expect(sent('refundPayment')).toHaveLength(3));
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    failing = false;
    await user.click(await screen.findByRole('button', { name: 'Refunder pi_local_1' }));
    dialog = await screen.findByRole('dialog', { name: 'Refunder betaling' });
    await user.type(within(dialog).getByLabelText(/Beløb \(kr\.\)/), '90');
    await user.type(within(dialog).getByLabelText(/Begrundelse/), 'Kulance');
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    expect(await screen.findByText('Refundering sendt')).toBeTruthy();
    const keys = sent('refundPayment').map((v) => v.idempotencyKey);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3]]).size).toBe(3);
  });

  it('offers Refund only on a CAPTURED payment', async () => {
    const { fetchMock } = graphqlMock({
      'listings(': () => ({ data: { listings: [capturedPayment({ status: 'AUTHORIZED', receipts: [] })] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();
    expect(await screen.findByText('Reserveret')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Refunder/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send kvittering/ })).toBeNull();
  });
});
