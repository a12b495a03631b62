/**
 * GET /api/statistics/{landlordId}/{period}[/{dwellingUuid}] through the real app (doc 1 §2, §3,
 * §6; docs/architecture.md "Statistics"): counts from recorded events per dwelling and period, the per-day series with
 * zeros, the tier-value line, and who may read what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, copenhagenDay } from '@udlejning/shared/statistics/days';
import type { DwellingStatistics, StatisticsReply } from '@udlejning/shared/statistics/statistics';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import type { DwellingRow } from '../dwellings/dwellings.content';
import { payments } from '../payments/payments.schema';
import { recordDwellingEvent } from './statistics.events';
import { periodDays } from './statistics.service';
import { statisticsRowsQuery } from './statistics.repository';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let premium: DwellingRow;
let standard: DwellingRow;
let rejected: DwellingRow;
const today = copenhagenDay(new Date());

/** Moves every event count of `dwellingId` recorded today to `daysAgo` days back. */
async function backdate(dwellingId: number, daysAgo: number) {
  await t.deps.db.execute(
    sql`update dwelling_stats_daily set day = ${addDays(today, -daysAgo)}::date where dwelling_id = ${dwellingId} and day = ${today}::date`,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await buildLandlord(t.deps);
  other = await buildLandlord(t.deps);
  admin = await buildAdmin(t.deps);
  const approvedAt = new Date();
  premium = await buildDwelling(t.deps, { owner, status: 'APPROVED', active: true, listingType: 'PREMIUM', approvedAt });
  standard = await buildDwelling(t.deps, { owner, status: 'APPROVED', active: true, approvedAt });
  rejected = await buildDwelling(t.deps, { owner, status: 'REJECTED', active: false });
  await buildDwelling(t.deps, { owner, status: 'DRAFT' });
  await t.deps.db.insert(payments).values({
    dwellingId: premium.id,
    userId: owner.id,
    product: 'PREMIUM',
    amount: 60_000,
    listPrice: 60_000,
    status: 'CAPTURED',
    capturedAmount: 60_000,
    paidBefore: 'STANDARD',
    transaction: 'pi_test_stats',
    provider: 'local',
  });

  const record = (
    d: DwellingRow,
    kind: Parameters<typeof recordDwellingEvent>[1]['kind'],
    n: number,
    key?: (i: number) => string,
  ) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => recordDwellingEvent(t.deps, { dwellingId: d.id, kind, visitorKey: key?.(i) })),
    );
  // 40 days ago: 5 clicks (2 visitors), 1 success on the premium listing
  await record(premium, 'CLICK', 5, (i) => `old-${i % 2}`);
  await record(premium, 'CONTACT_SUCCESS', 1);
  await backdate(premium.id, 40);
  // today: 10 clicks of 4 visitors (one seen before), 3 successes, 2 forbidden, 2 messages, 1 share
  await record(premium, 'CLICK', 10, (i) => (i % 4 === 0 ? 'old-0' : `new-${i % 4}`));
  await record(premium, 'CONTACT_SUCCESS', 3);
  await record(premium, 'CONTACT_FORBIDDEN', 2);
  await record(premium, 'MESSAGE', 2);
  await record(premium, 'FACEBOOK_SHARE', 1);
  await record(standard, 'CONTACT_SUCCESS', 2);
  await record(rejected, 'CLICK', 1, () => 'r');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/statistics/:landlordId/:period', () => {
  it("'me' and 'all': one row per dwelling but drafts, counts from the recorded events", async () => {
    const res = await t.api.as(owner).get('/api/statistics/me/all');
    expect(res.statusCode).toBe(200);
    const body = res.json<StatisticsReply>();
    expect(body).toMatchObject({ landlordId: owner.id, period: 'all', from: addDays(today, -40), to: today });
    expect(body.results.map((r) => r.uuid).sort()).toEqual([premium.uuid, standard.uuid, rejected.uuid].sort());
    expect(body.results.find((r) => r.uuid === premium.uuid)).toEqual({
      uuid: premium.uuid,
      address: premium.address,
      status: 'APPROVED',
      active: true,
      listed: 'PREMIUM',
      messages: 2,
      success: 4,
      forbidden: 2,
      uniqueClicks: 5,
      totalClicks: 15,
      facebook: 1,
    });
    expect(body.results.find((r) => r.uuid === rejected.uuid)).toMatchObject({
      status: 'REJECTED',
      active: false,
      totalClicks: 1,
    });
  });

  it("'7d' leaves out the events of 40 days ago; a month names its days", async () => {
    const week = (await t.api.as(owner).get(`/api/statistics/${owner.id}/7d`)).json<StatisticsReply>();
    expect(week.from).toBe(addDays(today, -6));
    expect(week.results.find((r) => r.uuid === premium.uuid)).toMatchObject({ totalClicks: 10, uniqueClicks: 3, success: 3 });
    const month = (await t.api.as(owner).get('/api/statistics/me/2024-02')).json<StatisticsReply>();
    expect(month).toMatchObject({ from: '2024-02-01', to: '2024-02-29' });
    expect(month.results.every((r) => r.totalClicks === 0)).toBe(true);
  });

  it('a landlord may not read another landlord (403); an admin may (unknown id 404); bad parts are 400', async () => {
    expect((await t.api.as(other).get(`/api/statistics/${owner.id}/all`)).statusCode).toBe(403);
    const asAdmin = await t.api.as(admin).get(`/api/statistics/${owner.id}/all`);
    expect(asAdmin.json<StatisticsReply>().results).toHaveLength(3);
    expect((await t.api.as(admin).get('/api/statistics/999999/all')).statusCode).toBe(404);
    expect((await t.api.as(owner).get('/api/statistics/me/yesterday')).statusCode).toBe(400);
    expect((await t.api.as(owner).get('/api/statistics/-1/all')).statusCode).toBe(400);
    expect((await t.api.as(owner).get('/api/statistics/me/2024-13')).statusCode).toBe(400);
    expect((await t.api.get('/api/statistics/me/all')).statusCode).toBe(401);
    expect((await t.api.as(other).get('/api/statistics/me/all')).json<StatisticsReply>().results).toEqual([]);
  });
});

describe('GET /api/statistics/:landlordId/:period/:dwellingUuid', () => {
  it('gives every day of the period with zeros, the totals and what the tier bought', async () => {
    const res = await t.api.as(owner).get(`/api/statistics/me/90d/${premium.uuid}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<DwellingStatistics>();
    expect(body.days).toHaveLength(90);
    expect(body.days[0].day).toBe(addDays(today, -89));
    expect(body.days.at(-1)).toMatchObject({ day: today, totalClicks: 10, success: 3, messages: 2 });
    expect(body.days.find((d) => d.day === addDays(today, -40))).toMatchObject({ totalClicks: 5, uniqueClicks: 2, success: 1 });
    expect(body.totals).toEqual({ messages: 2, success: 4, forbidden: 2, uniqueClicks: 5, totalClicks: 15, facebook: 1 });
    // 600 kr. paid, 4 contacts: 150 kr. per contact; the one STANDARD listing had 2 contacts
    expect(body.tierValue).toEqual({
      listingType: 'PREMIUM',
      paid: 60_000,
      contacts: 4,
      contactsPerKrone: 4 / 600,
      perContact: 15_000,
      standardListings: 1,
      standardAverage: 2,
    });
  });

  it("'all' starts at the first counted day (at least a week); another landlord's dwelling is 404", async () => {
    const all = (await t.api.as(admin).get(`/api/statistics/${owner.id}/all/${premium.uuid}`)).json<DwellingStatistics>();
    expect(all.from).toBe(addDays(today, -40));
    expect(all.days).toHaveLength(41);
    const young = (await t.api.as(owner).get(`/api/statistics/me/all/${standard.uuid}`)).json<DwellingStatistics>();
    expect(young.days).toHaveLength(7);
    expect((await t.api.as(owner).get(`/api/statistics/me/all/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await t.api.as(other).get(`/api/statistics/me/all/${premium.uuid}`)).statusCode).toBe(404);
    expect((await t.api.as(other).get(`/api/statistics/${owner.id}/all/${premium.uuid}`)).statusCode).toBe(403);
  });
});

describe('periods', () => {
  it.each([
    ['all', { from: null, to: '2026-03-10' }],
    ['7d', { from: '2026-03-04', to: '2026-03-10' }],
    ['30d', { from: '2026-02-09', to: '2026-03-10' }],
    ['2025-12', { from: '2025-12-01', to: '2025-12-31' }],
  ])('%s', (period, days) => {
    expect(periodDays(period, '2026-03-10')).toEqual(days);
  });

  it('the statistics table is one grouped read of the daily roll-up (SQL snapshot)', () => {
    expect(statisticsRowsQuery(t.deps.db, 1, '2026-01-01', '2026-01-31').toSQL()).toMatchSnapshot();
  });
});
