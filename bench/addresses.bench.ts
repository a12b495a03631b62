/**
 * Address autocomplete latency over HTTP (issue 4 §2, issue 8 §3). For PostgreSQL (scratch database
 * `udlejning_bench` on 127.0.0.1:5432, skipped when unreachable) and PGlite (in memory):
 *  (a) the shipped index (real DAR + OSM rows, ~17k);
 *  (b) a SYNTHETIC national-scale index of 1,000,000 rows (source 'synthetic') built from the
 *      real street names and postal codes (bench/lib/address-synthetic.ts).
 * The server under test: on PostgreSQL the compiled product as its own process
 * (apps/server/dist/main.js, as `npm start` runs it, LOG_LEVEL default), restarted after the index
 * grows; on PGlite (in memory, one process) the app inside the bench (buildApp). A landlord signs in;
 * 1,000 degraded queries (bench/lib/address-queries.ts) come from a client in a SEPARATE process
 * (bench/lib/address-load-client.mjs), one at a time and with 20 in flight, and it prints
 * p50/p95/p99 and how often the intended address is among the suggestions.
 * Targets (issue 8 §3, PostgreSQL, 1M rows): p99 ≤ 10 ms at 1 client, ≤ 25 ms at 20 clients.
 * Run: `npm run bench:addresses`. Env: BENCH_ROWS (default 1000000), BENCH_QUERIES (1000),
 * BENCH_CONCURRENCY (list, default '1,20'), BENCH_DB ('postgres,pglite').
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/platform/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client';
import { ADDRESS_INDEX_VERSION, loadAddressIndexIfEmpty } from '../apps/server/src/modules/addresses/address-index.loader';
import { createLocalAddressProvider } from '../apps/server/src/modules/addresses/local-address-provider';
import { insertAddressRows, rebuildAddressTerms } from '../apps/server/src/modules/addresses/addresses.repository';
import { buildLandlord } from '../apps/server/src/test/factories';
import type { AddressSuggestion } from '../packages/shared/src/addresses/suggestion';
import type { AddressProvider } from '../apps/server/src/modules/addresses/address-provider';
import { buildBenchQueries, isHit, type BenchQuery, type QuerySource } from './lib/address-queries';
import { syntheticAddressBatches, syntheticVocabulary } from './lib/address-synthetic';
import { createScratchDatabase } from './lib/scratch-database.mjs';
import { buildCompiledServer, freePort, startServerProcess } from './lib/server-process';

const TARGET_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,20').split(',').map(Number);
const KINDS = (process.env.BENCH_DB ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const DB_NAME = 'udlejning_bench';

type Row = {
  concurrency: number;
  db: string;
  index: string;
  rows: number;
  loadS: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  recall: number;
  top1: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Sends the queries from a client process with `concurrency` parallel requests; returns sorted latencies (ms) and answer quality. */
async function runQueries(base: string, token: string, queries: BenchQuery[], concurrency: number) {
  const client = fork(new URL('./lib/address-load-client.mjs', import.meta.url), [], { execArgv: [] });
  client.send({ base, token, queries: queries.map((q) => ({ q: q.q })), concurrency, warmup: 50 });
  const reply = await new Promise<{ latencies: (number | null)[]; results: (AddressSuggestion[] | null)[] }>(
    (resolve, reject) => {
      client.once('message', (m) => resolve(m as { latencies: (number | null)[]; results: (AddressSuggestion[] | null)[] }));
      client.once('error', reject);
    },
  );
  const latencies = reply.latencies.filter((l): l is number => l !== null).sort((a, b) => a - b);
  let hits = 0;
  let top1 = 0;
  const misses: string[] = [];
  reply.results.forEach((results, i) => {
    if (!results) return;
    const { expect } = queries[i];
    if (isHit(results, expect)) hits += 1;
    else if (misses.length < 3) misses.push(queries[i].q);
    if (isHit(results.slice(0, 1), { ...expect, floor: undefined })) top1 += 1;
  });
  return {
    latencies,
    recall: hits / queries.length,
    top1: top1 / queries.length,
    errors: queries.length - latencies.length,
    misses,
  };
}

/** The search alone (provider.autocomplete in this process: no HTTP, no sign-in check), one query at a time. */
async function measureProvider(provider: AddressProvider, queries: BenchQuery[]): Promise<number[]> {
  for (const q of queries.slice(0, 50)) await provider.autocomplete(q.q);
  const latencies: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    await provider.autocomplete(q.q);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

async function measure(
  provider: AddressProvider,
  db: string,
  index: string,
  rows: number,
  loadS: number,
  sample: QuerySource[],
  serve: () => Promise<{ base: string; stop: () => Promise<void> }>,
  token: string,
): Promise<Row[]> {
  const queries = buildBenchQueries(sample, QUERIES, index.length);
  const out: Row[] = [];
  const alone = await measureProvider(provider, queries);
  const server = await serve();
  const { base } = server;
  const stats = {
    p50: percentile(alone, 50),
    p95: percentile(alone, 95),
    p99: percentile(alone, 99),
    max: alone[alone.length - 1],
  };
  out.push({ db, index, rows, loadS, concurrency: 0, ...stats, recall: NaN, top1: NaN, errors: 0 });
  // the same request path without the search: q of 2 characters is answered right after the sign-in check
  const baseline = await runQueries(
    base,
    token,
    queries.map((q) => ({ ...q, q: 'ab' })),
    1,
  );
  const b = baseline.latencies;
  out.push({
    db,
    index,
    rows,
    loadS,
    concurrency: -1,
    p50: percentile(b, 50),
    p95: percentile(b, 95),
    p99: percentile(b, 99),
    max: b[b.length - 1],
    recall: NaN,
    top1: NaN,
    errors: baseline.errors,
  });
  for (const concurrency of CONCURRENCY) {
    const r = await runQueries(base, token, queries, concurrency);
    const row: Row = {
      db,
      index,
      rows,
      loadS,
      concurrency,
      p50: percentile(r.latencies, 50),
      p95: percentile(r.latencies, 95),
      p99: percentile(r.latencies, 99),
      max: r.latencies[r.latencies.length - 1],
      recall: r.recall,
      top1: r.top1,
      errors: r.errors,
    };
    console.log(
      `  ${db} ${index} ×${concurrency}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, in top 10 ${(row.recall * 100).toFixed(1)}%; e.g. misses: ${JSON.stringify(r.misses)}`,
    );
    out.push(row);
  }
  await server.stop();
  return out;
}

async function sampleRows(database: Database, limit: number): Promise<QuerySource[]> {
  const res = await database.db.execute<QuerySource>(
    sql`SELECT id, street, house, floor, door, zip, city FROM addresses WHERE source <> 'synthetic' ORDER BY id LIMIT ${limit}`,
  );
  return res.rows;
}

/** Adds synthetic rows up to TARGET_ROWS: search index dropped during the bulk insert, rebuilt after. */
async function growToTarget(database: Database, sample: QuerySource[]): Promise<number> {
  const { db } = database;
  const existing = Number((await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM addresses`)).rows[0].n);
  const streets = (await db.execute<{ street: string }>(sql`SELECT DISTINCT street FROM addresses`)).rows.map((r) => r.street);
  const vocabulary = syntheticVocabulary(streets);
  await db.execute(sql`DROP INDEX IF EXISTS addresses_tsv_idx`);
  let inserted = 0;
  for (const batch of syntheticAddressBatches({ total: TARGET_ROWS - existing, ...vocabulary, sample })) {
    await insertAddressRows(db, batch);
    inserted += batch.length;
    if (inserted % 100_000 < batch.length) process.stdout.write(`  … ${existing + inserted} rows\n`);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    await tx.execute(sql`CREATE INDEX addresses_tsv_idx ON addresses USING gin (tsv)`);
  });
  await rebuildAddressTerms(db, ADDRESS_INDEX_VERSION);
  return existing + inserted;
}

async function run(kind: 'postgres' | 'pglite'): Promise<Row[]> {
  const url = kind === 'postgres' ? await createScratchDatabase(DB_NAME) : undefined;
  if (kind === 'postgres' && !url) {
    console.log('PostgreSQL on 127.0.0.1:5432 not reachable: skipped');
    return [];
  }
  console.log(`${kind}:`);
  const database = await openDatabase({ url, pgliteDir: 'memory://' });
  await database.migrate();
  let started = performance.now();
  const shipped = await loadAddressIndexIfEmpty(database.db);
  const shippedLoadS = (performance.now() - started) / 1000;
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/udlejning-bench',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
  });
  const addresses = createLocalAddressProvider(database.db);
  const deps = createDeps(env, database.db, pino({ level: 'silent' }), { addresses });
  const landlord = await buildLandlord(deps);
  const app = await buildApp(deps, { serveWeb: false });
  const inlineBase = await app.listen({ port: 0, host: '127.0.0.1' });
  // PostgreSQL: the compiled product in its own process (started per index, so it reads the grown
  // vocabulary); PGlite in memory can only be served from this process
  const serve =
    kind === 'postgres'
      ? async () => {
          const server = await startServerProcess({
            args: [compiledMain],
            port: await freePort(),
            env: { DATABASE_URL: url, DATA_DIR: '/tmp/udlejning-bench', JWT_SECRET: env.JWT_SECRET, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: undefined },
          });
          return { base: server.base, stop: server.stop };
        }
      : async () => ({ base: inlineBase, stop: async () => {} });
  const results: Row[] = [];
  try {
    const real = await sampleRows(database, 100_000);
    results.push(...(await measure(addresses, kind, 'shipped', shipped, shippedLoadS, real, serve, landlord.token)));
    if (TARGET_ROWS > shipped) {
      started = performance.now();
      const synthetic: QuerySource[] = [];
      const total = await growToTarget(database, synthetic);
      await addresses.reloadVocabulary();
      const loadS = (performance.now() - started) / 1000;
      // mostly synthetic rows, some real ones (now among a million others)
      const mixed = [...synthetic, ...real.filter((_, i) => i % 10 === 0)];
      results.push(...(await measure(addresses, kind, 'synthetic', total, loadS, mixed, serve, landlord.token)));
    }
  } finally {
    await app.close();
    await database.close();
  }
  return results;
}

const compiledMain = await buildCompiledServer();
console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
const table: Row[] = [];
for (const kind of KINDS) table.push(...(await run(kind)));
console.log(`load average at end: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
console.log('\nAddress autocomplete, %d queries per row. conc. "alone" = the search in-process (no HTTP, no sign-in);', QUERIES);
console.log(
  `"base" = GET /api/addresses?q=ab over HTTP (sign-in check, no search); ${CONCURRENCY.join(', ')} = the queries over HTTP with that many in flight`,
);
console.log('server: PostgreSQL = compiled product in its own process; PGlite = in the bench process. Client: its own process.');
console.log(
  'db        index (rows)                  load s  conc.   p50 ms   p95 ms   p99 ms   max ms  in top 10  top 1  errors',
);
for (const r of table) {
  const label = `${r.index === 'synthetic' ? 'SYNTHETIC' : 'shipped'} (${r.rows.toLocaleString('en')})`;
  console.log(
    `${r.db.padEnd(9)} ${label.padEnd(29)} ${r.loadS.toFixed(1).padStart(6)} ${(r.concurrency === 0 ? 'alone' : r.concurrency < 0 ? 'base' : String(r.concurrency)).padStart(5)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}  ${Number.isNaN(r.recall) ? '        -' : `${(r.recall * 100).toFixed(1).padStart(8)}%`} ${Number.isNaN(r.top1) ? '     -' : `${(r.top1 * 100).toFixed(1).padStart(5)}%`} ${String(r.errors).padStart(6)}`,
  );
}
process.exit(0);
