/**
 * Admin dwelling list at scale (issue 5 bench): seeds 100,000 dwellings for ~2,000 landlords on
 * real addresses from the shipped address index into a scratch database (PostgreSQL
 * `udlejning_bench_dwellings` on 127.0.0.1:5432, then PGlite in memory unless BENCH_PGLITE=0),
 * starts the real app and prints p50/p99 over HTTP of:
 *   - GraphQL dwellingConnection: default tab; a zip-prefix filter; an address-contains filter;
 *     All sorted by RENT asc; page 200 of that (reached by walking Relay `after` cursors);
 *   - GET /api/dwellings for one landlord (the demo landlord, ~50 dwellings).
 * Bounded: each case runs BENCH_REQUESTS sequential requests (default 100) or BENCH_CASE_SECONDS
 * (default 10 s), whichever ends first. Run: `npm run bench:dwellings`.
 */
import pg from 'pg';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/platform/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase, type Db } from '../apps/server/src/platform/db/client';
import { seedDemoAccounts, DEMO_ACCOUNTS } from '../apps/server/src/modules/accounts/accounts.seed';
import { loadAddressIndexIfEmpty } from '../apps/server/src/modules/addresses/address-index.loader';

const DB_NAME = 'udlejning_bench_dwellings';
const DWELLINGS = Number(process.env.BENCH_DWELLINGS ?? 100_000);
const LANDLORDS = Number(process.env.BENCH_LANDLORDS ?? 2_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const CASE_SECONDS = Number(process.env.BENCH_CASE_SECONDS ?? 10);
const DEEP_PAGE = 200;

const CONNECTION = /* GraphQL */ `
  query DwellingConnection($filter: DwellingFilter, $sortBy: DwellingSortBy, $sortDir: DwellingSortDir, $first: Int, $after: String) {
    dwellingConnection(filter: $filter, sortBy: $sortBy, sortDir: $sortDir, first: $first, after: $after) {
      totalCount
      pageInfo { endCursor hasNextPage }
      edges { node { id uuid headline status displayedStatus active listingType createdAt updatedAt expiresAt
        location { address zip city } economy { rent } size { rooms area } user { id name email }
        abilities { update review activate deactivate viewLog } } }
    }
  }
`;

async function scratchPostgres(): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  return `postgres://postgres@127.0.0.1:5432/${DB_NAME}`;
}

/** Bulk-inserts the landlords and dwellings with generate_series (one statement each). */
async function seedDwellings(db: Db): Promise<void> {
  const hash = (await db.execute(sql`select password_hash from users where email = ${DEMO_ACCOUNTS.landlord.email}`)).rows[0]
    .password_hash as string;
  await db.execute(sql`
    insert into users (firstname, lastname, email, phone, type, role, password_hash, verified, email_verified)
    select (array['Lis','Bo','Mette','Anders','Karen','Jens','Sofie','Mads','Ida','Peter'])[1 + g % 10],
           (array['Hansen','Jensen','Nielsen','Pedersen','Andersen','Christensen','Larsen','Sørensen'])[1 + (g / 10) % 8],
           'bench-landlord-' || g || '@example.dk', '+45' || (20000000 + g), (array['PERSONAL','PERSONAL','BUSINESS','VA'])[1 + g % 4],
           'landlord', ${hash}, g % 3 = 0, true
    from generate_series(1, ${LANDLORDS - 1}) g`);
  await db.execute(sql`
    with a as (select row_number() over (order by id) as n, * from addresses where floor is null),
         c as (select count(*) as total from a),
         u as (select array_agg(id order by id) as ids from users where role = 'landlord')
    insert into dwellings (user_id, status, active, listing_type, headline, description, type, size, location, economy,
                           contact, created_at, updated_at, approved_at, expires_at, deactivated_at)
    select u.ids[1 + g % array_length(u.ids, 1)],
           (array['PENDING_REVIEW','PENDING_REVIEW','PENDING_REVIEW','APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','DRAFT','REJECTED','DOCUMENTATION_REQUESTED'])[1 + (g * 7) % 11],
           g % 9 <> 0,
           (array['STANDARD','STANDARD','STANDARD','PLUS','PREMIUM'])[1 + (g * 3) % 5],
           'Bolig nr. ' || g || ' i ' || a.city,
           repeat('En lys og rummelig bolig med gode forbindelser. ', 3),
           jsonb_build_object('dwelling', (array['ROOM','APARTMENT','HOUSE','TOWNHOUSE'])[1 + g % 4], 'tenant', null),
           jsonb_build_object('rooms', 1 + g % 6, 'area', 20 + (g * 13) % 180, 'additional', '[]'::jsonb),
           jsonb_build_object('id', a.id, 'address', a.text, 'street', a.street, 'house', a.house, 'floor', null, 'door', null,
                              'zip', a.zip, 'city', a.city, 'geo', jsonb_build_object('coordinates', jsonb_build_array(a.lat, a.lon)),
                              'href', null, 'customAddress', false),
           jsonb_build_object('rent', 300000 + (g * 7919) % 1700000, 'prepaid', 0, 'deposit', 0, 'downpayment', null,
                              'inclusive', false, 'utilities', '[]'::jsonb),
           jsonb_build_object('name', 'Udlejer ' || g, 'email', 'kontakt' || g || '@example.dk', 'phone', '+4512345678', 'link', null),
           ts, ts + interval '1 day', ts + interval '2 days', ts + interval '92 days',
           case when g % 9 = 0 then ts + interval '10 days' end
    from generate_series(1, ${DWELLINGS}) g
    cross join c cross join u
    join a on a.n = 1 + (g::bigint * 104729) % c.total
    cross join lateral (select timestamptz '2026-11-01' - (g * interval '10 minutes') as ts) t`);
  // what autovacuum leaves behind in a steady state (visibility map for index-only counts, statistics)
  await db.execute(sql`vacuum analyze`);
}

type Case = { name: string; run: () => Promise<Response> };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(c: Case): Promise<string> {
  const times: number[] = [];
  const until = Date.now() + CASE_SECONDS * 1000;
  let failures = 0;
  while (times.length < REQUESTS && Date.now() < until) {
    const start = performance.now();
    const res = await c.run();
    const body = await res.text();
    times.push(performance.now() - start);
    if (!res.ok || body.includes('"errors"')) failures += 1;
  }
  times.sort((x, y) => x - y);
  const f = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
  return `${c.name.padEnd(52)} n=${String(times.length).padStart(4)}  p50 ${f(percentile(times, 50))}  p99 ${f(percentile(times, 99))}${failures ? `  FAILED ${failures}` : ''}`;
}

async function run(kind: 'postgres' | 'pglite') {
  const url = kind === 'postgres' ? await scratchPostgres() : undefined;
  if (kind === 'postgres' && !url) return console.log('PostgreSQL not reachable: skipped');
  const t0 = Date.now();
  const database = await openDatabase({ url, pgliteDir: 'memory://' });
  await database.migrate();
  await seedDemoAccounts(database.db);
  await loadAddressIndexIfEmpty(database.db);
  await seedDwellings(database.db);
  console.log(`${kind}: seeded ${DWELLINGS} dwellings for ${LANDLORDS} landlords in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/udlejning-bench-dwellings', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', LOG_LEVEL: 'silent' });
  const app = await buildApp(createDeps(env, database.db, pino({ level: 'silent' })), { serveWeb: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = async (who: { email: string; password: string }) => {
    const res = await fetch(`${base}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) });
    return ((await res.json()) as { token: string }).token;
  };
  const adminToken = await login(DEMO_ACCOUNTS.admin);
  const landlordToken = await login(DEMO_ACCOUNTS.landlord);
  const graph = (variables: Record<string, unknown>) =>
    fetch(`${base}/api/graph`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ query: CONNECTION, variables }),
    });
  type Reply = { data: { dwellingConnection: { totalCount: number; pageInfo: { endCursor: string } } } };
  const rentSort = { filter: { tab: 'ALL' }, sortBy: 'RENT', sortDir: 'ASC', first: 25 };
  // walk the Relay cursors to page 200, as the table's Next button does
  let after: string | null = null;
  const walkStart = performance.now();
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    const reply = (await (await graph({ ...rentSort, after })).json()) as Reply;
    after = reply.data.dwellingConnection.pageInfo.endCursor;
  }
  const walkMs = (performance.now() - walkStart) / (DEEP_PAGE - 1);
  const totals = async (variables: Record<string, unknown>) =>
    ((await (await graph(variables)).json()) as Reply).data.dwellingConnection.totalCount;
  console.log(
    `rows: default tab ${await totals({})}, zip 80* ${await totals({ filter: { tab: 'ALL', zip: '80' } })}, ` +
      `address "gade 1" ${await totals({ filter: { tab: 'ALL', address: 'gade 1' } })}, ` +
      `address "vej" ${await totals({ filter: { tab: 'ALL', address: 'vej' } })}, all ${await totals({ filter: { tab: 'ALL' } })}`,
  );
  const cases: Case[] = [
    { name: 'GraphQL default tab (PENDING_REVIEW, CREATED_AT desc)', run: () => graph({ first: 25 }) },
    { name: 'GraphQL Draft tab', run: () => graph({ filter: { tab: 'DRAFT' }, first: 25 }) },
    { name: 'GraphQL All, zip prefix 80', run: () => graph({ filter: { tab: 'ALL', zip: '80' }, first: 25 }) },
    { name: 'GraphQL All, address contains "gade 1"', run: () => graph({ filter: { tab: 'ALL', address: 'gade 1' }, first: 25 }) },
    { name: 'GraphQL All, address contains "vej" (40% of rows)', run: () => graph({ filter: { tab: 'ALL', address: 'vej' }, first: 25 }) },
    { name: 'GraphQL All, user name "mette han"', run: () => graph({ filter: { tab: 'ALL', user: 'mette han' }, first: 25 }) },
    { name: 'GraphQL All, sort RENT asc', run: () => graph(rentSort) },
    { name: `GraphQL All, sort RENT asc, page ${DEEP_PAGE} (cursor)`, run: () => graph({ ...rentSort, after }) },
    {
      name: 'GET /api/dwellings (one landlord)',
      run: () => fetch(`${base}/api/dwellings?page=1&pageSize=25`, { headers: { authorization: `Bearer ${landlordToken}` } }),
    },
  ];
  console.log(`${kind}: walking to page ${DEEP_PAGE}: ${walkMs.toFixed(1)} ms per page on average`);
  for (const c of cases) console.log(`${kind.padEnd(8)} ${await measure(c)}`);
  await app.close();
  await database.close();
}

await run('postgres');
if (process.env.BENCH_PGLITE !== '0') await run('pglite');
process.exit(0);
