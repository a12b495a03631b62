/**
 * Approving while the payment provider does not answer (
 * docs/architecture.md "Payments"): the approval commits with its capture job and answers within seconds with
 * `capturePending: true`; the job captures once the provider answers. A provider that answers at
 * once gives `capturePending: false` and the money taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { APPROVAL_CAPTURE_WAIT_MS, PAYMENT_JOBS } from './payments.settlement';
import type { PaymentProviders } from './provider/payment-provider';
import { dwellingRow, localIntentOf, operationsOf, payTier, paymentOf } from './payments.test-support';

const approve = { status: 'APPROVED', reason: 'ok', mails: { approval: false, followUp: false } };

describe('approval with a provider that never answers the capture', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let original: PaymentProviders;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
    original = t.deps.payments;
  });
  afterAll(() => t.close());

  const pendingDwelling = () => buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true });

  it('answers within a few seconds: APPROVED, capturePending; the queued job captures once the provider is back', async () => {
    const d = await pendingDwelling();
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PLUS', 37_500);
    let captureCalls = 0;
    t.deps.payments = {
      ...original,
      get: (name) => ({ ...original.get(name), capture: () => ((captureCalls += 1), new Promise(() => {})) }),
    };
    const started = Date.now();
    let res;
    try {
      res = await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve);
    } finally {
      t.deps.payments = original;
    }
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(took).toBeLessThan(APPROVAL_CAPTURE_WAIT_MS + 3_000);
    expect(captureCalls).toBe(1);
    expect(res.json()).toMatchObject({ uuid: d.uuid, status: 'APPROVED', capturePending: true });
    expect((await dwellingRow(t.deps, d.uuid)).status).toBe('APPROVED');
    const payment = await paymentOf(t.deps, paymentId);
    expect(payment.status).toBe('AUTHORIZED');
    expect((await operationsOf(t.deps, payment.id)).map((o) => o.kind)).toEqual(['capture']);

    await t.jobs.runDue(new Date(Date.now() + 3_600_000), { names: [PAYMENT_JOBS.capture] });
    expect(await paymentOf(t.deps, paymentId)).toMatchObject({ status: 'CAPTURED', capturedAmount: 37_500 });
    expect((await localIntentOf(t.deps, paymentId)).amountReceived).toBe(37_500);
  });

  it('a provider that answers: capturePending false, the payment CAPTURED when the reply comes', async () => {
    const d = await pendingDwelling();
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PLUS', 37_500);
    const res = await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve);
    expect(res.json()).toMatchObject({ status: 'APPROVED', capturePending: false });
    expect((await paymentOf(t.deps, paymentId)).status).toBe('CAPTURED');
  });

  it('an approval without a payment and a rejection are never pending', async () => {
    const plain = await pendingDwelling();
    expect((await t.api.as(admin).post(`/api/dwellings/${plain.uuid}/status`, approve)).json().capturePending).toBe(false);
    const rejected = await pendingDwelling();
    const res = await t.api.as(admin).post(`/api/dwellings/${rejected.uuid}/status`, { status: 'REJECTED', reason: 'Nej' });
    expect(res.json()).toMatchObject({ status: 'REJECTED', capturePending: false });
  });
});
