/**
 * The landlord's to-do list through the real app, on both transports (GET /api/dashboard/todo and
 * GraphQL dashboardTodo; packages/shared/src/dashboard/todo.ts): unread threads, drafts, awaiting
 * payment, awaiting approval (as displayed, doc 2 §4) and expiring within 14 days, only the caller's own.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardTodo } from '@udlejning/shared/dashboard/todo';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { buildSeeker, buildThread } from '../messages/messages.test-support';
import { insertPayment } from '../payments/payments.repository';

const TODO = `{ dashboardTodo { items { kind dwellingUuid address threadId seekerName date }
  counts { unreadThreads drafts awaitingPayment awaitingApproval expiring } } }`;
const DAY = 86_400_000;

describe('the dashboard to-do list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const pay = (d: { id: number; userId: number }, status: 'PENDING' | 'FAILED' | 'CAPTURED', at: Date) =>
    insertPayment(t.deps.db, {
      dwellingId: d.id,
      userId: d.userId,
      provider: 'local',
      transaction: `tx-${randomUUID()}`,
      product: 'PLUS',
      paidBefore: 'STANDARD',
      listPrice: 37_500,
      amount: 37_500,
      status,
      createdAt: at,
    });

  it('lists what needs the landlord, by kind, with exact counts, on REST and GraphQL alike', async () => {
    const now = t.deps.now();
    const landlord = await buildLandlord(t.deps);
    const other = await buildLandlord(t.deps);
    const draft = await buildDwelling(t.deps, { owner: landlord, status: 'DRAFT' });
    const pending = await buildDwelling(t.deps, { owner: landlord, status: 'PENDING_REVIEW' });
    const docs = await buildDwelling(t.deps, { owner: landlord, status: 'DOCUMENTATION_REQUESTED' });
    const soon = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', expiresAt: new Date(now.getTime() + 5 * DAY) });
    // not expiring soon, not active, already expired: none of them is listed
    await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', expiresAt: new Date(now.getTime() + 30 * DAY) });
    await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', active: false, expiresAt: new Date(now.getTime() + 2 * DAY) });
    await buildDwelling(t.deps, { owner: landlord, status: 'DRAFT', active: false });
    await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED', expiresAt: new Date(now.getTime() - DAY) });
    // awaiting payment: the latest payment not confirmed; a captured one after a failed one is paid
    const unpaid = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED' });
    await pay(unpaid, 'PENDING', new Date(now.getTime() - 1000));
    const paid = await buildDwelling(t.deps, { owner: landlord, status: 'APPROVED' });
    await pay(paid, 'FAILED', new Date(now.getTime() - 2000));
    await pay(paid, 'CAPTURED', new Date(now.getTime() - 1000));
    // threads: an unread one is listed, a read one is not
    const seeker = await buildSeeker(t.deps, { name: 'Sara Søger' });
    const threadId = await buildThread(t.deps, { dwelling: soon, seeker });
    await t.api.as(landlord).post(`/api/chat/thread/${await buildThread(t.deps, { dwelling: pending, seeker: await buildSeeker(t.deps) })}`, {
      action: 'read',
    });
    // another landlord's dwellings never show
    await buildDwelling(t.deps, { owner: other, status: 'DRAFT' });
    await buildThread(t.deps, { dwelling: await buildDwelling(t.deps, { owner: other, status: 'APPROVED' }), seeker });

    const res = await t.api.as(landlord).get('/api/dashboard/todo');
    expect(res.statusCode).toBe(200);
    const rest = res.json() as DashboardTodo;
    const byKind = (kind: string) => rest.items.filter((i) => i.kind === kind).map((i) => i.dwellingUuid);
    expect(byKind('UNREAD_THREAD')).toEqual([soon.uuid]);
    expect(rest.items.find((i) => i.kind === 'UNREAD_THREAD')).toMatchObject({ threadId, seekerName: 'Sara Søger' });
    expect(byKind('DRAFT')).toEqual([draft.uuid]);
    expect(byKind('AWAITING_APPROVAL').sort()).toEqual([pending.uuid, docs.uuid].sort());
    expect(byKind('EXPIRING')).toEqual([soon.uuid]);
    expect(rest.items.find((i) => i.kind === 'EXPIRING')?.date).toBe(soon.expiresAt!.toISOString());
    expect(byKind('AWAITING_PAYMENT')).toEqual([unpaid.uuid]);
    expect(rest.counts).toEqual({ unreadThreads: 1, drafts: 1, awaitingPayment: 1, awaitingApproval: 2, expiring: 1 });

    const graph = await t.api.as(landlord).graph(TODO, {});
    expect(graph.json().errors).toBeUndefined();
    expect(graph.json().data.dashboardTodo).toEqual(rest);
  });

  it("leaves out a verified business owner's pending listing (displayed as approved, doc 2 §4)", async () => {
    const business = await buildLandlord(t.deps, { type: 'BUSINESS', company: 'Bolig ApS', verified: true });
    await buildDwelling(t.deps, { owner: business, status: 'PENDING_REVIEW' });
    const docs = await buildDwelling(t.deps, { owner: business, status: 'DOCUMENTATION_REQUESTED' });
    const body = (await t.api.as(business).get('/api/dashboard/todo')).json() as DashboardTodo;
    expect(body.items.map((i) => [i.kind, i.dwellingUuid])).toEqual([['AWAITING_APPROVAL', docs.uuid]]);
    expect(body.counts.awaitingApproval).toBe(1);
  });

  it('is empty for a new landlord and refused without a login', async () => {
    const fresh = await buildLandlord(t.deps);
    expect((await t.api.as(fresh).get('/api/dashboard/todo')).json()).toEqual({
      items: [],
      counts: { unreadThreads: 0, drafts: 0, awaitingPayment: 0, awaitingApproval: 0, expiring: 0 },
    });
    expect((await t.api.get('/api/dashboard/todo')).statusCode).toBe(401);
  });
});
