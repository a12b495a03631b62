/**
 * One listing per home at scale (docs/architecture.md "One listing per home"): seeds BENCH_DWELLINGS dwellings
 * (default 100,000) for ~2,000 landlords on the shipped address index (about six listings per home, every status)
 * into a scratch PostgreSQL database (`udlejning_bench_duplicates` on 127.0.0.1:5432, dropped at the end), then
 * times the check a creation runs inside its transaction (checkHome: the home key's advisory lock and the lookup
 * of the live listings of the home in dwellings_home_key_live_idx) for BENCH_CHECKS random homes (default 2,000),
 * each in its own transaction, and prints p50/p99 (target p99 ≤ 10 ms) and the plan of the lookup.
 * Seeding is one INSERT … SELECT generate_series with the dwellings indexes dropped and rebuilt afterwards
 * (bench/dwellings.bench.ts). Run: `npx tsx bench/duplicates.bench.ts`.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/platform/db/client';
import { loadAddressIndexIfEmpty } from '../apps/server/src/modules/addresses/address-index.loader';
import { seedDemoAccounts } from '../apps/server/src/modules/accounts/accounts.seed';
import { checkHome } from '../apps/server/src/modules/dwellings/use-cases/home-check';
import { emptyDwellingForm } from '@udlejning/shared/dwellings/dwelling-form';
import { createScratchDatabase, dropScratchDatabase } from './lib/scratch-database.mjs';

const DB_NAME = process.env.BENCH_DB_NAME ?? 'udlejning_bench_duplicates';
const DWELLINGS = Number(process.env.BENCH_DWELLINGS ?? 100_000);
const LANDLORDS = Number(process.env.BENCH_LANDLORDS ?? 2_000);
const CHECKS = Number(process.env.BENCH_CHECKS ?? 2_000);

/** Landlords and dwellings with generate_series, the home key written as the save writes it ('dar:<id>'). */
async function seed(db: Db): Promise<void> {
  await db.execute(sql`
    insert into users (firstname, lastname, email, phone, type, role, password_hash, verified, email_verified)
    select 'Bench', 'Udlejer ' || g, 'bench-dup-' || g || '@example.dk', '+45' || (20000000 + g), 'PERSONAL', 'landlord', 'x', false, true
    from generate_series(1, ${LANDLORDS}) g`);
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
    insert into dwellings (user_id, status, active, headline, location, home_key, created_at, updated_at)
    select u.ids[1 + g % array_length(u.ids, 1)],
           (array['PENDING_REVIEW','APPROVED','APPROVED','APPROVED','DRAFT','REJECTED','DOCUMENTATION_REQUESTED'])[1 + (g * 7) % 7],
           g % 9 <> 0,
           'Bolig nr. ' || g,
           jsonb_build_object('id', a.id, 'address', a.text, 'street', a.street, 'house', a.house, 'floor', null, 'door', null,
                              'zip', a.zip, 'city', a.city, 'geo', null, 'href', null, 'customAddress', false, 'manualAddress', false),
           'dar:' || lower(a.id),
           ts, ts
    from generate_series(1, ${DWELLINGS}) g
    cross join c cross join u
    join a on a.n = 1 + (g::bigint * 104729) % c.total
    cross join lateral (select timestamptz '2026-11-01' - (g * interval '10 minutes') as ts) t`);
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  await db.execute(sql`vacuum analyze`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const url = await createScratchDatabase(DB_NAME);
if (!url) {
  console.log('PostgreSQL not reachable: skipped');
  process.exit(0);
}
const database = await openDatabase({ url, pgliteDir: 'memory://' });
try {
  await database.migrate();
  const t0 = Date.now();
  await seedDemoAccounts(database.db);
  await loadAddressIndexIfEmpty(database.db);
  await seed(database.db);
  console.log(`seeded ${DWELLINGS} dwellings for ${LANDLORDS} landlords in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const ids = (await database.db.execute(sql`select id from addresses where floor is null order by random() limit ${CHECKS}`))
    .rows as { id: string }[];
  // a landlord with no listings, so every check runs to the end (another landlord's listing: flagged, not refused)
  const owner = { userId: -1, organizationId: null };
  const times: number[] = [];
  let flagged = 0;
  for (const { id } of ids) {
    const location = { ...emptyDwellingForm().location, id };
    const start = performance.now();
    await database.db
      .transaction(async (tx) => {
        if ((await checkHome(tx, location, owner, null)).other) flagged += 1;
        throw new Error('rollback');
      })
      .catch(() => undefined);
    times.push(performance.now() - start);
  }
  times.sort((x, y) => x - y);
  console.log(
    `checkHome (lock + lookup, in a transaction): n=${times.length} p50 ${percentile(times, 50).toFixed(2)} ms  p99 ${percentile(times, 99).toFixed(2)} ms  max ${times.at(-1)!.toFixed(2)} ms  (${flagged} homes already listed)`,
  );
  const plan = await database.db.execute(
    sql.raw(
      `explain (analyze, buffers) select id, uuid, user_id, organization_id, status, active from dwellings
       where home_key = 'dar:${ids[0].id.toLowerCase()}' and home_key is not null and status <> 'REJECTED'
       order by created_at, id limit 20`,
    ),
  );
  for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(`  ${row['QUERY PLAN']}`);
} finally {
  await database.close();
  await dropScratchDatabase(DB_NAME);
}
process.exit(0);
