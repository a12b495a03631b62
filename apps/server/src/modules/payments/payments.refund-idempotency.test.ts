/**
 * refundPayment's optional idempotencyKey (docs/architecture.md "Payments"): a retry
 * after a lost reply, or the same request sent twice at once, refunds once and answers like the
 * first; the key used for another refund is 409; without a key every call is a refund of its own
 * (the spec's arguments keep working).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { capturedPayment, dataOf, errorCode, localIntentOf, operationsOf, paymentOf } from './payments.test-support';

const REFUND_WITH_KEY = `mutation($dwelling: ID!, $paymentId: String!, $amount: Int!, $reason: String!, $idempotencyKey: String) {
  refundPayment(dwelling: $dwelling, paymentId: $paymentId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {
    id status refund receipts { number kind amount } } }`;

type Vars = { dwelling: string; paymentId: string; amount: number; reason: string; idempotencyKey?: string };

describe('refundPayment with an idempotency key', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await buildLandlord(t.deps);
    admin = await buildAdmin(t.deps);
  });
  afterAll(() => t.close());

  const captured = () => capturedPayment(t.deps, t.api, { owner, admin });
  const refund = (vars: Vars, who: TestUser = admin) => t.api.as(who).graph(REFUND_WITH_KEY, vars);
  const refunds = async (paymentId: string) => (await operationsOf(t.deps, paymentId)).filter((o) => o.kind === 'refund');

  it('the same key and input again (a retry after a lost reply) returns the first result and refunds once', async () => {
    const { dwelling, payment, intentId } = await captured();
    const vars = {
      dwelling: dwelling.uuid,
      paymentId: payment.id,
      amount: 10_000,
      reason: 'Kulance',
      idempotencyKey: randomUUID(),
    };
    const first = dataOf(await refund(vars)).refundPayment;
    const again = dataOf(await refund(vars)).refundPayment;
    expect(again).toEqual(first);
    expect(first).toMatchObject({ refund: 10_000, status: 'CAPTURED' });
    expect(first.receipts.filter((r: { kind: string }) => r.kind === 'CREDIT_NOTE')).toHaveLength(1);
    expect(await refunds(payment.id)).toHaveLength(1);
    expect((await localIntentOf(t.deps, intentId)).amountRefunded).toBe(10_000);
    expect((await paymentOf(t.deps, intentId)).refunded).toBe(10_000);
  });

  it('a full refund retried with its key answers the same, not INVALID_TRANSITION', async () => {
    const { dwelling, payment } = await captured();
    const vars = { dwelling: dwelling.uuid, paymentId: payment.id, amount: 37_500, reason: 'Fejl', idempotencyKey: randomUUID() };
    expect(dataOf(await refund(vars)).refundPayment.status).toBe('REFUNDED');
    const again = await refund(vars);
    expect(errorCode(again)).toBeNull();
    expect(dataOf(again).refundPayment).toMatchObject({ status: 'REFUNDED', refund: 37_500 });
  });

  it('8 requests with one key at once: all answer, exactly one refund at the provider', async () => {
    const { dwelling, payment, intentId } = await captured();
    const vars = {
      dwelling: dwelling.uuid,
      paymentId: payment.id,
      amount: 5_000,
      reason: 'Dobbeltklik',
      idempotencyKey: randomUUID(),
    };
    const replies = await Promise.all(Array.from({ length: 8 }, () => refund(vars)));
    expect(replies.map(errorCode)).toEqual(Array(8).fill(null));
    expect(await refunds(payment.id)).toHaveLength(1);
    expect((await localIntentOf(t.deps, intentId)).amountRefunded).toBe(5_000);
    expect((await paymentOf(t.deps, intentId)).refunded).toBe(5_000);
  });

  it('the key again with another amount, reason or payment: 409 IDEMPOTENCY_KEY_REUSED, nothing refunded', async () => {
    const { dwelling, payment, intentId } = await captured();
    const other = await captured();
    const idempotencyKey = randomUUID();
    const vars = { dwelling: dwelling.uuid, paymentId: payment.id, amount: 1_000, reason: 'Første', idempotencyKey };
    expect(errorCode(await refund(vars))).toBeNull();
    for (const changed of [
      { ...vars, amount: 2_000 },
      { ...vars, reason: 'Anden' },
      { ...vars, dwelling: other.dwelling.uuid, paymentId: other.payment.id },
    ]) {
      const res = await refund(changed);
      expect(errorCode(res)).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(res.json().errors[0].message).toBe('Denne anmodning er allerede brugt til en anden refundering');
    }
    expect((await localIntentOf(t.deps, intentId)).amountRefunded).toBe(1_000);
    expect(await refunds(other.payment.id)).toHaveLength(0);
  });

  it("another admin's same key is their own refund; a malformed key is 'Missing data'", async () => {
    const { dwelling, payment } = await captured();
    const second = await buildAdmin(t.deps);
    const idempotencyKey = randomUUID();
    const vars = { dwelling: dwelling.uuid, paymentId: payment.id, amount: 1_000, reason: 'Kulance', idempotencyKey };
    expect(errorCode(await refund(vars))).toBeNull();
    expect(errorCode(await refund(vars, second))).toBeNull();
    expect(await refunds(payment.id)).toHaveLength(2);
    const bad = await refund({ ...vars, idempotencyKey: 'x y' });
    expect(errorCode(bad)).toBe('MISSING_DATA');
  });

  it('without a key (the spec call) each request is a refund of its own', async () => {
    const { dwelling, payment } = await captured();
    const vars = { dwelling: dwelling.uuid, paymentId: payment.id, amount: 1_000, reason: 'Kulance' };
    expect(errorCode(await refund(vars))).toBeNull();
    expect(errorCode(await refund(vars))).toBeNull();
    expect(await refunds(payment.id)).toHaveLength(2);
  });
});
