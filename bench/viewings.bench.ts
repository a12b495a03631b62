/**
 * Viewings at scale (docs/architecture.md "Viewings"): the real app on a scratch PostgreSQL database
 * (`udlejning_bench_viewings` on 127.0.0.1:5432, dropped at the end).
 *  1. Seeds with generate_series SQL: BENCH_LISTINGS approved PREMIUM listings (default 100,000; 10 per
 *     landlord), 4 slots per listing (capacity 10) and BENCH_BOOKINGS bookings (default 1,000,000) over
 *     100,000 seekers, with `booked` counted as the bookings are.
 *  2. The booking call over HTTP (`POST /api/public/viewings/:id/bookings`, seeker sessions): BENCH_BOOKERS
 *     concurrent bookers (default 20) book BENCH_CALLS seats (default 2,000) (a) spread over 200 open
 *     slots and (b) all on one open house of that many seats (one row lock). Prints p50/p99 and the
 *     refusals; the seats taken must equal the 201s. Target p99 ≤ 50 ms. Besides the closed loops: (c) waves,
 *     BOOKERS calls at the same moment, and (d) people, BOOKERS bookers each pausing BENCH_THINK_MS on average
 *     (default 1,000 ms) before each of BENCH_PEOPLE_CALLS bookings (default 1,000).
 *  3. The baseline, measured in the same run at the same concurrency (the machine is shared, so only the
 *     ratio to it compares across runs): the seeker's authenticated GET of a listing's viewing times
 *     (`GET /api/public/dwellings/:uuid/viewings`: session check, seeker, listing, slots).
 * Per case it also prints the statements and commits per call and the pool waits (pg's Client.query and
 * Pool.connect counted in this process; the app and the bench share it).
 * Run: `npm run bench:viewings` (BENCH_KEEP_DB=1 keeps the database; BENCH_LISTINGS/BENCH_BOOKINGS scale it down).
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/boot';
import { appJobs } from '../apps/server/src/jobs';
import { createJobQueue } from '../apps/server/src/platform/jobs/queue';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase, type Db } from '../apps/server/src/platform/db/client';
import { createScratchDatabase, dropScratchDatabase } from './lib/scratch-database.mjs';

const DB_NAME = 'udlejning_bench_viewings';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const BOOKERS = Number(process.env.BENCH_BOOKERS ?? 20);
const CALLS = Number(process.env.BENCH_CALLS ?? 2_000);
// people booking at their own pace: a pause of THINK_MS on average (exponential) before each call
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1_000);
const PEOPLE_CALLS = Number(process.env.BENCH_PEOPLE_CALLS ?? 1_000);
const SEEKERS = 100_000;
const SLOTS_PER_LISTING = 4;

/** What the pool did during one case: statements, commits, and how long checkouts waited (ms). */
const counters = { statements: 0, commits: 0, waits: [] as number[] };
function countPgCalls() {
  type Query = (this: pg.Client, ...args: unknown[]) => unknown;
  const query = pg.Client.prototype.query as unknown as Query;
  (pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
    counters.statements++;
    const q = args[0];
    const text = typeof q === 'string' ? q : (q as { text?: string } | null)?.text;
    // a commit: an explicit one, or a write outside begin … commit (its own, implicit)
    const inTx = (this as unknown as { benchInTx?: boolean }).benchInTx === true;
    if (text && /^\s*begin\b/i.test(text)) (this as unknown as { benchInTx?: boolean }).benchInTx = true;
    else if (text && /^\s*(commit|rollback)\b/i.test(text)) (this as unknown as { benchInTx?: boolean }).benchInTx = false;
    if (text && (/^\s*commit\b/i.test(text) || (!inTx && /^\s*(insert|update|delete|with)\b/i.test(text)))) counters.commits++;
    return query.apply(this, args);
  };
  type Connect = (this: pg.Pool, cb?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => unknown;
  const connect = pg.Pool.prototype.connect as unknown as Connect;
  (pg.Pool.prototype as unknown as { connect: Connect }).connect = function (this: pg.Pool, cb) {
    const started = performance.now();
    if (cb)
      return connect.call(this, (err, client, done) => {
        counters.waits.push(performance.now() - started);
        cb(err, client, done);
      });
    return (connect.call(this) as Promise<pg.PoolClient>).then((client) => {
      counters.waits.push(performance.now() - started);
      return client;
    });
  };
}
countPgCalls();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed<T>(label: string, f: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await f();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Landlords, listings, seekers, slots and bookings with set-based SQL. */
async function seed(db: Db) {
  console.log('seeding');
  const landlords = Math.ceil(LISTINGS / 10);
  await timed(`${landlords} landlords`, () =>
    db.execute(sql`
      insert into users (firstname, lastname, email, phone, type, role, password_hash)
      select 'Bench', 'Landlord ' || g, 'bench-' || g || '@bench.dk', '+4511223344', 'PERSONAL', 'landlord', 'x'
      from generate_series(1, ${landlords}) g`),
  );
  await timed(`${LISTINGS} listings`, () =>
    db.execute(sql`
      insert into dwellings (user_id, status, active, listing_type, headline, location, size, type, economy, approved_at, created_at)
      select u.id, 'APPROVED', true, 'PREMIUM', 'Bench ' || u.id || '-' || k,
             jsonb_build_object('address', 'Benchvej ' || u.id || '-' || k || ', 8000 Aarhus C', 'zip', '8000', 'city', 'Aarhus C'),
             '{"rooms": 2, "area": 60}'::jsonb, '{"dwelling": "APARTMENT"}'::jsonb, '{"rent": 900000}'::jsonb, now(), now()
      from users u cross join generate_series(0, 9) k
      where u.email like 'bench-%'`),
  );
  await timed(`${SEEKERS} seekers`, () =>
    db.execute(sql`
      insert into seekers (external_id, external_from, name, email, level)
      select 'bench-' || g, 'marketplace', 'Søger ' || g, 'soeger-' || g || '@bench.dk', 'PAYING'
      from generate_series(1, ${SEEKERS}) g`),
  );
  await timed(`${LISTINGS * SLOTS_PER_LISTING} slots`, () =>
    db.execute(sql`
      insert into viewing_slots (dwelling_id, starts_at, duration_minutes, capacity, created_at)
      select d.id, date_trunc('hour', now()) + (1 + (d.id + k) % 60) * interval '1 day' + (16 + k) * interval '1 hour', 30, 10, now()
      from dwellings d cross join generate_series(0, ${SLOTS_PER_LISTING - 1}) k`),
  );
  const perSlot = Math.ceil(BOOKINGS / (LISTINGS * SLOTS_PER_LISTING));
  await timed(`${BOOKINGS} bookings`, async () => {
    await db.execute(sql`
      with s as (select array_agg(id order by id) ids from seekers where external_id like 'bench-%'),
           slots as (select id, row_number() over (order by id) n from viewing_slots)
      insert into viewing_bookings (slot_id, seeker_id, state, created_at)
      select slots.id, s.ids[1 + ((slots.n * 7 + b * 9973) % ${SEEKERS})], 'BOOKED', now()
      from slots, s, generate_series(0, ${perSlot - 1}) b
      where (slots.n - 1) * ${perSlot} + b < ${BOOKINGS}`);
    await db.execute(sql`
      update viewing_slots v set booked = c.n
      from (select slot_id, count(*)::int n from viewing_bookings group by slot_id) c
      where c.slot_id = v.id`);
  });
  await timed('analyze', () => db.execute(sql`analyze`));
}

/** A signed-in seeker's cookie for each of `count` seekers (sessions inserted in one statement). */
async function sessions(db: Db, deps: ReturnType<typeof createDeps>, count: number, offset: number): Promise<string[]> {
  const rows = await db.execute<{ id: string; uuid: string }>(sql`
    insert into seeker_sessions (seeker_id, link_hash, expires_at)
    select id, 'bench-' || id || '-' || ${offset}, now() + interval '1 day'
    from seekers where external_id like 'bench-%' order by id offset ${offset} limit ${count}
    returning id, (select uuid from seekers where seekers.id = seeker_sessions.seeker_id) as uuid`);
  return Promise.all(
    rows.rows.map(async (r) => `useeker=${await deps.tokens.sign('seeker-session', { sub: r.uuid, sid: r.id }, 86_400)}`),
  );
}

/** How the worker sends the calls (bench/lib/http-load-worker.mjs): closed loops by default. */
type LoadMode = { waves?: boolean; thinkMs?: number };

type Result = { p50: number; p99: number; statuses: Map<number, number>; perCall: string };

/**
 * The calls (a booking, or a GET of `path`) from a worker thread: BOOKERS concurrent closed loops, or with `waves`
 * BOOKERS calls sent at once and the next wave when all answered; each call's latency and the pool's work per call.
 */
async function book(
  base: string,
  calls: { cookie: string; slotId?: string; path?: string }[],
  bookers = BOOKERS,
  mode: LoadMode = {},
): Promise<Result> {
  counters.statements = 0;
  counters.commits = 0;
  counters.waits = [];
  // the client's loops run in a worker thread, so they do not take the app's event loop (bench/lib/http-load-worker.mjs)
  const worker = new Worker(new URL('./lib/http-load-worker.mjs', import.meta.url), {
    workerData: { base, calls, bookers, ...mode },
  });
  const [reply] = (await once(worker, 'message')) as [{ times: number[]; statuses: [number, number][] }];
  await worker.terminate();
  const times = reply.times;
  const statuses = new Map(reply.statuses);
  times.sort((a, b) => a - b);
  const waits = counters.waits.sort((a, b) => a - b);
  const perCall = `${(counters.statements / calls.length).toFixed(1)} statements, ${(counters.commits / calls.length).toFixed(1)} commits, pool wait p50/p99 ${percentile(waits, 50)?.toFixed(1)}/${percentile(waits, 99)?.toFixed(1)} ms`;
  return { p50: percentile(times, 50)!, p99: percentile(times, 99)!, statuses, perCall };
}

async function main() {
  const url = await createScratchDatabase(DB_NAME);
  if (!url) throw new Error('PostgreSQL on 127.0.0.1:5432 is not reachable');
  const database = await openDatabase({ url, pgliteDir: '' });
  let wrong = false;
  try {
    await database.migrate();
    await seed(database.db);
    const env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/udlejning-bench',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      LOG_LEVEL: 'silent',
    });
    // the job queue as the server has it (main.ts), so each mail the booking queues inserts its job too; its
    // workers stay off, so no mail is rendered or sent during the measurement
    const log = pino({ level: 'silent' });
    const jobs = createJobQueue(database.db, log);
    const deps = createDeps(env, database.db, log, { jobs });
    await jobs.start(appJobs(deps), { work: false });
    const app = await buildApp(deps, { serveWeb: false });
    const base = await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });

    // (a) spread: 200 open slots of 10 seats each on fresh listings' empty slots
    const open = await database.db.execute<{ id: string }>(sql`
      select id from viewing_slots where booked = 0 order by id limit 200`);
    const spreadSlots = open.rows.length
      ? open.rows.map((r) => r.id)
      : (
          await database.db.execute<{ id: string }>(sql`
            insert into viewing_slots (dwelling_id, starts_at, duration_minutes, capacity)
            select id, now() + interval '3 days', 30, 10 from dwellings order by id limit 200 returning id`)
        ).rows.map((r) => r.id);
    const spreadCookies = await sessions(database.db, deps, CALLS, 0);
    // the baseline: the seeker's authenticated GET of those listings' viewing times, same concurrency
    const pages = (
      await database.db.execute<{ uuid: string }>(sql`
        select d.uuid from viewing_slots v join dwellings d on d.id = v.dwelling_id
        where v.id in (${sql.join(
          spreadSlots.map((id) => sql`${id}`),
          sql`, `,
        )})`)
    ).rows.map((r) => `/api/public/dwellings/${r.uuid}/viewings`);
    const baseline = await book(
      base,
      spreadCookies.map((cookie, i) => ({ cookie, path: pages[i % pages.length]! })),
    );
    const baselineSingle = await book(
      base,
      spreadCookies.slice(0, 200).map((cookie, i) => ({ cookie, path: pages[i % pages.length]! })),
      1,
    );
    const spread = await book(
      base,
      spreadCookies.map((cookie, i) => ({ cookie, slotId: spreadSlots[i % spreadSlots.length]! })),
    );
    /**
     * A load `mode` twice on fresh seekers: their GETs of viewing times (the baseline), then their bookings on 200
     * open slots from `slotOffset` (`count` calls each; the seekers' sessions from `sessionOffset`).
     */
    const againstBaseline = async (mode: LoadMode, count: number, slotOffset: number, sessionOffset: number) => {
      const slots = (
        await database.db.execute<{ id: string }>(
          sql`select id from viewing_slots where booked = 0 order by id offset ${slotOffset} limit 200`,
        )
      ).rows.map((r) => r.id);
      const cookies = await sessions(database.db, deps, count, sessionOffset);
      const gets = await book(
        base,
        cookies.map((cookie, i) => ({ cookie, path: pages[i % pages.length]! })),
        BOOKERS,
        mode,
      );
      const bookings = await book(
        base,
        cookies.map((cookie, i) => ({ cookie, slotId: slots[i % slots.length]! })),
        BOOKERS,
        mode,
      );
      return [gets, bookings] as const;
    };
    // (a'') waves: BOOKERS bookers press "Book" at the same moment, the next wave once all are answered
    const [baselineWaves, waves] = await againstBaseline({ waves: true }, CALLS, 400, CALLS + 1_500);
    // (a''') people: BOOKERS bookers at their own pace (a pause of THINK_MS on average before each call)
    const [baselinePeople, people] = await againstBaseline({ thinkMs: THINK_MS }, PEOPLE_CALLS, 600, CALLS * 2 + 1_500);
    const singleSlots = (
      await database.db.execute<{ id: string }>(
        sql`select id from viewing_slots where booked = 0 order by id offset 200 limit 200`,
      )
    ).rows.map((r) => r.id);
    // (a') the same, one booker at a time: the cost of one call without queueing
    const single = await book(
      base,
      (await sessions(database.db, deps, 200, CALLS + 1_000)).map((cookie, i) => ({
        cookie,
        slotId: singleSlots[i % singleSlots.length]!,
      })),
      1,
    );
    // (b) one open house: every booker on one row lock
    const house = await database.db.execute<{ id: string }>(sql`
      insert into viewing_slots (dwelling_id, starts_at, duration_minutes, capacity)
      select id, now() + interval '2 days', 120, 50 from dwellings order by id desc limit 1 returning id`);
    const houseId = house.rows[0]!.id;
    const houseCookies = await sessions(database.db, deps, Math.min(CALLS, 1_000), CALLS);
    const contended = await book(
      base,
      houseCookies.map((cookie) => ({ cookie, slotId: houseId })),
    );
    const seats = await database.db.execute<{ booked: number; bookings: number }>(sql`
      select booked, (select count(*)::int from viewing_bookings where slot_id = ${houseId} and state = 'BOOKED') bookings
      from viewing_slots where id = ${houseId}`);
    const taken = seats.rows[0]!;
    wrong = taken.booked !== 50 || taken.bookings !== 50 || (contended.statuses.get(201) ?? 0) !== 50;

    const line = (label: string, r: Result, against?: Result) =>
      console.log(
        `  ${label.padEnd(44)} p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)} ${r.p99 <= 50 ? '' : '(over 50 ms)'}  replies ${JSON.stringify(Object.fromEntries(r.statuses))}` +
          `${against ? `  × baseline p50 ${(r.p50 / against.p50).toFixed(1)}, p99 ${(r.p99 / against.p99).toFixed(1)}` : ''}\n    ${r.perCall}`,
      );
    console.log(
      `\nbooking over HTTP (${BOOKERS} concurrent bookers; ${LISTINGS.toLocaleString('en')} listings, ${BOOKINGS.toLocaleString('en')} bookings seeded)`,
    );
    line(`baseline: ${CALLS} GETs of viewing times`, baseline);
    line(`${CALLS} bookings over ${spreadSlots.length} slots`, spread, baseline);
    line(`${houseCookies.length} bookers on one open house (50 seats)`, contended, baseline);
    line(`baseline: ${CALLS} GETs in waves of ${BOOKERS} at once`, baselineWaves);
    line(`${CALLS} bookings in waves of ${BOOKERS} at once`, waves, baselineWaves);
    line(`baseline: ${PEOPLE_CALLS} GETs, ${BOOKERS} people, ~${THINK_MS} ms pauses`, baselinePeople);
    line(`${PEOPLE_CALLS} bookings, ${BOOKERS} people, ~${THINK_MS} ms pauses`, people, baselinePeople);
    line('baseline: 200 GETs, one at a time', baselineSingle);
    line('200 bookings, one booker at a time', single, baselineSingle);
    console.log(
      `  open house: booked ${taken.booked}, bookings ${taken.bookings} ${wrong ? '— OVERSOLD OR LOST' : '(= capacity)'}`,
    );
    await app.close();
    await jobs.stop();
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DB !== '1') await dropScratchDatabase(DB_NAME);
  }
  if (wrong) process.exit(1);
}
await main();
