// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DwellingStatusView } from '@udlejning/shared/dwellings/lifecycle';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { Toaster } from '../../../ui/toast/toast';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import type { Discount } from '../types';
import { UpgradeSection } from './UpgradeSection';

const UUID = '11111111-2222-3333-4444-555555555555';
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const gqlError = (code: string, message: string, status: number) =>
  json({ data: null, errors: [{ message, extensions: { code, status } }] });

const view = (
  listingType: ListingType,
  priceBasis: ListingType | null = listingType,
  over: Partial<DwellingStatusView> = {},
): DwellingStatusView => ({
  id: UUID,
  uuid: UUID,
  headline: 'Lys lejlighed',
  address: 'Vestergade 1, 5000 Odense C',
  status: 'PENDING_REVIEW',
  displayedStatus: 'PENDING_REVIEW',
  active: true,
  listingType,
  priceBasis,
  reserved: null,
  expiresAt: null,
  deactivatedAt: null,
  viaToken: true,
  abilities: { activate: false, deactivate: false, extend: false, upgrade: true, update: false },
  ...over,
});

type Sent = { query: string; variables: Record<string, unknown> };
const sentOps = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Sent);
const sentOf = (name: string) => sentOps().filter((b) => b.query.includes(name));

/**
 * Answers the GraphQL calls: local provider, checkDiscount (as the server: a known code for its tier,
 * else INVALID_DISCOUNT; `checkFails` answers every check), and the two payment mutations.
 */
function serve(
  discounts: Discount[],
  confirm: () => Response = () => json({ data: { confirmPaymentInfo: true } }),
  checkFails?: () => Response,
) {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = JSON.parse(String(init?.body)) as Sent;
    if (query.includes('paymentConfig')) return json({ data: { paymentConfig: { provider: 'local', publishableKey: null } } });
    if (query.includes('checkDiscount(')) {
      if (checkFails) return checkFails();
      const found = discounts.find(
        (d) => d.id === String(variables.code).trim().toUpperCase() && (!d.listingType || d.listingType === variables.product),
      );
      return found ? json({ data: { checkDiscount: found } }) : gqlError('INVALID_DISCOUNT', 'Ugyldig kode', 400);
    }
    if (query.includes('updatePaymentInfo')) return json({ data: { updatePaymentInfo: 'pi_local_123_secret_abc' } });
    if (query.includes('confirmPaymentInfo')) return confirm();
    throw new Error(`unexpected ${query}`);
  });
}

function renderSection(
  listingType: ListingType,
  token: string | null = 'tok',
  priceBasis: ListingType = listingType,
  over: Partial<DwellingStatusView> = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = <UpgradeSection view={view(listingType, priceBasis, over)} token={token} />;
  renderRoutes([{ path: '/', element }], '/', (node) => (
    <QueryClientProvider client={client}>
      <>
        <Toaster />
        {node}
      </>
    </QueryClientProvider>
  ));
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: string) {
  await user.type(await screen.findByLabelText(/Kortnummer/), card);
  await user.type(screen.getByLabelText(/Udløbsdato/), '1230');
  await user.type(screen.getByLabelText(/Kontrolcifre/), '123');
  await user.type(screen.getByLabelText(/Navn på kortet/), 'Karen Jensen');
}

/** A discount the fake server knows by its code (kept in `id` here: the web never sees codes). */
const discount = (code: string, over: Partial<Discount> = {}): Discount => ({
  id: code,
  hash: 'an-hmac-the-browser-cannot-match',
  code: null,
  flat: 10_000,
  percentage: null,
  user: null,
  start: '2020-01-01T00:00:00.000Z',
  end: '2099-01-01T00:00:00.000Z',
  listingType: null,
  status: 'ACTIVE',
  createdAt: '2020-01-01T00:00:00.000Z',
  ...over,
});

beforeEach(async () => {
  await setLanguage('da');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UpgradeSection', () => {
  it('pays PLUS with a test card: updatePaymentInfo with the shown amount, then confirmPaymentInfo with the intent id', async () => {
    const user = userEvent.setup();
    serve([]);
    renderSection('STANDARD', 'tok');
    expect(await screen.findByText('Beløbet trækkes først, når annoncen er godkendt')).toBeTruthy();
    expect(screen.getByTestId('payment-total').textContent).toContain('375 kr.');
    expect(screen.getByTestId('payment-total').textContent).toContain('heraf moms 75 kr.');
    await fillCard(user, '4242424242424242');
    expect((screen.getByLabelText(/Kortnummer/) as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    await user.click(await screen.findByRole('button', { name: 'Betal 375 kr.' }));

    expect(await screen.findByText('Betalingen er gennemført. Din annonce er nu Plus.')).toBeTruthy();
    expect(sentOf('updatePaymentInfo')[0].variables).toEqual({
      amount: 37_500,
      product: 'PLUS',
      dwelling: UUID,
      discountCode: null,
      token: 'tok',
    });
    expect(sentOf('confirmPaymentInfo')[0].variables).toEqual({
      paymentId: 'pi_local_123',
      meta: { card: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Karen Jensen' },
      token: 'tok',
    });
    // no list of hashes is fetched to match codes in the browser
    expect(sentOf('discounts(')).toEqual([]);
  });

  it('shows the translated PAYMENT_DECLINED text on a declined card and no success', async () => {
    const user = userEvent.setup();
    serve([], () => gqlError('PAYMENT_DECLINED', 'The payment was declined', 402));
    renderSection('STANDARD');
    await fillCard(user, '4000000000000002');
    await user.click(await screen.findByRole('button', { name: 'Betal 375 kr.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Betalingen blev afvist');
    expect(screen.queryByText(/Betalingen er gennemført/)).toBeNull();
  });

  it('checks the card form before sending anything', async () => {
    const user = userEvent.setup();
    serve([]);
    renderSection('STANDARD');
    await user.type(await screen.findByLabelText(/Kortnummer/), '4242424242424241');
    await user.click(await screen.findByRole('button', { name: 'Betal 375 kr.' }));
    expect(await screen.findByText('Kortnummeret er ikke gyldigt')).toBeTruthy();
    expect(await screen.findByText('Skriv navnet på kortet')).toBeTruthy();
    expect(sentOf('updatePaymentInfo')).toEqual([]);
  });

  it("prices from the server's basis: PLUS awaiting approval is replaced, so PREMIUM costs 600 kr.", async () => {
    serve([]);
    renderSection('PLUS', 'tok', 'STANDARD', { reserved: { product: 'PLUS', amount: 37_500 } });
    expect((await screen.findByTestId('payment-total')).textContent).toContain('600 kr.');
    // what is reserved, why Premium costs the full price now, and when the card is charged (doc 2 §1)
    const terms = (await screen.findByTestId('payment-terms')).textContent;
    expect(terms).toContain('375 kr. er reserveret på dit kort til Plus.');
    expect(terms).toContain(
      'Plus er ikke betalt endnu, så Premium annonce koster hele prisen, 600 kr.: reservationen på 375 kr. frigives, og 600 kr. reserveres i stedet.',
    );
    expect(terms).toContain('Beløbet trækkes først, når annoncen er godkendt');
    // the 225 kr. difference holds only once PLUS is paid
    expect(screen.queryByText(/koster kun forskellen/)).toBeNull();
  });

  it('on an approved listing with PLUS paid: the 225 kr. difference, charged at once', async () => {
    serve([]);
    renderSection('PLUS', 'tok', 'PLUS', { status: 'APPROVED', displayedStatus: 'APPROVED' });
    expect((await screen.findByTestId('payment-total')).textContent).toContain('225 kr.');
    expect(screen.getByText('Plus er betalt, så opgradering fra Plus til Premium koster kun forskellen: 225 kr.')).toBeTruthy();
    const terms = (await screen.findByTestId('payment-terms')).textContent;
    expect(terms).toContain('Annoncen er allerede godkendt, så beløbet trækkes med det samme.');
    expect(terms).not.toContain('trækkes først');
    expect(terms).not.toContain('reserveret');
  });

  it('says the same in English', async () => {
    await setLanguage('en');
    serve([]);
    renderSection('PLUS', 'tok', 'STANDARD', { reserved: { product: 'PLUS', amount: 27_500 } });
    const terms = (await screen.findByTestId('payment-terms')).textContent;
    expect(terms).toContain('275 kr. is reserved on your card for Plus.');
    expect(terms).toContain('the reservation of 275 kr. is released and 600 kr. is reserved instead.');
  });

  it("prices PLUS → PREMIUM at 225 kr. and takes a matching code's discount off; an unknown code is 'Ugyldig kode'", async () => {
    const user = userEvent.setup();
    serve([discount('RABAT100')]);
    renderSection('PLUS');
    expect((await screen.findByTestId('payment-total')).textContent).toContain('225 kr.');

    await user.type(screen.getByLabelText('Rabatkode'), 'forkert');
    await user.click(screen.getByRole('button', { name: 'Brug koden' }));
    expect(await screen.findByText('Ugyldig kode')).toBeTruthy();

    await user.clear(screen.getByLabelText('Rabatkode'));
    await user.type(screen.getByLabelText('Rabatkode'), ' rabat100 ');
    await user.click(screen.getByRole('button', { name: 'Brug koden' }));
    expect(await screen.findByText('Rabatkoden RABAT100 er brugt')).toBeTruthy();
    expect(screen.getByTestId('payment-total').textContent).toContain('125 kr.');
    // the server checked the typed code for this purchase, with the status link's token
    expect(sentOf('checkDiscount(').map((b) => b.variables)).toEqual([
      { code: 'forkert', product: 'PREMIUM', dwelling: UUID, token: 'tok' },
      { code: 'rabat100', product: 'PREMIUM', dwelling: UUID, token: 'tok' },
    ]);

    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Betal 125 kr.' }));
    await screen.findByText('Betalingen er gennemført. Din annonce er nu Premium annonce.');
    expect(sentOf('updatePaymentInfo')[0].variables).toMatchObject({
      amount: 12_500,
      product: 'PREMIUM',
      discountCode: 'rabat100',
    });
  });

  it('refuses a code restricted to another tier', async () => {
    const user = userEvent.setup();
    serve([discount('KUNPREMIUM', { listingType: 'PREMIUM' })]);
    renderSection('STANDARD');
    await user.type(screen.getByLabelText('Rabatkode'), 'KUNPREMIUM');
    await user.click(screen.getByRole('button', { name: 'Brug koden' }));
    expect(await screen.findByText('Ugyldig kode')).toBeTruthy();
    // choosing PREMIUM makes it apply
    await user.click(screen.getByRole('radio', { name: /Premium annonce/ }));
    await user.click(screen.getByRole('button', { name: 'Brug koden' }));
    expect(await screen.findByText('Rabatkoden KUNPREMIUM er brugt')).toBeTruthy();
    expect(screen.getByTestId('payment-total').textContent).toContain('500 kr.');
  });

  it('shows the translated reason when the server refuses to check more codes (rate limited)', async () => {
    const user = userEvent.setup();
    serve([], undefined, () => gqlError('RATE_LIMITED', 'Too many attempts, please try again later', 429));
    renderSection('STANDARD');
    await user.type(screen.getByLabelText('Rabatkode'), 'GAET1234');
    await user.click(screen.getByRole('button', { name: 'Brug koden' }));
    expect(await screen.findByText('For mange forsøg, prøv igen senere')).toBeTruthy();
    expect(screen.getByTestId('payment-total').textContent).toContain('375 kr.');
  });
});
