/**
 * Paying through Stripe (docs/architecture.md "Payments"): the whole app with PAYMENT_PROVIDER=stripe against the local
 * fake of Stripe's endpoints (src/test/stripe-fake.ts). The browser's Stripe.js step is played by
 * the SDK confirming the intent. Covers create/confirm/capture/cancel through the API and the
 * webhook with a valid, an invalid, a stale and a replayed signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { count, eq } from 'drizzle-orm';
import { startTestApp, buildTestApp, type TestApp } from '../../test/test-app';
import { startStripeFake, type StripeFake } from '../../test/stripe-fake';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { stripeWebhookEvents } from './payments.schema';
import { createStripeClient } from './provider/stripe-provider';
import {
  LOOKUP,
  REFUND,
  confirmPayment,
  dataOf,
  dwellingRow,
  paymentActivity,
  paymentOf,
  startPayment,
} from './payments.test-support';

const WEBHOOK_SECRET = 'whsec_test_0123456789';
const approve = { status: 'APPROVED', reason: 'ok', mails: { approval: false, followUp: false } };

describe('Stripe provider (against the local fake)', () => {
  let fake: StripeFake;
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let browser: Stripe;

  beforeAll(async () => {
    fake = await startStripeFake();
    t = await startTestApp(
      {},
      {
        env: {
          PAYMENT_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: fake.url,
        },
      },
    );
    owner = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
    browser = createStripeClient({ secretKey: fake.secretKey, apiBase: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const pendingDwelling = () => buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true });
  /** updatePaymentInfo through the API, then Stripe.js's confirm with a test payment method. */
  async function payInBrowser(uuid: string, product: 'PLUS' | 'PREMIUM', amount: number, paymentMethod = 'pm_card_visa') {
    const started = await startPayment(t.api.as(owner), { dwelling: uuid, product, amount });
    expect(started.clientSecret).toMatch(/^pi_fake_\w+_secret_\w+$/);
    const paymentId = started.paymentId!;
    await browser.paymentIntents.confirm(paymentId, { payment_method: paymentMethod }).catch(() => undefined);
    return paymentId;
  }

  function webhook(payload: string, signature: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }
  let eventSeq = 0;
  function event(type: string, intentId: string) {
    eventSeq += 1;
    return JSON.stringify({
      id: `evt_test_${eventSeq}_${Date.now()}`,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: fake.intents.get(intentId) },
    });
  }
  const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, timestamp: opts.timestamp });

  it('paymentConfig names Stripe and its publishable key', async () => {
    const res = await t.api.graph('query { paymentConfig { provider publishableKey } }');
    expect(res.json().data.paymentConfig).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('create (manual capture) → confirm in the browser → AUTHORIZED → approval captures once at Stripe', async () => {
    const d = await pendingDwelling();
    const paymentId = await payInBrowser(d.uuid, 'PLUS', 37_500);
    const payment = await paymentOf(t.deps, paymentId);
    expect(fake.intents.get(paymentId)).toMatchObject({
      amount: 37_500,
      currency: 'dkk',
      capture_method: 'manual',
      metadata: { paymentId: payment.id },
    });
    expect(await confirmPayment(t.api.as(owner), { paymentId })).toEqual({ ok: true, code: null });
    expect((await paymentOf(t.deps, paymentId)).status).toBe('AUTHORIZED');
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('PLUS');

    const before = fake.performed.capture;
    expect((await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve)).statusCode).toBe(200);
    await t.jobs.runDue(new Date(Date.now() + 3_600_000), { names: ['payments-capture'] });
    expect(fake.performed.capture - before).toBe(1);
    expect(fake.intents.get(paymentId)).toMatchObject({ status: 'succeeded', amount_received: 37_500 });
    expect(await paymentOf(t.deps, paymentId)).toMatchObject({ status: 'CAPTURED', capturedAmount: 37_500 });
    // every capture request carried the operation's idempotency key
    const captures = fake.requests.filter((r) => r.path === `/v1/payment_intents/${paymentId}/capture`);
    expect(captures.length).toBeGreaterThanOrEqual(1);
    expect(captures.every((r) => r.idempotencyKey === `capture:${payment.id}`)).toBe(true);
  });

  it('a refund goes to Stripe with its idempotency key; the credit note refers to the receipt; lookupPayment reads the intent', async () => {
    const d = await pendingDwelling();
    const paymentId = await payInBrowser(d.uuid, 'PREMIUM', 60_000);
    await confirmPayment(t.api.as(owner), { paymentId });
    expect((await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve)).statusCode).toBe(200);
    const payment = await paymentOf(t.deps, paymentId);
    expect(payment.status).toBe('CAPTURED');
    const before = fake.performed.refund;
    const res = dataOf(
      await t.api.as(admin).graph(REFUND, { dwelling: d.uuid, paymentId, amount: 22_500, reason: 'Kulance' }),
    ).refundPayment;
    expect(fake.performed.refund - before).toBe(1);
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.at(-1)?.idempotencyKey).toMatch(/^refund:[0-9a-f-]{36}$/);
    expect(res).toMatchObject({ refund: 22_500, status: 'CAPTURED', refundedTransaction: expect.any(String) });
    const [receipt, credit] = res.receipts;
    expect(receipt).toMatchObject({ kind: 'RECEIPT', amount: 60_000, vat: 12_000 });
    expect(credit).toMatchObject({ kind: 'CREDIT_NOTE', amount: 22_500, vat: 4_500, refersTo: receipt.number });
    const rows = dataOf(await t.api.as(admin).graph(LOOKUP, { paymentId })).lookupPayment as { key: string; value: string }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: 'id', value: paymentId },
        { key: 'status', value: 'succeeded' },
        { key: 'amount_received', value: '60000' },
        { key: 'payment.refund', value: '22500' },
      ]),
    );
  });

  it('not yet confirmed in the browser: false and still PENDING; declined: PAYMENT_DECLINED and FAILED', async () => {
    const d = await pendingDwelling();
    const started = await startPayment(t.api.as(owner), { dwelling: d.uuid, product: 'PREMIUM', amount: 60_000 });
    expect(await confirmPayment(t.api.as(owner), { paymentId: started.paymentId! })).toEqual({ ok: false, code: null });
    expect((await paymentOf(t.deps, started.paymentId!)).status).toBe('PENDING');

    await expect(
      browser.paymentIntents.confirm(started.paymentId!, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
    });
    expect((await confirmPayment(t.api.as(owner), { paymentId: started.paymentId! })).code).toBe('PAYMENT_DECLINED');
    expect(await paymentOf(t.deps, started.paymentId!)).toMatchObject({
      status: 'FAILED',
      error: 'generic_decline: Your card was declined.',
    });
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('STANDARD');
  });

  it('rejection cancels the authorisation at Stripe', async () => {
    const d = await pendingDwelling();
    const paymentId = await payInBrowser(d.uuid, 'PLUS', 37_500);
    await confirmPayment(t.api.as(owner), { paymentId });
    expect(
      (await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, { status: 'REJECTED', reason: 'nej' })).statusCode,
    ).toBe(200);
    expect(fake.intents.get(paymentId)?.status).toBe('canceled');
    expect(await paymentOf(t.deps, paymentId)).toMatchObject({ status: 'RELEASED', releasedAt: expect.any(Date) });
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('STANDARD');
  });

  describe('webhook', () => {
    it('a valid signature authorises a payment whose page closed before confirmPaymentInfo; a replay is ignored', async () => {
      const d = await pendingDwelling();
      const paymentId = await payInBrowser(d.uuid, 'PLUS', 37_500);
      const payload = event('payment_intent.amount_capturable_updated', paymentId);
      const signature = sign(payload);
      const first = await webhook(payload, signature);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true });
      expect((await paymentOf(t.deps, paymentId)).status).toBe('AUTHORIZED');
      expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('PLUS');

      // the same delivery again (Stripe retries, or an attacker replays it): acknowledged, ignored
      const replay = await webhook(payload, signature);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, duplicate: true });
      const eventId = JSON.parse(payload).id as string;
      const [{ n }] = await t.deps.db
        .select({ n: count() })
        .from(stripeWebhookEvents)
        .where(eq(stripeWebhookEvents.eventId, eventId));
      expect(n).toBe(1);
      expect((await paymentActivity(t.deps, d.uuid)).map((a) => a.type)).toEqual(['authorize']);
    });

    it('an invalid signature, a missing one and a stale one (replayed after the tolerance) are 400 and change nothing', async () => {
      const d = await pendingDwelling();
      const paymentId = await payInBrowser(d.uuid, 'PLUS', 37_500);
      const payload = event('payment_intent.amount_capturable_updated', paymentId);
      const wrong = await webhook(payload, sign(payload, { secret: 'whsec_someone_else' }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('BAD_USER_INPUT');
      expect((await webhook(payload, '')).statusCode).toBe(400);
      const tampered = payload.replace('"amount":37500', '"amount":1');
      expect((await webhook(tampered, sign(payload))).statusCode).toBe(400);
      const stale = await webhook(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
      expect(stale.statusCode).toBe(400);
      expect((await paymentOf(t.deps, paymentId)).status).toBe('PENDING');
      const [{ n }] = await t.deps.db
        .select({ n: count() })
        .from(stripeWebhookEvents)
        .where(eq(stripeWebhookEvents.eventId, JSON.parse(payload).id as string));
      expect(n).toBe(0);
    });

    it('payment_failed → FAILED; succeeded (captured at Stripe) → CAPTURED; canceled → RELEASED with the tier back', async () => {
      const failedDwelling = await pendingDwelling();
      const failedId = await payInBrowser(failedDwelling.uuid, 'PLUS', 37_500, 'pm_card_chargeDeclinedInsufficientFunds');
      const failedPayload = event('payment_intent.payment_failed', failedId);
      expect((await webhook(failedPayload, sign(failedPayload))).statusCode).toBe(200);
      expect(await paymentOf(t.deps, failedId)).toMatchObject({
        status: 'FAILED',
        error: 'insufficient_funds: Your card has insufficient funds.',
      });

      const capturedDwelling = await pendingDwelling();
      const capturedId = await payInBrowser(capturedDwelling.uuid, 'PREMIUM', 60_000);
      await confirmPayment(t.api.as(owner), { paymentId: capturedId });
      await browser.paymentIntents.capture(capturedId); // in Stripe's dashboard
      const succeeded = event('payment_intent.succeeded', capturedId);
      expect((await webhook(succeeded, sign(succeeded))).statusCode).toBe(200);
      expect(await paymentOf(t.deps, capturedId)).toMatchObject({ status: 'CAPTURED', capturedAmount: 60_000 });

      const canceledDwelling = await pendingDwelling();
      const canceledId = await payInBrowser(canceledDwelling.uuid, 'PLUS', 37_500);
      await confirmPayment(t.api.as(owner), { paymentId: canceledId });
      await browser.paymentIntents.cancel(canceledId); // an authorisation Stripe let lapse
      const canceled = event('payment_intent.canceled', canceledId);
      expect((await webhook(canceled, sign(canceled))).statusCode).toBe(200);
      expect((await paymentOf(t.deps, canceledId)).status).toBe('RELEASED');
      expect((await dwellingRow(t.deps, canceledDwelling.uuid)).listingType).toBe('STANDARD');
    });

    it('is 404 when Stripe is not configured', async () => {
      const local = await buildTestApp(t.database.db);
      try {
        const payload = '{"id":"evt_x"}';
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          payload,
        });
        expect(res.statusCode).toBe(404);
      } finally {
        await local.app.close();
      }
    });
  });
});
