/**
 * Statistics at scale: the real app on a scratch PostgreSQL database
 * (`udlejning_bench_statistics` on 127.0.0.1:5432, dropped at the end).
 *  1. Seeds with generate_series SQL (not row by row): BENCH_LANDLORDS landlords (default 1,000) with
 *     10 dwellings each, 200,000 threads with BENCH_MESSAGES messages (default 1,000,000) and
 *     BENCH_EVENTS click events (default 10,000,000) over the last year, rolled up into
 *     dwelling_stats_daily as recordDwellingEvent would have.
 *  2. Click recording over HTTP: autocannon (its own process) posts BENCH_CLICKS clicks (default
 *     60,000) over BENCH_CONNECTIONS connections (default 100) to the public click beacon
 *     `POST /api/public/dwellings/:uuid/clicks` when the app has it, else to a bench-only route that
 *     calls recordDwellingEvent exactly as the beacon does. Prints events sent (2xx replies) and
 *     written (rows and daily counts), and events/s. Target ≥ 5,000/s with written = sent.
 *  3. p50/p99 over HTTP (BENCH_REQUESTS sequential requests each, default 200) of the statistics
 *     call (a landlord's table, all time and 30 days, the admin reading a landlord, and one
 *     dwelling's per-day series) and of the thread list (`GET /api/chat/threads/{id|admin}`, when
 *     the app has it). Target p99 ≤ 50 ms.
 * Exits non-zero when an event is lost. Run: `npm run bench:statistics` (BENCH_KEEP_DB=1 keeps the database).
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase, type Db } from '../apps/server/src/platform/db/client';
import { loginClaims } from '../apps/server/src/platform/auth/tokens';
import { users } from '../apps/server/src/schema/accounts.schema';
import { dwellingEventWriterStats, recordDwellingEvent } from '../apps/server/src/modules/statistics/statistics.events';
import { createScratchDatabase, dropScratchDatabase } from './lib/scratch-database.mjs';
import { REPO_ROOT } from './lib/server-process';

const DB_NAME = 'udlejning_bench_statistics';
const LANDLORDS = Number(process.env.BENCH_LANDLORDS ?? 1_000);
const PER_LANDLORD = 10;
const THREADS = 200_000;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 60_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BENCH_ROUTE = '/bench/clicks/:uuid';

const run = promisify(execFile);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await f();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Seeds landlords, dwellings, seekers, threads, messages and click events with set-based SQL. */
async function seed(db: Db) {
  console.log('seeding');
  await timed(`${LANDLORDS} landlords`, () =>
    db.execute(sql`
      insert into users (firstname, lastname, email, phone, type, role, password_hash)
      select 'Bench', 'Landlord ' || g, 'bench-' || g || '@bench.dk', '+4511223344', 'PERSONAL', 'landlord', 'x'
      from generate_series(1, ${LANDLORDS}) g`),
  );
  await timed(`${LANDLORDS * PER_LANDLORD} dwellings`, () =>
    db.execute(sql`
      insert into dwellings (user_id, status, active, listing_type, headline, location, size, type, economy, approved_at, created_at)
      select u.id,
             case when k = 9 then 'REJECTED' else 'APPROVED' end,
             k <> 8,
             (array['STANDARD', 'STANDARD', 'PLUS', 'PREMIUM'])[1 + k % 4],
             'Bench ' || u.id || '-' || k,
             jsonb_build_object('address', 'Benchvej ' || u.id || '-' || k || ', 8000 Aarhus C', 'zip', '8000', 'city', 'Aarhus C'),
             '{"rooms": 2, "area": 60}'::jsonb, '{"dwelling": "APARTMENT"}'::jsonb, '{"rent": 900000}'::jsonb,
             now() - interval '400 days', now() - interval '400 days' + k * interval '1 hour'
      from users u cross join generate_series(0, ${PER_LANDLORD - 1}) k
      where u.email like 'bench-%'`),
  );
  const seekersNeeded = Math.ceil(THREADS / (LANDLORDS * PER_LANDLORD));
  await timed(`${seekersNeeded} seekers, ${THREADS} threads`, async () => {
    await db.execute(sql`
      insert into seekers (external_id, external_from, name, email, level)
      select 'bench-' || g, 'marketplace', 'Søger ' || g, 'soeger-' || g || '@bench.dk', 'PAYING'
      from generate_series(1, ${seekersNeeded}) g`);
    await db.execute(sql`
      with d as (select array_agg(id order by id) ids, count(*)::int n from dwellings),
           s as (select array_agg(id order by id) ids from seekers where external_id like 'bench-%')
      insert into threads (dwelling_id, seeker_id, closed, unread, created_at, updated_at)
      select d.ids[1 + g % d.n], s.ids[1 + g / d.n], g % 13 = 0, g % 3 = 0,
             now() - (g % 365) * interval '1 day', now() - (g % 90) * interval '1 hour'
      from d, s, generate_series(0, ${THREADS - 1}) g`);
  });
  await timed(`${MESSAGES} messages`, async () => {
    await db.execute(sql`
      insert into messages (thread_id, text, external_from, created_at)
      select t.id, 'Hej, er boligen stadig ledig? Besked ' || m, case when m % 2 = 0 then 'LANDLORD' else 'SEEKER' end,
             t.created_at + m * interval '1 hour'
      from threads t cross join generate_series(1, ${Math.round(MESSAGES / THREADS)}) m`);
    await db.execute(sql`
      update threads t set latest_text = 'Hej, er boligen stadig ledig?', latest_from = 'SEEKER', latest_at = t.updated_at`);
  });
  await timed(`${EVENTS} click events`, () =>
    db.execute(sql`
      with d as (select array_agg(id order by id) ids, count(*)::int n from dwellings)
      insert into dwelling_events (dwelling_id, kind, visitor_key, occurred_at)
      select d.ids[1 + g % d.n], 'CLICK', 'v' || (g % 40000), now() - ((g / d.n) % 365) * interval '1 day'
      from d, generate_series(0, ${EVENTS - 1}) g`),
  );
  await timed('daily roll-up', () =>
    db.execute(sql`
      insert into dwelling_stats_daily (dwelling_id, day, total_clicks, unique_clicks, contact_success, contact_forbidden, messages, facebook)
      select dwelling_id, (occurred_at at time zone 'Europe/Copenhagen')::date, count(*), count(*) / 3,
             count(*) / 20, count(*) / 50, count(*) / 25, count(*) / 100
      from dwelling_events group by 1, 2`),
  );
  await timed('analyze', () => db.execute(sql`analyze`));
}

type ClickRun = { sent: number; non2xx: number; errors: number; seconds: number };

/** autocannon in its own process: POSTs CLICKS times to `url` over CONNECTIONS connections (every reply awaited). */
async function postClicks(url: string): Promise<ClickRun> {
  const bin = path.join(REPO_ROOT, 'node_modules/autocannon/autocannon.js');
  const args = [bin, '-c', String(CONNECTIONS), '-a', String(CLICKS), '-m', 'POST', '-t', '30', '-j', url];
  const started = Date.now();
  const { stdout } = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const seconds = (Date.now() - started) / 1000;
  const report = JSON.parse(stdout) as { requests: { total: number }; non2xx: number; errors: number; '2xx': number };
  return { sent: report['2xx'], non2xx: report.non2xx, errors: report.errors, seconds };
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

/** A route that records a click exactly as the public beacon does (used while the beacon is not on this branch). */
function addBenchClickRoute(app: FastifyInstance, db: Db) {
  let n = 0;
  const ids = new Map<string, number>();
  app.post<{ Params: { uuid: string } }>(BENCH_ROUTE, async (req, reply) => {
    let id = ids.get(req.params.uuid);
    if (id === undefined) {
      const res = await db.execute<{ id: number }>(sql`select id from dwellings where uuid = ${req.params.uuid}`);
      id = res.rows[0].id;
      ids.set(req.params.uuid, id);
    }
    n += 1;
    await recordDwellingEvent({ db }, { dwellingId: id, kind: 'CLICK', visitorKey: `bench-${n % 5000}` });
    return reply.status(204).send();
  });
}

async function main() {
  const url = await createScratchDatabase(DB_NAME);
  if (!url) throw new Error('PostgreSQL on 127.0.0.1:5432 is not reachable');
  const database = await openDatabase({ url, pgliteDir: '' });
  let lost = false;
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
    const hasBeacon = app.hasRoute({ method: 'POST', url: '/api/public/dwellings/:uuid/clicks' });
    if (!hasBeacon) addBenchClickRoute(app, database.db);
    const hasThreads = app.hasRoute({ method: 'GET', url: '/api/chat/threads/:id' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    const [landlord] = await database.db
      .execute<{ id: number; token_version: number }>(sql`select id, token_version from users where email = 'bench-500@bench.dk'`)
      .then((r) => r.rows);
    const [admin] = await database.db
      .insert(users)
      .values({
        firstname: 'Bench',
        lastname: 'Admin',
        email: 'admin@bench.dk',
        phone: '+4511223344',
        type: 'PERSONAL',
        role: 'admin',
        passwordHash: 'x',
      })
      .returning();
    const landlordToken = await deps.tokens.sign('login', loginClaims(landlord.id, landlord.token_version));
    const adminToken = await deps.tokens.sign('login', loginClaims(admin.id, admin.tokenVersion));
    const [target] = await database.db
      .execute<{ id: number; uuid: string }>(
        sql`select id, uuid from dwellings where user_id = ${landlord.id} and status = 'APPROVED' and active order by id limit 1`,
      )
      .then((r) => r.rows);

    // --- 2. click recording over HTTP
    const before = await database.db.execute<{ events: number; clicks: number }>(sql`
      select (select count(*)::int from dwelling_events where dwelling_id = ${target.id}) as events,
             (select coalesce(sum(total_clicks), 0)::int from dwelling_stats_daily where dwelling_id = ${target.id}) as clicks`);
    const beaconUrl = hasBeacon ? `${base}/api/public/dwellings/${target.uuid}/clicks` : `${base}/bench/clicks/${target.uuid}`;
    const writer0 = dwellingEventWriterStats(database.db);
    const clicks = await postClicks(beaconUrl);
    const writer1 = dwellingEventWriterStats(database.db);
    const after = await database.db.execute<{ events: number; clicks: number }>(sql`
      select (select count(*)::int from dwelling_events where dwelling_id = ${target.id}) as events,
             (select coalesce(sum(total_clicks), 0)::int from dwelling_stats_daily where dwelling_id = ${target.id}) as clicks`);
    const written = after.rows[0].events - before.rows[0].events;
    const counted = after.rows[0].clicks - before.rows[0].clicks;
    lost = written !== clicks.sent || counted !== clicks.sent;
    const batches = writer1.batches - writer0.batches;
    console.log(
      `\nclick recording over HTTP (${hasBeacon ? 'POST /api/public/dwellings/:uuid/clicks' : `bench route ${BENCH_ROUTE} → recordDwellingEvent`}, ${CLICKS} clicks over ${CONNECTIONS} connections in ${clicks.seconds.toFixed(1)} s, ${EVENTS.toLocaleString('en')} events already stored)`,
    );
    console.log(`  sent (2xx): ${clicks.sent}, non-2xx: ${clicks.non2xx}, errors: ${clicks.errors}`);
    console.log(`  written: ${written} event rows, ${counted} in the daily counts ${lost ? '— EVENTS LOST' : '(none lost)'}`);
    console.log(
      `  rate: ${Math.round(written / clicks.seconds)} events/s written (wall clock, autocannon start to last reply); ${batches} transactions, ${(written / Math.max(1, batches)).toFixed(1)} events per transaction on average, largest ${writer1.largest}`,
    );

    // --- 3. p99 of the reads
    console.log(
      `\nlatency over HTTP (${REQUESTS} sequential requests each; ${MESSAGES.toLocaleString('en')} messages, ${EVENTS.toLocaleString('en')} clicks seeded)`,
    );
    const cases: [string, string, string][] = [
      ['statistics, landlord, all time', `/api/statistics/me/all`, landlordToken],
      ['statistics, landlord, 30 days', `/api/statistics/me/30d`, landlordToken],
      ['statistics, admin reads a landlord', `/api/statistics/${landlord.id}/all`, adminToken],
      ['statistics, one dwelling per day (90 days)', `/api/statistics/me/90d/${target.uuid}`, landlordToken],
      ['statistics, one dwelling per day (all, 366 days)', `/api/statistics/me/all/${target.uuid}`, landlordToken],
    ];
    if (hasThreads) {
      cases.push(['thread list, landlord', `/api/chat/threads/${landlord.id}`, landlordToken]);
      cases.push(['thread list, admin (all threads)', `/api/chat/threads/admin`, adminToken]);
      cases.push(['thread list, admin, sorted by address', `/api/chat/threads/admin?sortBy=address&sortDir=asc`, adminToken]);
    } else
      console.log(
        "  thread list: GET /api/chat/threads/:id is not on this branch (messages are helper A's); measured after the merge",
      );
    for (const [label, path, token] of cases) {
      const r = await latency(base, path, token);
      console.log(
        `  ${label.padEnd(48)} p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)} ${r.p99 <= 50 ? '' : '(over 50 ms)'}`,
      );
    }
    await app.close();
  } finally {
    await database.close();
    // BENCH_KEEP_DB=1 leaves the seeded database for EXPLAIN ANALYZE (psql -h 127.0.0.1 -U postgres udlejning_bench_statistics)
    if (process.env.BENCH_KEEP_DB !== '1') await dropScratchDatabase(DB_NAME);
  }
  if (lost) {
    console.error('events were lost');
    process.exit(1);
  }
}

await main();
