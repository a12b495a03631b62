/**
 * Capture on approval, release on rejection (docs/architecture.md "Payments"), through the real API on
 * a real database: one capture however many approvals race, the durable job retries while the
 * provider is down, a rejection releases the hold and restores the tier, an admin cannot lower a tier.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, like } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { localPaymentIdempotency } from './payments.schema';
import { PAYMENT_JOBS, capturePayment } from './payments.settlement';
import { PaymentProviderError, type PaymentProviders } from './provider/payment-provider';
import {
  dwellingRow,
  errorCode,
  localIntentOf,
  operationsOf,
  payTier,
  paymentActivity,
  paymentOf,
} from './payments.test-support';

const approve = { status: 'APPROVED', reason: 'ok', mails: { approval: false, followUp: false } };

describe('capture on approval, release on rejection', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let providers: PaymentProviders;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
    providers = t.deps.payments;
  });
  afterAll(() => t.close());

  const pendingDwelling = () => buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true });
  const captureKeys = async (paymentId: string) =>
    (
      await t.deps.db
        .select({ n: count() })
        .from(localPaymentIdempotency)
        .where(like(localPaymentIdempotency.key, `capture:${paymentId}`))
    )[0].n;

  it('approval captures the held payment once: CAPTURED, money received, Dwelling.payment.captured, logged', async () => {
    const d = await pendingDwelling();
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PLUS', 37_500);
    const res = await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve);
    expect(res.statusCode).toBe(200);
    const read = await t.api.as(owner).get(`/api/dwellings/${d.uuid}`);
    expect(read.json().payment).toEqual({
      transaction: paymentId,
      product: 'PLUS',
      currency: 'DKK',
      amount: 37_500,
      captured: true,
    });
    const payment = await paymentOf(t.deps, paymentId);
    expect(payment).toMatchObject({ status: 'CAPTURED', capturedAmount: 37_500, capturedAt: expect.any(Date) });
    expect(await localIntentOf(t.deps, paymentId)).toMatchObject({ status: 'succeeded', amountReceived: 37_500 });
    expect((await operationsOf(t.deps, payment.id)).map((o) => [o.kind, o.idempotencyKey, o.actorId])).toEqual([
      ['capture', `capture:${payment.id}`, admin.id],
    ]);
    expect((await paymentActivity(t.deps, d.uuid)).map((a) => [a.type, a.amount])).toEqual([
      ['authorize', 37_500],
      ['capture', 37_500],
      ['receipt', 37_500],
    ]);
    // the queued job finds the work done: no second capture
    await t.jobs.runDue(new Date(Date.now() + 3_600_000), { names: [PAYMENT_JOBS.capture] });
    expect((await localIntentOf(t.deps, paymentId)).amountReceived).toBe(37_500);
    expect(await paymentActivity(t.deps, d.uuid)).toHaveLength(3);
  });

  it('50 concurrent approve requests on one listing: one approval, exactly one capture at the provider', async () => {
    const d = await pendingDwelling();
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PREMIUM', 60_000);
    const payment = await paymentOf(t.deps, paymentId);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve)),
    );
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    await t.jobs.runDue(new Date(Date.now() + 3_600_000), { names: [PAYMENT_JOBS.capture] });
    expect(await localIntentOf(t.deps, paymentId)).toMatchObject({ status: 'succeeded', amountReceived: 60_000 });
    expect((await operationsOf(t.deps, payment.id)).filter((o) => o.kind === 'capture')).toHaveLength(1);
    expect(await captureKeys(payment.id)).toBe(1);
    expect((await paymentActivity(t.deps, d.uuid)).filter((a) => a.type === 'capture')).toHaveLength(1);
  });

  it('capture attempts racing each other (inline, job, retries) move the money once and log it once', async () => {
    const d = await pendingDwelling();
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PLUS', 37_500);
    const payment = await paymentOf(t.deps, paymentId);
    // no decision yet: a capture attempt does nothing
    await capturePayment(t.deps, payment.id);
    expect((await localIntentOf(t.deps, paymentId)).status).toBe('requires_capture');
    // the approval decided, then 20 attempts at once
    const original = providers;
    let providerCaptures = 0;
    t.deps.payments = {
      ...original,
      get: (name) => {
        const p = original.get(name);
        return { ...p, capture: (id, key) => ((providerCaptures += 1), p.capture(id, key)) };
      },
    };
    try {
      expect((await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve)).statusCode).toBe(200);
      await Promise.all(Array.from({ length: 20 }, () => capturePayment(t.deps, payment.id)));
    } finally {
      t.deps.payments = original;
    }
    expect(providerCaptures).toBeGreaterThanOrEqual(1);
    expect(await localIntentOf(t.deps, paymentId)).toMatchObject({ amountReceived: 37_500 });
    expect(await captureKeys(payment.id)).toBe(1);
    expect((await paymentActivity(t.deps, d.uuid)).filter((a) => a.type === 'capture')).toHaveLength(1);
  });

  it('with the provider down the approval still succeeds; the durable job captures once it is back', async () => {
    const d = await pendingDwelling();
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PLUS', 37_500);
    const original = providers;
    t.deps.payments = {
      ...original,
      get: (name) => ({
        ...original.get(name),
        capture: () => Promise.reject(new PaymentProviderError('unavailable', 'api_error', 'down')),
      }),
    };
    try {
      expect((await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve)).statusCode).toBe(200);
      expect((await paymentOf(t.deps, paymentId)).status).toBe('AUTHORIZED');
      expect((await t.jobs.pending()).some((j) => j.name === PAYMENT_JOBS.capture)).toBe(true);
      // still down: the job fails and is retried later
      await t.jobs.runDue(new Date(Date.now() + 3_600_000), { names: [PAYMENT_JOBS.capture] });
      expect((await paymentOf(t.deps, paymentId)).status).toBe('AUTHORIZED');
    } finally {
      t.deps.payments = original;
    }
    await t.jobs.runDue(new Date(Date.now() + 7 * 24 * 3_600_000), { names: [PAYMENT_JOBS.capture] });
    expect(await paymentOf(t.deps, paymentId)).toMatchObject({ status: 'CAPTURED', capturedAmount: 37_500 });
    expect((await localIntentOf(t.deps, paymentId)).amountReceived).toBe(37_500);
  });

  it('rejection before approval releases the authorisation and restores the tier', async () => {
    const d = await pendingDwelling();
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PLUS', 37_500);
    const payment = await paymentOf(t.deps, paymentId);
    const res = await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, { status: 'REJECTED', reason: 'mangler billeder' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', listingType: 'STANDARD', payment: null });
    expect(await paymentOf(t.deps, paymentId)).toMatchObject({
      status: 'RELEASED',
      releasedAt: expect.any(Date),
      capturedAmount: 0,
    });
    expect(await localIntentOf(t.deps, paymentId)).toMatchObject({ status: 'canceled', amountReceived: 0 });
    expect((await operationsOf(t.deps, payment.id)).map((o) => o.kind)).toEqual(['release']);
    expect((await paymentActivity(t.deps, d.uuid)).map((a) => a.type)).toEqual(['authorize', 'release']);
    // the rejection's own entry shows the tier going back
    const log = (await t.api.as(admin).get(`/api/dwellings/${d.uuid}/audit`)).json().results;
    expect(log.find((e: { action: string }) => e.action === 'dwelling/rejected').data.diff.listingType).toEqual([
      'PLUS',
      'STANDARD',
    ]);
    // approving it later captures nothing: the landlord pays again
    expect((await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve)).statusCode).toBe(200);
    expect((await paymentOf(t.deps, paymentId)).status).toBe('RELEASED');
    expect((await localIntentOf(t.deps, paymentId)).amountReceived).toBe(0);
  });

  it('rejecting an approved listing keeps its captured payment (refunds are an admin action)', async () => {
    const d = await pendingDwelling();
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PLUS', 37_500);
    await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve);
    const res = await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, { status: 'REJECTED', reason: 'snyd' });
    expect(res.statusCode).toBe(200);
    expect(res.json().listingType).toBe('PLUS');
    expect((await paymentOf(t.deps, paymentId)).status).toBe('CAPTURED');
  });

  it('an admin may raise the listing type without payment but never lower it (DOWNGRADE_NOT_ALLOWED)', async () => {
    const UPDATE = 'mutation($id: ID!, $t: ListingType!) { updateDwelling(id: $id, input: { listingType: $t }) { listingType } }';
    const d = await pendingDwelling();
    expect((await t.api.as(admin).graph(UPDATE, { id: d.uuid, t: 'PLUS' })).json().data.updateDwelling.listingType).toBe('PLUS');
    const down = await t.api.as(admin).graph(UPDATE, { id: d.uuid, t: 'STANDARD' });
    expect(errorCode(down)).toBe('DOWNGRADE_NOT_ALLOWED');
    expect(down.json().errors[0].extensions.status).toBe(409);
    expect((await t.api.as(admin).graph(UPDATE, { id: d.uuid, t: 'PLUS' })).json().data.updateDwelling.listingType).toBe('PLUS');
    expect((await dwellingRow(t.deps, d.uuid)).listingType).toBe('PLUS');
    const premium = await buildDwelling(t.deps, { owner, status: 'APPROVED', listingType: 'PREMIUM' });
    expect(errorCode(await t.api.as(admin).graph(UPDATE, { id: premium.uuid, t: 'PLUS' }))).toBe('DOWNGRADE_NOT_ALLOWED');
  });
});
