/**
 * The payments admin through the API on a real database (doc 2 §2 /payments, /payments/stripe/{id},
 * the admin panel; payments contract): the Relay table with filters and paging, lookupPayment's
 * key/value rows, listings per dwelling for the owner and admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { payments } from './payments.schema';
import {
  LISTINGS,
  LOOKUP,
  MY_PAYMENTS,
  PAYMENTS,
  capturedPayment,
  dataOf,
  errorCode,
  insertDiscount,
  payTier,
  startPayment,
} from './payments.test-support';

type Node = { id: string; transaction: string; status: string; email: string; createdAt: string };

describe('payments admin', () => {
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

  const table = async (vars: Record<string, unknown>) => dataOf(await t.api.as(admin).graph(PAYMENTS, vars)).payments;

  it('payments: newest first, totalCount, paging with cursors, status and search filters', async () => {
    // landlords of its own: the table also holds the payments of the tests that ran before (any order)
    const buyer = await buildLandlord(t.deps);
    const starter = await buildLandlord(t.deps);
    await capturedPayment(t.deps, t.api, { owner: buyer, admin });
    const d = await buildDwelling(t.deps, { owner: starter, status: 'PENDING_REVIEW', active: true });
    await payTier(t.api.as(starter), d.uuid, 'PREMIUM', 60_000);
    await startPayment(t.api.as(starter), {
      dwelling: (await buildDwelling(t.deps, { owner: starter })).uuid,
      product: 'PLUS',
      amount: 37_500,
    });

    const all = await table({});
    expect(all.totalCount).toBe(await t.deps.db.$count(payments));
    const nodes = all.edges.map((e: { node: Node }) => e.node) as Node[];
    expect(nodes).toHaveLength(all.totalCount);
    expect(nodes.slice(0, 3).map((n) => [n.status, n.email])).toEqual([
      ['PENDING', starter.email],
      ['AUTHORIZED', starter.email],
      ['CAPTURED', buyer.email],
    ]);
    expect([...nodes.map((n) => n.createdAt)].sort().reverse()).toEqual(nodes.map((n) => n.createdAt));

    const page1 = await table({ first: 2 });
    expect(page1.edges.map((e: { node: Node }) => e.node.id)).toEqual(nodes.slice(0, 2).map((n) => n.id));
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await table({ first: 2, after: page1.pageInfo.endCursor });
    expect(page2.edges.map((e: { node: Node }) => e.node.id)).toEqual(nodes.slice(2, 4).map((n) => n.id));
    expect(page2.pageInfo.hasNextPage).toBe(nodes.length > 4);

    const captured = (await table({ status: 'CAPTURED' })).edges.map((e: { node: Node }) => e.node) as Node[];
    expect(captured.map((n) => n.status)).toEqual(captured.map(() => 'CAPTURED'));
    expect(captured.map((n) => n.email)).toContain(buyer.email);
    expect((await table({ status: 'CAPTURED', search: buyer.email })).totalCount).toBe(1);
    expect((await table({ status: 'CAPTURED', search: starter.email })).totalCount).toBe(0);
    expect((await table({ search: buyer.email.toUpperCase() })).totalCount).toBe(1);
    expect((await table({ search: starter.email })).totalCount).toBe(2);
    expect((await table({ search: nodes[1].transaction.slice(3, 20) })).totalCount).toBe(1);
    // the dwelling's address
    const byAddress = await table({ search: d.location.address });
    expect(byAddress.edges.map((e: { node: Node }) => e.node.id)).toEqual([nodes[1].id]);
    expect((await table({ search: '%' })).totalCount).toBe(0); // a literal text, not a pattern
    expect(errorCode(await t.api.as(admin).graph(PAYMENTS, { status: 'PAID' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await t.api.as(owner).graph(PAYMENTS, {}))).toBe('FORBIDDEN');
    expect(errorCode(await t.api.graph(PAYMENTS, {}))).toBe('UNAUTHENTICATED');
  });

  it("lookupPayment: the provider's intent and our payment as key/value rows, by either id; unknown 404", async () => {
    const { payment } = await capturedPayment(t.deps, t.api, { owner, admin });
    for (const id of [payment.id, payment.transaction]) {
      const rows = dataOf(await t.api.as(admin).graph(LOOKUP, { paymentId: id })).lookupPayment as {
        key: string;
        value: string;
      }[];
      const map = new Map(rows.map((r) => [r.key, r.value]));
      expect(map.get('id')).toBe(payment.transaction);
      expect(map.get('status')).toBe('succeeded');
      expect(map.get('amount_received')).toBe('37500');
      expect(map.get('metadata.paymentId')).toBe(payment.id);
      expect(map.get('payment.status')).toBe('CAPTURED');
      expect(map.get('payment.dwelling.id')).toEqual(expect.any(String));
    }
    expect(errorCode(await t.api.as(admin).graph(LOOKUP, { paymentId: 'pi_nope' }))).toBe('NOT_FOUND');
    expect(errorCode(await t.api.as(owner).graph(LOOKUP, { paymentId: payment.id }))).toBe('FORBIDDEN');
  });

  it('listings(dwellingId): the owner and admins; the discount code and the error only for admins; others 404', async () => {
    await insertDiscount(t.deps, 'ADMIN-SEES', { flat: 5_000 });
    const d = await buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true });
    const started = await startPayment(t.api.as(owner), {
      dwelling: d.uuid,
      product: 'PLUS',
      amount: 32_500,
      discountCode: 'admin-sees',
    });
    expect(started.paymentId).not.toBeNull();
    const mine = dataOf(await t.api.as(owner).graph(LISTINGS, { dwellingId: d.uuid })).listings;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: 32_500, discount: null, metadata: null, dwelling: { id: d.uuid } });
    const admins = dataOf(await t.api.as(admin).graph(LISTINGS, { dwellingId: d.uuid })).listings;
    expect(admins[0]).toMatchObject({ discount: 'ADMIN-SEES', metadata: '{}' });
    expect(errorCode(await t.api.as(other).graph(LISTINGS, { dwellingId: d.uuid }))).toBe('NOT_FOUND');
    expect(errorCode(await t.api.graph(LISTINGS, { dwellingId: d.uuid }))).toBe('UNAUTHENTICATED');
  });

  it("myPayments: only the caller's own payments, newest first, with receipts; no admin-only fields; logged out 401", async () => {
    const buyer = await buildLandlord(t.deps);
    const first = await capturedPayment(t.deps, t.api, { owner: buyer, admin }, 'PLUS');
    const second = await capturedPayment(t.deps, t.api, { owner: buyer, admin }, 'PREMIUM', 60_000);
    await capturedPayment(t.deps, t.api, { owner: other, admin });

    const page1 = dataOf(await t.api.as(buyer).graph(MY_PAYMENTS, { first: 1 })).myPayments;
    expect(page1.totalCount).toBe(2);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    expect(page1.edges.map((e: { node: { dwelling: { id: string } } }) => e.node.dwelling.id)).toEqual([second.dwelling.uuid]);
    expect(page1.edges[0].node).toMatchObject({
      status: 'CAPTURED',
      amount: 60_000,
      discount: null,
      error: null,
      metadata: null,
    });
    expect(page1.edges[0].node.receipts).toEqual([
      { number: expect.any(Number), kind: 'RECEIPT', url: expect.stringMatching(/^\/api\/receipts\/\d+\.pdf$/) },
    ]);
    const page2 = dataOf(await t.api.as(buyer).graph(MY_PAYMENTS, { first: 1, after: page1.pageInfo.endCursor })).myPayments;
    expect(page2.edges.map((e: { node: { dwelling: { id: string } } }) => e.node.dwelling.id)).toEqual([first.dwelling.uuid]);
    expect(page2.pageInfo.hasNextPage).toBe(false);

    // an admin's own list is their own payments (none), not the admin table
    expect(dataOf(await t.api.as(admin).graph(MY_PAYMENTS, {})).myPayments.totalCount).toBe(0);
    expect(errorCode(await t.api.graph(MY_PAYMENTS, {}))).toBe('UNAUTHENTICATED');
  });
});
