/**
 * GET /api/statistics/funnel/{landlordId}/{period} and query statisticsFunnel through the real app
 * (docs/architecture.md "Statistics" (the let funnel)): visitors → contacts → viewings booked → held →
 * lets per listing, totals, months, days to let, per-100-kr. ratios, and who may read what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, copenhagenDay } from '@udlejning/shared/statistics/days';
import type { StatisticsFunnel } from '@udlejning/shared/statistics/funnel';
import type { StatisticsReply } from '@udlejning/shared/statistics/statistics';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import type { DwellingRow } from '../dwellings/dwellings.content';
import { threads } from '../../schema/messages.schema';
import { payments } from '../payments/payments.schema';
import { insertLet } from '../letting/letting.repository';
import { buildSeeker, buildThread } from '../messages/messages.test-support';
import { buildBooking, buildSlot, seekerCookie } from '../viewings/viewings.test-support';
import { recordDwellingEvent } from './statistics.events';
import { funnelCountsQuery } from './statistics.funnel.repository';

const DAY = 86_400_000;
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let plus: DwellingRow;
let standard: DwellingRow;
const today = copenhagenDay(new Date());
const thisMonth = today.slice(0, 7);
const sixtyDaysAgo = addDays(today, -60);

beforeAll(async () => {
  t = await startTestApp();
  owner = await buildLandlord(t.deps);
  other = await buildLandlord(t.deps);
  admin = await buildAdmin(t.deps);
  const now = t.deps.now();
  const approvedAt = new Date(now.getTime() - 10 * DAY);
  plus = await buildDwelling(t.deps, { owner, status: 'APPROVED', active: false, listingType: 'PLUS', approvedAt });
  standard = await buildDwelling(t.deps, { owner, status: 'APPROVED', active: true, approvedAt });
  // never approved and nothing counted: no row
  await buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW' });
  await t.deps.db.insert(payments).values({
    dwellingId: plus.id,
    userId: owner.id,
    product: 'PLUS',
    amount: 37_500,
    listPrice: 37_500,
    status: 'CAPTURED',
    capturedAmount: 37_500,
    paidBefore: 'STANDARD',
    transaction: 'pi_test_funnel',
    provider: 'local',
  });
  // 3 unique visitors (5 clicks)
  for (const key of ['a', 'b', 'c', 'a', 'b'])
    await recordDwellingEvent(t.deps, { dwellingId: plus.id, kind: 'CLICK', visitorKey: key });
  // 2 contacts; 2 bookings: one of a slot that ended yesterday (held), one of next week's
  const [s1, s2, s3] = await Promise.all([buildSeeker(t.deps), buildSeeker(t.deps), buildSeeker(t.deps)]);
  await buildThread(t.deps, { dwelling: plus, seeker: s1 });
  await buildThread(t.deps, { dwelling: plus, seeker: s2 });
  await buildBooking(t.deps, await buildSlot(t.deps, plus, { inDays: -1 }), s1);
  await buildBooking(t.deps, await buildSlot(t.deps, plus, { inDays: 7 }), s2);
  // let now, approved 10 days before
  await insertLet(t.deps.db, { dwellingId: plus.id, letAt: now });
  // an old contact on the standard listing, 60 days ago
  const old = await buildThread(t.deps, { dwelling: standard, seeker: s3 });
  await t.deps.db
    .update(threads)
    .set({ createdAt: new Date(`${sixtyDaysAgo}T12:00:00Z`) })
    .where(eq(threads.id, old));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/statistics/funnel/:landlordId/:period', () => {
  it('counts each step per listing, the days to let and what each 100 kr. bought', async () => {
    const res = await t.api.as(owner).get('/api/statistics/funnel/me/30d');
    expect(res.statusCode).toBe(200);
    const body = res.json<StatisticsFunnel>();
    expect(body.rows.map((r) => r.dwelling?.uuid)).toEqual([standard.uuid, plus.uuid]);
    // 2 contacts and 2 bookings per 375 kr.: 0.53… per 100 kr.
    expect(body.rows[1]).toEqual({
      dwelling: { uuid: plus.uuid, address: plus.address, listingType: 'PLUS' },
      visitors: 3,
      contacts: 2,
      viewingsBooked: 2,
      viewingsHeld: 1,
      lets: 1,
      daysToLet: 10,
      paidOre: 37_500,
      contactsPer100Kr: 0.5,
      viewingsPer100Kr: 0.5,
    });
    expect(body.rows[0]).toMatchObject({ contacts: 0, lets: 0, daysToLet: null, paidOre: 0, contactsPer100Kr: null });
    // the totals compare only the paid listings' counts with what was paid
    expect(body.totals).toEqual({ ...body.rows[1], dwelling: null });
  });

  it("'all' counts every day and gives the last 12 months; a month gives its own", async () => {
    const all = (await t.api.as(owner).get('/api/statistics/funnel/me/all')).json<StatisticsFunnel>();
    expect(all.totals).toMatchObject({ visitors: 3, contacts: 3, viewingsBooked: 2, viewingsHeld: 1, lets: 1 });
    // 3 contacts in all, but only the PLUS listing's 2 were paid for: 2 per 375 kr., not 3
    expect(all.totals.contactsPer100Kr).toBe(0.5);
    expect(all.months).toHaveLength(12);
    expect(all.months.at(-1)).toEqual({
      month: thisMonth,
      visitors: 3,
      contacts: 2,
      viewingsBooked: 2,
      viewingsHeld: 1,
      lets: 1,
    });
    expect(all.months.find((m) => m.month === sixtyDaysAgo.slice(0, 7))?.contacts).toBeGreaterThanOrEqual(1);
    expect(all.months.reduce((n, m) => n + m.contacts, 0)).toBe(3);

    const old = (await t.api.as(owner).get('/api/statistics/funnel/me/2024-02')).json<StatisticsFunnel>();
    expect(old.months).toEqual([{ month: '2024-02', visitors: 0, contacts: 0, viewingsBooked: 0, viewingsHeld: 0, lets: 0 }]);
    expect(old.totals).toMatchObject({
      visitors: 0,
      contacts: 0,
      lets: 0,
      daysToLet: null,
      paidOre: 37_500,
      contactsPer100Kr: 0,
    });
    // approved listings keep their rows with zeros
    expect(old.rows).toHaveLength(2);

    const week = (await t.api.as(owner).get('/api/statistics/funnel/me/7d')).json<StatisticsFunnel>();
    expect(week.totals.contacts).toBe(2);
    expect(week.months.map((m) => m.month)).toEqual([...new Set([addDays(today, -6).slice(0, 7), thisMonth])]);
  });

  it('the funnel route is not taken for a dwelling uuid, nor the other way round', async () => {
    const funnel = (await t.api.as(owner).get('/api/statistics/funnel/me/all')).json<StatisticsFunnel>();
    expect(funnel).toHaveProperty('totals');
    const table = (await t.api.as(owner).get('/api/statistics/me/all')).json<StatisticsReply>();
    expect(table).toHaveProperty('results');
    expect((await t.api.as(owner).get(`/api/statistics/me/all/${plus.uuid}`)).statusCode).toBe(200);
  });

  it('another landlord 403, an admin any (unknown 404), bad parts 400, no login 401', async () => {
    expect((await t.api.as(other).get(`/api/statistics/funnel/${owner.id}/all`)).statusCode).toBe(403);
    const asAdmin = await t.api.as(admin).get(`/api/statistics/funnel/${owner.id}/all`);
    expect(asAdmin.json<StatisticsFunnel>().totals.lets).toBe(1);
    expect((await t.api.as(admin).get('/api/statistics/funnel/999999/all')).statusCode).toBe(404);
    expect((await t.api.as(owner).get('/api/statistics/funnel/me/yesterday')).statusCode).toBe(400);
    expect((await t.api.get('/api/statistics/funnel/me/all')).statusCode).toBe(401);
    const mine = (await t.api.as(other).get('/api/statistics/funnel/me/all')).json<StatisticsFunnel>();
    expect(mine.rows).toEqual([]);
    expect(mine.totals).toMatchObject({ visitors: 0, paidOre: 0, contactsPer100Kr: null });
  });
});

describe('query statisticsFunnel', () => {
  const query = `query($l: String!, $p: String!) { statisticsFunnel(landlordId: $l, period: $p) {
    totals { contacts viewingsHeld daysToLet contactsPer100Kr dwelling { uuid } }
    rows { dwelling { uuid listingType } lets }
    months { month lets } } }`;

  it('gives what REST gives, by the same schema and policy', async () => {
    const res = await t.api.as(owner).post('/api/graph', { query, variables: { l: 'me', p: '30d' } });
    const f = res.json().data.statisticsFunnel;
    expect(f.totals).toEqual({ contacts: 2, viewingsHeld: 1, daysToLet: 10, contactsPer100Kr: 0.5, dwelling: null });
    expect(f.rows[1]).toEqual({ dwelling: { uuid: plus.uuid, listingType: 'PLUS' }, lets: 1 });
    const bad = await t.api.as(owner).post('/api/graph', { query, variables: { l: 'me', p: 'nope' } });
    expect(bad.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const foreign = await t.api.as(other).post('/api/graph', { query, variables: { l: String(owner.id), p: 'all' } });
    expect(foreign.json().errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('a booking made on the public page counts on the day it is made, also once it is cancelled', async () => {
    const landlord = await buildLandlord(t.deps);
    const listing = await buildDwelling(t.deps, {
      owner: landlord,
      status: 'APPROVED',
      active: true,
      listingType: 'PREMIUM',
      approvedAt: t.deps.now(),
    });
    const slot = await buildSlot(t.deps, listing, { inDays: 3 });
    const seeker = t.api.from('127.0.0.1', {
      cookie: await seekerCookie(t.deps, await buildSeeker(t.deps, { level: 'REGISTERED' })),
    });
    const funnel = async () => (await t.api.as(landlord).get('/api/statistics/funnel/me/30d')).json<StatisticsFunnel>();
    expect((await funnel()).totals.viewingsBooked).toBe(0);

    const booked = await seeker.post(`/api/public/viewings/${slot.id}/bookings`);
    expect(booked.statusCode).toBe(201);
    const after = await funnel();
    expect(after.totals).toMatchObject({ viewingsBooked: 1, viewingsHeld: 0 });
    expect(after.rows).toMatchObject([{ dwelling: { uuid: listing.uuid }, viewingsBooked: 1 }]);
    expect(after.months.find((m) => m.month === thisMonth)).toMatchObject({ viewingsBooked: 1 });

    const bookingId = booked.json<{ bookingId: string }>().bookingId;
    expect((await seeker.delete(`/api/public/viewings/bookings/${bookingId}`)).statusCode).toBe(200);
    expect((await funnel()).totals.viewingsBooked).toBe(1);
  });

  it('the funnel is one UNION ALL of four reads summed per listing and per month (SQL snapshot)', () => {
    const r = { from: '2026-01-01', to: '2026-01-31', now: new Date('2026-02-01T00:00:00Z') };
    expect(funnelCountsQuery(t.deps.db, 1, r).toSQL()).toMatchSnapshot();
  });
});
