/**
 * The two payment adapters behave alike (docs/architecture.md "Payments"): the local provider on a real database, and the
 * Stripe adapter (official SDK) against the local fake of Stripe's endpoints. Authorise, capture,
 * cancel, refund, declines with Stripe's codes, idempotency keys (a replayed key moves no money),
 * and an outage reported as 'unavailable' (the capture job retries those).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { startStripeFake, type StripeFake } from '../../../test/stripe-fake';
import { localPaymentIntents } from '../payments.schema';
import { cardDecline, createLocalProvider } from './local-provider';
import { intentIdOf, PaymentProviderError, type PaymentProvider } from './payment-provider';
import { createStripeClient, createStripeProvider } from './stripe-provider';

const NOW = new Date('2026-06-01T12:00:00Z');
const GOOD = { card: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Lis Udlejer' };

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    if (err instanceof PaymentProviderError) return { kind: err.kind, code: err.code };
    throw err;
  }
  throw new Error('expected a PaymentProviderError');
};

describe('local card form (test cards, Stripe decline codes)', () => {
  it.each([
    [GOOD, null],
    [{ ...GOOD, card: '5555555555554444' }, null],
    [{ ...GOOD, card: '4000000000000002' }, 'card_declined'],
    [{ ...GOOD, card: '4000000000009995' }, 'insufficient_funds'],
    [{ ...GOOD, card: '4000000000000069' }, 'expired_card'],
    [{ ...GOOD, card: '4000000000000127' }, 'incorrect_cvc'],
    [{ ...GOOD, card: '4111111111111111' }, 'card_declined'],
    [{ ...GOOD, card: '4242424242424241' }, 'incorrect_number'],
    [{ ...GOOD, expiry: '05/26' }, 'expired_card'],
    [{ ...GOOD, expiry: '06/2026' }, null],
    [{ ...GOOD, expiry: '13/30' }, 'expired_card'],
    [{ ...GOOD, cvc: '12' }, 'incorrect_cvc'],
    [{ ...GOOD, cvc: null }, 'incorrect_cvc'],
  ])('%j → %s', (card, code) => {
    expect(cardDecline(card, NOW)?.code ?? null).toBe(code);
  });
});

describe('local provider (database)', () => {
  let database: TestDatabase;
  let local: PaymentProvider;
  const key = (k: string) => `${k}:${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    local = createLocalProvider(database.db, () => NOW);
  });
  afterAll(() => database.close());

  const intentRow = async (id: string) =>
    (await database.db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)))[0];

  it('creates, authorises with a test card, captures once and refunds within the capture', async () => {
    const createKey = key('create');
    const { id, clientSecret } = await local.createIntent({
      amount: 37_500,
      currency: 'DKK',
      metadata: { a: 'b' },
      idempotencyKey: createKey,
    });
    expect(intentIdOf(clientSecret)).toBe(id);
    expect(clientSecret).toMatch(/^pi_local_[0-9a-f]+_secret_[0-9a-f]+$/);
    // the same key gives the same intent
    expect((await local.createIntent({ amount: 37_500, currency: 'DKK', metadata: {}, idempotencyKey: createKey })).id).toBe(id);

    const authorised = await local.confirmLocal!(id, GOOD);
    expect(authorised).toMatchObject({
      status: 'requires_capture',
      amountCapturable: 37_500,
      amountReceived: 0,
      lastError: null,
    });

    const captureKey = key('capture');
    const captured = await Promise.all(Array.from({ length: 10 }, () => local.capture(id, captureKey)));
    expect(new Set(captured.map((c) => c.status))).toEqual(new Set(['succeeded']));
    expect((await intentRow(id)).amountReceived).toBe(37_500);
    // another key cannot capture again
    expect(await failure(local.capture(id, key('capture')))).toEqual({
      kind: 'invalid',
      code: 'payment_intent_unexpected_state',
    });

    const refundKey = key('refund');
    const first = await local.refund(id, 10_000, refundKey);
    expect(await local.refund(id, 10_000, refundKey)).toEqual(first);
    expect(await failure(local.refund(id, 30_000, key('refund')))).toEqual({ kind: 'invalid', code: 'amount_too_large' });
    expect((await intentRow(id)).amountRefunded).toBe(10_000);
  });

  it('a decline leaves the intent waiting for a card, with the decline recorded', async () => {
    const { id } = await local.createIntent({ amount: 60_000, currency: 'DKK', metadata: {}, idempotencyKey: key('create') });
    const declined = await local.confirmLocal!(id, { ...GOOD, card: '4000000000009995' });
    expect(declined.status).toBe('requires_payment_method');
    expect(declined.lastError).toEqual({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(await failure(local.capture(id, key('capture')))).toMatchObject({ kind: 'invalid' });
  });

  it('cancels an authorisation once; a canceled intent cannot be captured', async () => {
    const { id } = await local.createIntent({ amount: 22_500, currency: 'DKK', metadata: {}, idempotencyKey: key('create') });
    await local.confirmLocal!(id, GOOD);
    const cancelKey = key('release');
    expect((await local.cancel(id, cancelKey)).status).toBe('canceled');
    expect((await local.cancel(id, cancelKey)).status).toBe('canceled');
    expect(await failure(local.capture(id, key('capture')))).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect((await local.retrieve(id)).amountReceived).toBe(0);
  });

  it('a free payment (amount 0) is authorised without a card', async () => {
    const { id } = await local.createIntent({ amount: 0, currency: 'DKK', metadata: {}, idempotencyKey: key('create') });
    expect((await local.confirmLocal!(id, {})).status).toBe('requires_capture');
  });
});

describe('Stripe adapter against the local fake', () => {
  let fake: StripeFake;
  let stripe: PaymentProvider;
  /** What Stripe.js does in the browser: confirm the intent with a payment method. */
  let confirmInBrowser: (id: string, paymentMethod: string) => Promise<unknown>;

  // a fake of its own per test: the tests count the fake's intents, captures, refunds and cancels
  beforeEach(async () => {
    fake = await startStripeFake();
    const settings = { secretKey: fake.secretKey, apiBase: fake.url, webhookSecret: 'whsec_test' };
    stripe = createStripeProvider(settings);
    const client = createStripeClient(settings);
    confirmInBrowser = (id, pm) => client.paymentIntents.confirm(id, { payment_method: pm });
  });
  afterEach(() => fake.close());

  it('creates a manual-capture intent with an idempotency key on every write', async () => {
    const { id, clientSecret } = await stripe.createIntent({
      amount: 37_500,
      currency: 'DKK',
      metadata: { paymentId: 'p1', dwelling: 'd1' },
      idempotencyKey: 'create:p1',
    });
    expect(intentIdOf(clientSecret)).toBe(id);
    expect(fake.intents.get(id)).toMatchObject({
      amount: 37_500,
      currency: 'dkk',
      capture_method: 'manual',
      metadata: { paymentId: 'p1' },
    });
    expect((await stripe.createIntent({ amount: 37_500, currency: 'DKK', metadata: {}, idempotencyKey: 'create:p1' })).id).toBe(
      id,
    );
    expect(fake.intents.size).toBe(1);
    const writes = fake.requests.filter((r) => r.method === 'POST');
    expect(writes.every((r) => r.idempotencyKey)).toBe(true);
  });

  it('confirm (Stripe.js) → requires_capture; capture once, whatever the retries', async () => {
    const { id } = await stripe.createIntent({ amount: 60_000, currency: 'DKK', metadata: {}, idempotencyKey: 'create:p2' });
    await confirmInBrowser(id, 'pm_card_visa');
    expect(await stripe.retrieve(id)).toMatchObject({ status: 'requires_capture', amountCapturable: 60_000, amount: 60_000 });
    const before = fake.performed.capture;
    const results = await Promise.all(Array.from({ length: 5 }, () => stripe.capture(id, 'capture:p2')));
    expect(results.every((r) => r.status === 'succeeded' && r.amountReceived === 60_000)).toBe(true);
    expect(fake.performed.capture - before).toBe(1);
    expect(await failure(stripe.capture(id, 'capture:other'))).toEqual({
      kind: 'invalid',
      code: 'payment_intent_unexpected_state',
    });
    expect(await stripe.refund(id, 10_000, 'refund:p2:1')).toEqual(await stripe.refund(id, 10_000, 'refund:p2:1'));
    expect(fake.performed.refund).toBe(1);
  });

  it('a declined card: the intent keeps the decline code', async () => {
    const { id } = await stripe.createIntent({ amount: 37_500, currency: 'DKK', metadata: {}, idempotencyKey: 'create:p3' });
    await expect(confirmInBrowser(id, 'pm_card_chargeDeclinedInsufficientFunds')).rejects.toMatchObject({
      type: 'StripeCardError',
    });
    const intent = await stripe.retrieve(id);
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.lastError).toEqual({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('cancel releases the authorisation', async () => {
    const { id } = await stripe.createIntent({ amount: 22_500, currency: 'DKK', metadata: {}, idempotencyKey: 'create:p4' });
    await confirmInBrowser(id, 'pm_card_visa');
    expect((await stripe.cancel(id, 'release:p4')).status).toBe('canceled');
    expect((await stripe.cancel(id, 'release:p4')).status).toBe('canceled');
    expect(fake.performed.cancel).toBe(1);
  });

  it('an outage is "unavailable" (retry later), an unknown intent "invalid"', async () => {
    fake.failNext(3, 503);
    expect(await failure(stripe.retrieve('pi_fake_x'))).toMatchObject({ kind: 'unavailable' });
    fake.failNext(0);
    expect(await failure(stripe.retrieve('pi_fake_missing'))).toEqual({ kind: 'invalid', code: 'resource_missing' });
  });
});
