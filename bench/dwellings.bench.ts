/**
 * Admin dwelling list at scale (docs/performance-history.md "Admin lists"): seeds BENCH_DWELLINGS dwellings (default
 * 100,000; the target is 1,000,000) for ~2,000 landlords on real addresses from the shipped
 * address index into a scratch database (PostgreSQL `udlejning_bench_dwellings` on 127.0.0.1:5432,
 * dropped at the end, then PGlite in memory unless BENCH_PGLITE=0), starts the real app and prints
 * p50/p99 over HTTP (target p99 ≤ 30 ms, totalCount included) of:
 *   - GraphQL dwellingConnection: the default tab and each tab; every column filter of the admin
 *     list (address contains "gade 1", "vej", "allé", "gade 12", "vej 12", "nørre", "haven 2", "sø" and "zz", zip prefix, city prefix, user name, status,
 *     listing type, rent range, created range); every sort key in both directions; page 200
 *     (reached by walking Relay `after` cursors) of the rent sort and of the default tab;
 *   - GET /api/dwellings for one landlord (the demo landlord).
 * Seeding is one INSERT … SELECT generate_series with the dwellings indexes dropped and rebuilt
 * afterwards (a bulk build is several times faster than 1,000,000 index insertions).
 * Bounded: each case runs BENCH_REQUESTS sequential requests (default 100) or BENCH_CASE_SECONDS
 * (default 10 s), whichever ends first. Run: `npm run bench:dwellings`
 * (`BENCH_DWELLINGS=1000000 BENCH_PGLITE=0 npm run bench:dwellings` for the figures of docs/performance-history.md "Admin lists").
 * BENCH_DB_NAME names the PostgreSQL database (two sessions on one server stay apart).
 * BENCH_KEEP_DB=1 keeps it at the end and, on the next run, reuses it without seeding when it already
 * holds BENCH_DWELLINGS dwellings (seeding 1,000,000 takes minutes); pending migrations still run, so a
 * new index is built on the kept rows. `psql -h 127.0.0.1 -U postgres <name>` then gives EXPLAIN ANALYZE.
 * BENCH_CASES (a regular expression, case-insensitive) runs only the cases whose name matches.
 */
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase, type Db } from '../apps/server/src/platform/db/client';
import { seedDemoAccounts, DEMO_ACCOUNTS } from '../apps/server/src/modules/accounts/accounts.seed';
import { loadAddressIndexIfEmpty } from '../apps/server/src/modules/addresses/address-index.loader';
import { createScratchDatabase, dropScratchDatabase, postgresUrl } from './lib/scratch-database.mjs';

const DB_NAME = process.env.BENCH_DB_NAME ?? 'udlejning_bench_dwellings';
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const DWELLINGS = Number(process.env.BENCH_DWELLINGS ?? 100_000);
const LANDLORDS = Number(process.env.BENCH_LANDLORDS ?? 2_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const CASE_SECONDS = Number(process.env.BENCH_CASE_SECONDS ?? 10);
const DEEP_PAGE = 200;
const ONLY_CASES = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;

const CONNECTION = /* GraphQL */ `
  query DwellingConnection(
    $filter: DwellingFilter
    $sortBy: DwellingSortBy
    $sortDir: DwellingSortDir
    $first: Int
    $after: String
  ) {
    dwellingConnection(filter: $filter, sortBy: $sortBy, sortDir: $sortDir, first: $first, after: $after) {
      totalCount
      totalCountIsExact
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          id
          uuid
          headline
          status
          displayedStatus
          active
          listingType
          createdAt
          updatedAt
          expiresAt
          location {
            address
            zip
            city
          }
          economy {
            rent
          }
          size {
            rooms
            area
          }
          user {
            id
            name
            email
          }
          abilities {
            update
            review
            activate
            deactivate
            viewLog
          }
        }
      }
    }
  }
`;

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
  // bulk-build the indexes after the insert: drop all but the primary key, recreate them below
  const indexes = (
    await db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'dwellings' and indexname <> 'dwellings_pkey'`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
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
           jsonb_build_object('rent', case when g % 50 <> 0 then 300000 + (g::bigint * 7919) % 1700000 end, 'prepaid', 0, 'deposit', 0, 'downpayment', null,
                              'inclusive', false, 'utilities', '[]'::jsonb),
           jsonb_build_object('name', 'Udlejer ' || g, 'email', 'kontakt' || g || '@example.dk', 'phone', '+4512345678', 'link', null),
           ts, ts + interval '1 day', ts + interval '2 days',
           case when (g * 7) % 11 between 3 and 7 then ts + interval '92 days' end,
           case when g % 9 = 0 then ts + interval '10 days' end
    from generate_series(1, ${DWELLINGS}) g
    cross join c cross join u
    join a on a.n = 1 + (g::bigint * 104729) % c.total
    cross join lateral (select timestamptz '2026-11-01' - (g * interval '10 minutes') as ts) t`);
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
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
  return `${c.name.padEnd(64)} n=${String(times.length).padStart(4)}  p50 ${f(percentile(times, 50))}  p99 ${f(percentile(times, 99))}${failures ? `  FAILED ${failures}` : ''}`;
}

/** Whether PostgreSQL database DB_NAME exists and holds exactly DWELLINGS dwellings (a kept, seeded database). */
async function isSeeded(): Promise<boolean> {
  const database = await openDatabase({ url: postgresUrl(DB_NAME), pgliteDir: 'memory://' });
  try {
    const { rows } = await database.db.execute(sql`select count(*)::int as n from dwellings`);
    return rows[0].n === DWELLINGS;
  } catch {
    return false;
  } finally {
    await database.close();
  }
}

async function run(kind: 'postgres' | 'pglite') {
  const reuse = kind === 'postgres' && KEEP_DB && (await isSeeded());
  const url = kind === 'pglite' ? undefined : reuse ? postgresUrl(DB_NAME) : await createScratchDatabase(DB_NAME);
  if (kind === 'postgres' && !url) return console.log('PostgreSQL not reachable: skipped');
  const t0 = Date.now();
  const database = await openDatabase({ url, pgliteDir: 'memory://' });
  await database.migrate();
  if (reuse) {
    await database.db.execute(sql`vacuum analyze dwellings`);
    console.log(`${kind}: reused ${DB_NAME} with ${DWELLINGS} dwellings (BENCH_KEEP_DB=1)`);
  } else {
    await seedDemoAccounts(database.db);
    await loadAddressIndexIfEmpty(database.db);
    await seedDwellings(database.db);
    console.log(
      `${kind}: seeded ${DWELLINGS} dwellings for ${LANDLORDS} landlords in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/udlejning-bench-dwellings',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(createDeps(env, database.db, pino({ level: 'silent' })), { serveWeb: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = async (who: { email: string; password: string }) => {
    const res = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who),
    });
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
  type Reply = {
    data: { dwellingConnection: { totalCount: number; totalCountIsExact: boolean; pageInfo: { endCursor: string } } };
  };
  const rentSort = { filter: { tab: 'ALL' }, sortBy: 'RENT', sortDir: 'ASC', first: 25 };
  // walk the Relay cursors to page 200, as the table's Next button does
  const walk = async (variables: Record<string, unknown>) => {
    let after: string | null = null;
    for (let page = 1; page < DEEP_PAGE; page += 1) {
      const reply = (await (await graph({ ...variables, after })).json()) as Reply;
      after = reply.data.dwellingConnection.pageInfo.endCursor;
    }
    return after;
  };
  const walkStart = performance.now();
  const rentAfter = await walk(rentSort);
  const walkMs = (performance.now() - walkStart) / (DEEP_PAGE - 1);
  const defaultAfter = await walk({ first: 25 });
  const all = (filter: Record<string, unknown>) => ({ filter: { tab: 'ALL', ...filter }, first: 25 });
  const cases: [string, Record<string, unknown>][] = [
    ['default tab (PENDING_REVIEW, CREATED_AT desc)', { first: 25 }],
    ...(['DRAFT', 'APPROVED', 'ALL', 'DEACTIVATED'] as const).map((tab): [string, Record<string, unknown>] => [
      `tab ${tab}`,
      { filter: { tab }, first: 25 },
    ]),
    ['All, address contains "gade 1"', all({ address: 'gade 1' })],
    ['All, address contains "vej"', all({ address: 'vej' })],
    // fewer matches than the cap, many rows: the capped count cannot stop early (docs/performance-history.md "Admin lists")
    ['All, address contains "allé"', all({ address: 'allé' })],
    // a few thousand to some ten thousand matches (0.5–1.5 %): the ones whose count once read the whole index
    ['All, address contains "gade 12"', all({ address: 'gade 12' })],
    ['All, address contains "vej 12"', all({ address: 'vej 12' })],
    // matches late in the alphabet (an alphabetical index walks most of itself to count them), rare
    // matches (walking the newest rows finds few), and two letters (no trigram to look up)
    ['All, address contains "nørre"', all({ address: 'nørre' })],
    ['All, address contains "haven 2"', all({ address: 'haven 2' })],
    ['All, address contains "sø"', all({ address: 'sø' })],
    // two letters held by no address: no index finds that, so page and count read the whole walk index
    ['All, address contains "zz"', all({ address: 'zz' })],
    ['All, zip prefix 80', all({ zip: '80' })],
    ['All, city prefix "aar"', all({ city: 'aar' })],
    ['All, user name "mette han"', all({ user: 'mette han' })],
    ['All, user e-mail "landlord-1234@"', all({ user: 'landlord-1234@' })],
    ['All, status APPROVED', all({ status: 'APPROVED' })],
    ['All, status DEACTIVATED', all({ status: 'DEACTIVATED' })],
    ['All, listing type PREMIUM', all({ listingType: 'PREMIUM' })],
    ['All, rent 5.000-9.000 kr.', all({ rentMin: 500_000, rentMax: 900_000 })],
    ['All, created in January 2026', all({ createdFrom: '2026-01-01', createdTo: '2026-01-31' })],
    ...['CREATED_AT', 'UPDATED_AT', 'RENT', 'ADDRESS', 'STATUS', 'ZIP', 'EXPIRES_AT'].flatMap((sortBy) =>
      ['ASC', 'DESC'].map((sortDir): [string, Record<string, unknown>] => [
        `All, sort ${sortBy} ${sortDir}`,
        { filter: { tab: 'ALL' }, sortBy, sortDir, first: 25 },
      ]),
    ),
    [`All, sort RENT asc, page ${DEEP_PAGE} (cursor)`, { ...rentSort, after: rentAfter }],
    [`default tab, page ${DEEP_PAGE} (cursor)`, { first: 25, after: defaultAfter }],
  ];
  const counted = async (variables: Record<string, unknown>) => {
    const c = ((await (await graph(variables)).json()) as Reply).data.dwellingConnection;
    return `${c.totalCount}${c.totalCountIsExact ? '' : '+'}`;
  };
  console.log(`${kind}: walking to page ${DEEP_PAGE}: ${walkMs.toFixed(1)} ms per page on average`);
  for (const [name, variables] of cases.filter(([name]) => !ONLY_CASES || ONLY_CASES.test(name)))
    console.log(
      `${kind.padEnd(8)} ${await measure({ name: `GraphQL ${name} [${await counted(variables)}]`, run: () => graph(variables) })}`,
    );
  const landlordList: Case = {
    name: 'GET /api/dwellings (one landlord)',
    run: () => fetch(`${base}/api/dwellings?page=1&pageSize=25`, { headers: { authorization: `Bearer ${landlordToken}` } }),
  };
  if (!ONLY_CASES || ONLY_CASES.test(landlordList.name)) console.log(`${kind.padEnd(8)} ${await measure(landlordList)}`);
  await app.close();
  await database.close();
  // drop the scratch database again: 1,000,000 dwellings with their indexes take ~2 GB
  if (kind === 'postgres' && !KEEP_DB) await dropScratchDatabase(DB_NAME);
}

await run('postgres');
if (process.env.BENCH_PGLITE !== '0') await run('pglite');
process.exit(0);
