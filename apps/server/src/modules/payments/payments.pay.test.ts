/**
 * Paying for a tier through the API on a real database (doc 2 §1, §2, §7, §8): the price
 * is the server's, the tier takes effect at authorisation, a decline changes nothing but the payment
 * and the log, and only the owner (signed in or through the status link) pays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { signStatusToken } from '../dwellings/status-token';
import {
  DECLINED_CARD,
  GOOD_CARD,
  confirmPayment,
  dwellingRow,
  errorCode,
  insertDiscount,
  localIntentOf,
  payTier,
  paymentActivity,
  paymentOf,
  startPayment,
} from './payments.test-support';

describe('paying for a tier (local provider)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await buildLandlord(t.deps);
    other = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const newDwelling = (over: Partial<Parameters<typeof buildDwelling>[1]> = {}) =>
    buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true, ...over });

  it('paymentConfig tells anyone which card form to show', async () => {
    const res = await t.api.graph('query { paymentConfig { provider publishableKey } }');
    expect(res.json().data.paymentConfig).toEqual({ provider: 'local', publishableKey: null });
  });

  it('PLUS with a good card: AUTHORIZED, listing type PLUS, Dwelling.payment and the log show it', async () => {
    const d = await newDwelling();
    const api = t.api.as(owner);
    const started = await startPayment(api, { dwelling: d.uuid, product: 'PLUS', amount: 37_500 });
    expect(started.clientSecret).toMatch(/^pi_local_\w+_secret_\w+$/);
    const pending = await paymentOf(t.deps, started.paymentId!);
    expect(pending).toMatchObject({
      status: 'PENDING',
      amount: 37_500,
      listPrice: 37_500,
      paidBefore: 'STANDARD',
      product: 'PLUS',
    });
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('STANDARD');

    expect(await confirmPayment(api, { paymentId: started.paymentId!, meta: GOOD_CARD })).toEqual({ ok: true, code: null });
    const payment = await paymentOf(t.deps, started.paymentId!);
    expect(payment).toMatchObject({
      status: 'AUTHORIZED',
      capturedAmount: 0,
      error: null,
      metadata: { method: 'card', cardLast4: '4242' },
    });
    expect(await localIntentOf(t.deps, started.paymentId!)).toMatchObject({ status: 'requires_capture', amountReceived: 0 });
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('PLUS');

    const read = await api.graph(
      'query($id: ID!) { dwelling(id: $id) { listingType payment { transaction product currency amount captured } } }',
      {
        id: d.uuid,
      },
    );
    expect(read.json().data.dwelling).toEqual({
      listingType: 'PLUS',
      payment: { transaction: started.paymentId, product: 'PLUS', currency: 'DKK', amount: 37_500, captured: false },
    });
    expect(await paymentActivity(t.deps, d.uuid)).toEqual([
      expect.objectContaining({ type: 'authorize', amount: 37_500, externalId: started.paymentId }),
    ]);
    // a repeated confirm (a reload) answers true and changes nothing
    expect((await confirmPayment(api, { paymentId: started.paymentId!, meta: GOOD_CARD })).ok).toBe(true);
    expect(await paymentActivity(t.deps, d.uuid)).toHaveLength(1);
  });

  it('a declined card: payment FAILED with the error recorded, listing and tier unchanged, PAYMENT_DECLINED (402)', async () => {
    const d = await newDwelling();
    const api = t.api.as(owner);
    const { paymentId } = await startPayment(api, { dwelling: d.uuid, product: 'PREMIUM', amount: 60_000 });
    const res = await api.graph(
      'mutation($id: String!, $meta: PaymentMetaInput) { confirmPaymentInfo(paymentId: $id, meta: $meta) }',
      { id: paymentId, meta: DECLINED_CARD },
    );
    expect(errorCode(res)).toBe('PAYMENT_DECLINED');
    // the user sees the generic message, never the provider's reason
    expect(res.json().errors[0].message).toBe('Betalingen blev afvist');
    expect(res.json().errors[0].extensions.status).toBe(402);
    const payment = await paymentOf(t.deps, paymentId!);
    expect(payment).toMatchObject({ status: 'FAILED', error: 'card_declined: Your card was declined.' });
    const after = await dwellingRow(t.deps, d.uuid);
    expect({ listingType: after.listingType, status: after.status, payment: after.payment }).toEqual({
      listingType: 'STANDARD',
      status: 'PENDING_REVIEW',
      payment: null,
    });
    expect(await paymentActivity(t.deps, d.uuid)).toEqual([
      expect.objectContaining({
        type: 'failed',
        amount: 60_000,
        externalId: paymentId,
        error: 'card_declined: Your card was declined.',
      }),
    ]);
    // a failed payment is final: pay again with a new updatePaymentInfo
    expect((await confirmPayment(api, { paymentId: paymentId!, meta: GOOD_CARD })).code).toBe('INVALID_TRANSITION');
    expect((await payTier(api, d.uuid, 'PREMIUM', 60_000)).ok).toBe(true);
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('PREMIUM');
  });

  it('refuses an amount other than the server price (AMOUNT_MISMATCH) and creates no payment', async () => {
    const d = await newDwelling();
    const api = t.api.as(owner);
    expect((await startPayment(api, { dwelling: d.uuid, product: 'PLUS', amount: 100 })).code).toBe('AMOUNT_MISMATCH');
    expect((await startPayment(api, { dwelling: d.uuid, product: 'PREMIUM', amount: 22_500 })).code).toBe('AMOUNT_MISMATCH');
    expect(await paymentActivity(t.deps, d.uuid)).toEqual([]);
    expect((await dwellingRow(t.deps, d.uuid)).payment).toBeNull();
  });

  it('PLUS → PREMIUM costs 22500 once PLUS is paid; nothing above PREMIUM (NOTHING_TO_PAY)', async () => {
    const d = await newDwelling();
    const api = t.api.as(owner);
    await payTier(api, d.uuid, 'PLUS', 37_500);
    expect((await startPayment(api, { dwelling: d.uuid, product: 'PLUS', amount: 37_500 })).code).toBe('NOTHING_TO_PAY');
    expect((await startPayment(api, { dwelling: d.uuid, product: 'STANDARD', amount: 0 })).code).toBe('NOTHING_TO_PAY');
    // while PLUS is held (not yet approved) a PREMIUM payment replaces it: the whole price from STANDARD
    expect((await startPayment(api, { dwelling: d.uuid, product: 'PREMIUM', amount: 22_500 })).code).toBe('AMOUNT_MISMATCH');

    // once PLUS is paid for good (captured at approval), the upgrade is the difference
    const captured = await buildDwelling(t.deps, { owner, status: 'APPROVED', active: true });
    const plus = await payTier(api, captured.uuid, 'PLUS', 37_500);
    expect((await paymentOf(t.deps, plus.paymentId)).status).toBe('CAPTURED');
    expect((await startPayment(api, { dwelling: captured.uuid, product: 'PREMIUM', amount: 60_000 })).code).toBe(
      'AMOUNT_MISMATCH',
    );
    expect((await api.get(`/api/dwellings/${captured.uuid}/status-page`)).json()).toMatchObject({
      priceBasis: 'PLUS',
      reserved: null,
    });
    const premium = await payTier(api, captured.uuid, 'PREMIUM', 22_500);
    expect(premium.ok).toBe(true);
    expect(await paymentOf(t.deps, premium.paymentId)).toMatchObject({ amount: 22_500, listPrice: 22_500, paidBefore: 'PLUS' });
    expect((await dwellingRow(t.deps, captured.uuid)).listingType).toBe('PREMIUM');
    expect((await startPayment(api, { dwelling: captured.uuid, product: 'PREMIUM', amount: 0 })).code).toBe('NOTHING_TO_PAY');
  });

  it('an upgrade while PLUS is still held replaces it: PLUS RELEASED at the provider, PREMIUM AUTHORIZED for 60000', async () => {
    const d = await newDwelling();
    const api = t.api.as(owner);
    const plus = await payTier(api, d.uuid, 'PLUS', 37_500);
    // the status page prices from the same basis the server charges from
    const status = await api.get(`/api/dwellings/${d.uuid}/status-page`);
    expect(status.json()).toMatchObject({
      listingType: 'PLUS',
      priceBasis: 'STANDARD',
      reserved: { product: 'PLUS', amount: 37_500 },
    });
    const premium = await payTier(api, d.uuid, 'PREMIUM', 60_000);
    expect(premium.ok).toBe(true);
    expect((await api.get(`/api/dwellings/${d.uuid}/status-page`)).json()).toMatchObject({
      listingType: 'PREMIUM',
      priceBasis: 'STANDARD',
    });
    expect(await paymentOf(t.deps, plus.paymentId)).toMatchObject({ status: 'RELEASED', releasedAt: expect.any(Date) });
    expect((await localIntentOf(t.deps, plus.paymentId)).status).toBe('canceled');
    expect(await paymentOf(t.deps, premium.paymentId)).toMatchObject({ status: 'AUTHORIZED', paidBefore: 'STANDARD' });
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('PREMIUM');
    expect((await paymentActivity(t.deps, d.uuid)).map((a) => a.type)).toEqual(['authorize', 'release', 'authorize']);
  });

  it('two payments started for the same tier: the second to be confirmed is refused and its hold cancelled', async () => {
    const d = await newDwelling();
    const api = t.api.as(owner);
    const first = await startPayment(api, { dwelling: d.uuid, product: 'PLUS', amount: 37_500 });
    const second = await startPayment(api, { dwelling: d.uuid, product: 'PLUS', amount: 37_500 });
    expect((await confirmPayment(api, { paymentId: first.paymentId!, meta: GOOD_CARD })).ok).toBe(true);
    expect((await confirmPayment(api, { paymentId: second.paymentId!, meta: GOOD_CARD })).code).toBe('AMOUNT_MISMATCH');
    expect((await paymentOf(t.deps, second.paymentId!)).status).toBe('FAILED');
    expect((await localIntentOf(t.deps, second.paymentId!)).status).toBe('canceled');
    expect((await paymentOf(t.deps, first.paymentId!)).status).toBe('AUTHORIZED');
  });

  it('a discount code: the price after the discount; a wrong code is INVALID_DISCOUNT (Ugyldig kode)', async () => {
    await insertDiscount(t.deps, 'HUNDRED-OFF', { flat: 10_000 });
    await insertDiscount(t.deps, 'PREMIUM-ONLY', { multiplier: 0.8, listingType: 'PREMIUM' });
    await insertDiscount(t.deps, 'ALL-FREE', { multiplier: 0 });
    const d = await newDwelling();
    const api = t.api.as(owner);
    const bad = await api.graph(
      'mutation($d: ID!) { updatePaymentInfo(amount: 37500, product: PLUS, dwelling: $d, discountCode: "NOPE") }',
      { d: d.uuid },
    );
    expect(errorCode(bad)).toBe('INVALID_DISCOUNT');
    expect(bad.json().errors[0].message).toBe('Ugyldig kode');
    expect(
      (await startPayment(api, { dwelling: d.uuid, product: 'PLUS', amount: 30_000, discountCode: 'PREMIUM-ONLY' })).code,
    ).toBe('INVALID_DISCOUNT');
    expect(
      (await startPayment(api, { dwelling: d.uuid, product: 'PLUS', amount: 37_500, discountCode: 'hundred-off' })).code,
    ).toBe('AMOUNT_MISMATCH');
    const started = await startPayment(api, { dwelling: d.uuid, product: 'PLUS', amount: 27_500, discountCode: ' hundred-off ' });
    expect(await paymentOf(t.deps, started.paymentId!)).toMatchObject({
      amount: 27_500,
      listPrice: 37_500,
      discountId: expect.any(Number),
    });

    // a code covering the whole price: nothing to charge, no card needed
    const free = await newDwelling();
    const freeStart = await startPayment(api, { dwelling: free.uuid, product: 'PREMIUM', amount: 0, discountCode: 'ALL-FREE' });
    expect((await confirmPayment(api, { paymentId: freeStart.paymentId! })).ok).toBe(true);
    expect(await paymentOf(t.deps, freeStart.paymentId!)).toMatchObject({ status: 'AUTHORIZED', amount: 0, provider: 'local' });
  });

  it('the status-link holder pays without signing in', async () => {
    const d = await newDwelling();
    const token = await signStatusToken(t.deps, d.uuid);
    const started = await startPayment(t.api, { dwelling: d.uuid, product: 'PLUS', amount: 37_500, token });
    expect(started.code).toBeNull();
    expect(await confirmPayment(t.api, { paymentId: started.paymentId!, meta: GOOD_CARD, token })).toEqual({
      ok: true,
      code: null,
    });
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('PLUS');
    // the link of another dwelling opens nothing here
    const elsewhere = await signStatusToken(t.deps, (await newDwelling()).uuid);
    expect((await startPayment(t.api, { dwelling: d.uuid, product: 'PREMIUM', amount: 60_000, token: elsewhere })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('another landlord cannot pay for, confirm or read the payments of my dwelling (404); an admin may not pay (403)', async () => {
    const d = await newDwelling();
    const mine = await startPayment(t.api.as(owner), { dwelling: d.uuid, product: 'PLUS', amount: 37_500 });
    expect((await startPayment(t.api.as(other), { dwelling: d.uuid, product: 'PLUS', amount: 37_500 })).code).toBe('NOT_FOUND');
    expect((await confirmPayment(t.api.as(other), { paymentId: mine.paymentId!, meta: GOOD_CARD })).code).toBe('NOT_FOUND');
    expect((await confirmPayment(t.api, { paymentId: mine.paymentId!, meta: GOOD_CARD })).code).toBe('UNAUTHENTICATED');
    expect((await confirmPayment(t.api.as(other), { paymentId: 'pi_local_unknown', meta: GOOD_CARD })).code).toBe('NOT_FOUND');
    const read = await t.api.as(other).graph('query($id: ID!) { dwelling(id: $id) { payment { transaction } } }', { id: d.uuid });
    expect(errorCode(read)).toBe('NOT_FOUND');
    expect((await startPayment(t.api.as(admin), { dwelling: d.uuid, product: 'PLUS', amount: 37_500 })).code).toBe('FORBIDDEN');
    expect((await confirmPayment(t.api.as(admin), { paymentId: mine.paymentId!, meta: GOOD_CARD })).code).toBe('FORBIDDEN');
    expect((await paymentOf(t.deps, mine.paymentId!)).status).toBe('PENDING');
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('STANDARD');
  });

  it('a missing card number is a field error, not a decline', async () => {
    const d = await newDwelling();
    const { paymentId } = await startPayment(t.api.as(owner), { dwelling: d.uuid, product: 'PLUS', amount: 37_500 });
    const res = await t.api
      .as(owner)
      .graph('mutation($id: String!) { confirmPaymentInfo(paymentId: $id, meta: { cvc: "123" }) }', {
        id: paymentId,
      });
    expect(errorCode(res)).toBe('VALIDATION_FAILED');
    expect(res.json().errors[0].extensions.issues).toEqual([{ path: ['meta', 'card'], message: 'Du mangler at udfylde feltet' }]);
    expect((await paymentOf(t.deps, paymentId!)).status).toBe('PENDING');
  });
});
