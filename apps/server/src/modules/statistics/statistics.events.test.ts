/**
 * recordDwellingEvent under concurrency (docs/architecture.md "Statistics": counts come from recorded events and stay
 * exact under concurrent clicks): thousands of events in flight at once, from one writer and from
 * two app instances on the same database, end as exactly that many rows and counts; a bad event in
 * a batch fails alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildLandlord } from '../../test/factories';
import { buildDwelling } from '../dwellings/dwellings.test-support';
import { reopenTestDatabase } from '../../test/test-db';
import { dwellingEventWriterStats, recordDwellingEvent, type DwellingEventInput } from './statistics.events';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function totals(dwellingId: number) {
  const res = await t.deps.db.execute<Record<string, number>>(sql`
    select coalesce(sum(total_clicks), 0)::int as "totalClicks", coalesce(sum(unique_clicks), 0)::int as "uniqueClicks",
           coalesce(sum(messages), 0)::int as messages, coalesce(sum(contact_success), 0)::int as success,
           coalesce(sum(contact_forbidden), 0)::int as forbidden, coalesce(sum(facebook), 0)::int as facebook,
           (select count(*)::int from dwelling_events where dwelling_id = ${dwellingId}) as events,
           (select count(*)::int from dwelling_visitors where dwelling_id = ${dwellingId}) as visitors
    from dwelling_stats_daily where dwelling_id = ${dwellingId}`);
  return res.rows[0];
}

describe('recordDwellingEvent', () => {
  it('4,000 concurrent events of every kind are all written, in batches, and counted exactly', async () => {
    const owner = await buildLandlord(t.deps);
    const a = await buildDwelling(t.deps, { owner, status: 'APPROVED' });
    const b = await buildDwelling(t.deps, { owner, status: 'APPROVED' });
    const before = dwellingEventWriterStats(t.deps.db);
    const events: DwellingEventInput[] = [];
    for (let i = 0; i < 4000; i += 1) {
      const d = i % 2 === 0 ? a : b;
      // 250 visitors per dwelling, each clicking several times
      if (i % 5 < 3) events.push({ dwellingId: d.id, kind: 'CLICK', visitorKey: `v${i % 250}` });
      else if (i % 5 === 3) events.push({ dwellingId: d.id, kind: i % 10 === 3 ? 'CONTACT_SUCCESS' : 'CONTACT_FORBIDDEN' });
      else events.push({ dwellingId: d.id, kind: i % 10 === 4 ? 'MESSAGE' : 'FACEBOOK_SHARE' });
    }
    const results = await Promise.all(events.map((e) => recordDwellingEvent(t.deps, e)));
    const after = dwellingEventWriterStats(t.deps.db);
    // grouped: far fewer transactions than events
    expect(after.events - before.events).toBe(4000);
    expect(after.batches - before.batches).toBeLessThan(100);

    for (const d of [a, b]) {
      const mine = events.map((e, i) => ({ e, r: results[i] })).filter((x) => x.e.dwellingId === d.id);
      const clicks = mine.filter((x) => x.e.kind === 'CLICK');
      const visitors = new Set(clicks.map((x) => x.e.visitorKey)).size;
      const count = (kind: string) => mine.filter((x) => x.e.kind === kind).length;
      expect(await totals(d.id)).toEqual({
        totalClicks: clicks.length,
        uniqueClicks: visitors,
        messages: count('MESSAGE'),
        success: count('CONTACT_SUCCESS'),
        forbidden: count('CONTACT_FORBIDDEN'),
        facebook: count('FACEBOOK_SHARE'),
        events: 2000,
        visitors,
      });
      // each visitor's first click, and only that one, came back unique
      expect(clicks.filter((x) => x.r.unique).length).toBe(visitors);
    }
  });

  it('two servers on one database recording the same visitors concurrently count each visitor once', async () => {
    const owner = await buildLandlord(t.deps);
    const d = await buildDwelling(t.deps, { owner, status: 'APPROVED' });
    const second = await reopenTestDatabase(t.database);
    try {
      const fire = (db: typeof t.deps.db) =>
        Array.from({ length: 1500 }, (_, i) =>
          recordDwellingEvent({ db }, { dwellingId: d.id, kind: 'CLICK', visitorKey: `k${i % 300}` }),
        );
      const results = await Promise.all([...fire(t.deps.db), ...fire(second.db)]);
      expect(await totals(d.id)).toMatchObject({ totalClicks: 3000, uniqueClicks: 300, events: 3000, visitors: 300 });
      expect(results.filter((r) => r.unique).length).toBe(300);
    } finally {
      await second.close();
    }
  });

  it('an event for an unknown dwelling fails alone; the others of its batch are written', async () => {
    const owner = await buildLandlord(t.deps);
    const d = await buildDwelling(t.deps, { owner, status: 'APPROVED' });
    const outcomes = await Promise.allSettled([
      recordDwellingEvent(t.deps, { dwellingId: d.id, kind: 'CLICK', visitorKey: 'x' }),
      recordDwellingEvent(t.deps, { dwellingId: 2_000_000_000, kind: 'CLICK', visitorKey: 'x' }),
      recordDwellingEvent(t.deps, { dwellingId: d.id, kind: 'MESSAGE' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await totals(d.id)).toMatchObject({ totalClicks: 1, uniqueClicks: 1, messages: 1, events: 2 });
  });
});
