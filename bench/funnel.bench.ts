/**
 * The statistics' let funnel at scale (docs/architecture.md "Statistics", the let funnel): the real app on a
 * scratch PostgreSQL database (`udlejning_bench_funnel` on 127.0.0.1:5432, dropped at the end).
 *  1. Seeds with generate_series SQL, as bench/viewings.bench.ts: BENCH_LISTINGS approved PLUS listings
 *     (default 100,000; 10 per landlord) plus one landlord with 1,000 more, a captured payment each,
 *     4 viewing slots per listing from 60 days ago to 60 days ahead, BENCH_BOOKINGS bookings (default
 *     1,000,000) created over the last 90 days (each slot's seats and each day's bookings counted as the
 *     booking call counts them), 2 threads per listing over the last year, 10 days of dwelling_stats_daily
 *     per listing and a let for every fifth listing; then VACUUM ANALYZE, as autovacuum would have.
 *  2. p50/p99 over HTTP (BENCH_REQUESTS sequential requests each, default 200) of
 *     `GET /api/statistics/funnel/{landlordId}/{period}` for a 10-listing landlord ('all', '30d') and for
 *     the 1,000-listing landlord ('all'). Target p99 ≤ 50 ms. Prints the plan of the 10-listing call.
 * Run: `npm run bench:funnel` (BENCH_KEEP_DB=1 keeps the database).
 */
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase, type Db } from '../apps/server/src/platform/db/client';
import { loginClaims } from '../apps/server/src/platform/auth/tokens';
import { findFunnelDwellings, funnelCountsQuery } from '../apps/server/src/modules/statistics/statistics.funnel.repository';
import { createScratchDatabase, dropScratchDatabase } from './lib/scratch-database.mjs';

const DB_NAME = 'udlejning_bench_funnel';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SEEKERS = 100_000;
const SLOTS_PER_LISTING = 4;
const BIG = 1_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await f();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Landlords, listings, payments, seekers, slots, bookings, threads, daily counts and lets, set-based. */
async function seed(db: Db) {
  console.log('seeding');
  const landlords = Math.ceil(LISTINGS / 10);
  await timed(`${landlords + 1} landlords`, () =>
    db.execute(sql`
      insert into users (firstname, lastname, email, phone, type, role, password_hash)
      select 'Bench', 'Landlord ' || g, 'bench-' || g || '@bench.dk', '+4511223344', 'PERSONAL', 'landlord', 'x'
      from generate_series(0, ${landlords}) g`),
  );
  await timed(`${LISTINGS + BIG} listings`, () =>
    db.execute(sql`
      insert into dwellings (user_id, status, active, listing_type, headline, location, size, type, economy, approved_at, created_at)
      select u.id, 'APPROVED', true, 'PLUS', 'Bench ' || u.id || '-' || k,
             jsonb_build_object('address', 'Benchvej ' || u.id || '-' || k || ', 8000 Aarhus C', 'zip', '8000', 'city', 'Aarhus C'),
             '{"rooms": 2, "area": 60}'::jsonb, '{"dwelling": "APARTMENT"}'::jsonb, '{"rent": 900000}'::jsonb,
             now() - interval '120 days', now() - interval '120 days'
      from users u cross join generate_series(0, ${BIG - 1}) k
      where u.email like 'bench-%' and (k < 10 or u.email = 'bench-0@bench.dk')`),
  );
  await timed('payments', () =>
    db.execute(sql`
      insert into payments (dwelling_id, user_id, provider, transaction, product, paid_before, list_price, amount, status, captured_amount)
      select id, user_id, 'local', 'bench-' || id, 'PLUS', 'STANDARD', 37500, 37500, 'CAPTURED', 37500 from dwellings`),
  );
  await timed(`${SEEKERS} seekers`, () =>
    db.execute(sql`
      insert into seekers (external_id, external_from, name, email, level)
      select 'bench-' || g, 'marketplace', 'Søger ' || g, 'soeger-' || g || '@bench.dk', 'PAYING'
      from generate_series(1, ${SEEKERS}) g`),
  );
  await timed('slots', () =>
    db.execute(sql`
      insert into viewing_slots (dwelling_id, starts_at, duration_minutes, capacity, created_at)
      select d.id, date_trunc('hour', now()) + ((d.id + k * 31) % 120 - 60) * interval '1 day' + (16 + k) * interval '1 hour', 30, 10, now()
      from dwellings d cross join generate_series(0, ${SLOTS_PER_LISTING - 1}) k`),
  );
  const listings = LISTINGS + BIG;
  const perSlot = Math.ceil(BOOKINGS / (listings * SLOTS_PER_LISTING));
  await timed(`${BOOKINGS} bookings`, () =>
    db.execute(sql`
      with s as (select array_agg(id order by id) ids from seekers where external_id like 'bench-%'),
           slots as (select id, row_number() over (order by id) n from viewing_slots)
      insert into viewing_bookings (slot_id, seeker_id, state, created_at)
      select slots.id, s.ids[1 + ((slots.n * 7 + b * 9973) % ${SEEKERS})], case when b % 7 = 6 then 'CANCELLED' else 'BOOKED' end,
             now() - ((slots.n + b) % 90) * interval '1 day'
      from slots, s, generate_series(0, ${perSlot - 1}) b
      where (slots.n - 1) * ${perSlot} + b < ${BOOKINGS}`),
  );
  await timed('seats taken', () =>
    db.execute(sql`
      update viewing_slots v set booked = c.n
      from (select slot_id, count(*)::int n from viewing_bookings where state = 'BOOKED' group by slot_id) c
      where c.slot_id = v.id`),
  );
  await timed('threads', () =>
    db.execute(sql`
      with s as (select array_agg(id order by id) ids from seekers where external_id like 'bench-%')
      insert into threads (dwelling_id, seeker_id, created_at, updated_at)
      select d.id, s.ids[1 + ((d.id * 2 + k) % ${SEEKERS})], now() - ((d.id + k * 97) % 365) * interval '1 day', now()
      from dwellings d, s, generate_series(0, 1) k`),
  );
  await timed('daily counts', () =>
    db.execute(sql`
      insert into dwelling_stats_daily (dwelling_id, day, unique_clicks, total_clicks)
      select d.id, (now() at time zone 'Europe/Copenhagen')::date - ((d.id + k * 11) % 200), 1 + k % 3, 2 + k
      from dwellings d cross join generate_series(0, 9) k
      on conflict do nothing`),
  );
  await timed('daily bookings', () =>
    // as the booking call counts them (and migration 0031 counted the older ones)
    db.execute(sql`
      insert into dwelling_stats_daily (dwelling_id, day, viewings_booked)
      select s.dwelling_id, (b.created_at at time zone 'Europe/Copenhagen')::date, count(*)::int
      from viewing_bookings b join viewing_slots s on s.id = b.slot_id group by 1, 2
      on conflict (dwelling_id, day) do update set viewings_booked = excluded.viewings_booked`),
  );
  await timed('lets', () =>
    db.execute(sql`
      insert into dwelling_lets (dwelling_id, let_at)
      select id, now() - (id % 100) * interval '1 day' from dwellings where id % 5 = 0`),
  );
  // a steady state: autovacuum has set the visibility map and the statistics
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}

/** p50/p99 of REQUESTS sequential GETs of `url`. */
async function latency(base: string, url: string, token: string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const res = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function main() {
  const url = await createScratchDatabase(DB_NAME);
  if (!url) throw new Error('PostgreSQL on 127.0.0.1:5432 is not reachable');
  const database = await openDatabase({ url, pgliteDir: '' });
  let over = false;
  try {
    await database.migrate();
    await seed(database.db);
    const env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/udlejning-bench',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'silent',
    });
    const deps = createDeps(env, database.db, pino({ level: 'silent' }));
    const app = await buildApp(deps, { serveWeb: false });
    const base = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
    const landlord = async (email: string) => {
      const [u] = (
        await database.db.execute<{ id: number; token_version: number }>(
          sql`select id, token_version from users where email = ${email}`,
        )
      ).rows;
      return { id: u!.id, token: await deps.tokens.sign('login', loginClaims(u!.id, u!.token_version)) };
    };
    const small = await landlord('bench-500@bench.dk');
    const big = await landlord('bench-0@bench.dk');

    const plan = await database.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, buffers) ${funnelCountsQuery(database.db, small.id, { from: null, to: '2999-12-31', now: new Date() }).getSQL()}`,
    );
    console.log('\nplan of the funnel counts (10-listing landlord, all):');
    for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);

    console.log(
      `\nGET /api/statistics/funnel (${REQUESTS} sequential requests; ${(LISTINGS + BIG).toLocaleString('en')} listings, ${BOOKINGS.toLocaleString('en')} bookings)`,
    );
    const cases: [string, string, string][] = [
      ['10 listings, all', `/api/statistics/funnel/me/all`, small.token],
      ['10 listings, 30d', `/api/statistics/funnel/me/30d`, small.token],
      [`${BIG} listings, all`, `/api/statistics/funnel/me/all`, big.token],
    ];
    for (const [label, path, token] of cases) {
      const r = await latency(base, path, token);
      over ||= label.startsWith('10 ') && r.p99 > 50;
      console.log(
        `  ${label.padEnd(24)} p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)} ${r.p99 <= 50 ? '' : '(over 50 ms)'}`,
      );
    }
    // where the big landlord's call spends its time: each query alone, in this process (p50 of 50)
    const p50Of = async (run: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 50; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      return percentile(
        times.sort((a, b) => a - b),
        50,
      )!;
    };
    const range = { from: null, to: '2999-12-31', now: new Date() };
    const countsMs = await p50Of(() => funnelCountsQuery(database.db, big.id, range));
    const dwellingsMs = await p50Of(() => findFunnelDwellings(database.db, big.id));
    const reply = await fetch(`${base}/api/statistics/funnel/me/all`, { headers: { authorization: `Bearer ${big.token}` } });
    const bytes = (await reply.arrayBuffer()).byteLength;
    console.log(
      `  ${BIG} listings, all: counts query p50 ${ms(countsMs)}, listings query p50 ${ms(dwellingsMs)} (run side by side), reply ${(bytes / 1024).toFixed(0)} KiB`,
    );
    await app.close();
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DB !== '1') await dropScratchDatabase(DB_NAME);
  }
  if (over) process.exitCode = 1;
}
await main();
