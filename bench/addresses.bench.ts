/**
 * Address autocomplete latency over HTTP (issue 4 §2). For PostgreSQL (scratch database
 * `udlejning_bench` on 127.0.0.1:5432, skipped when unreachable) and PGlite (in memory):
 *  (a) the shipped index (real DAR + OSM rows, ~17k);
 *  (b) a SYNTHETIC national-scale index of 1,000,000 rows (source 'synthetic') built from the
 *      real street names and postal codes (bench/lib/address-synthetic.ts).
 * Starts the real app (buildApp) on 127.0.0.1 with a random port, signs in a landlord, sends
 * 1,000 degraded queries (bench/lib/address-queries.ts) with a small concurrency and prints
 * p50/p95/p99 and how often the intended address is among the suggestions.
 * Run: `npm run bench:addresses`. Env: BENCH_ROWS (default 1000000), BENCH_QUERIES (1000),
 * BENCH_CONCURRENCY (4), BENCH_DB ('postgres,pglite').
 */
import pg from 'pg';
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
import { buildBenchQueries, isHit, type BenchQuery, type QuerySource } from './lib/address-queries';
import { syntheticAddressBatches, syntheticVocabulary } from './lib/address-synthetic';

const TARGET_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const KINDS = (process.env.BENCH_DB ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const DB_NAME = 'udlejning_bench';

type Row = {
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Sends the queries with CONCURRENCY workers; returns latencies (ms) and answer quality. */
async function runQueries(base: string, token: string, queries: BenchQuery[]) {
  const headers = { authorization: `Bearer ${token}` };
  const ask = async (q: string) => {
    const res = await fetch(`${base}/api/addresses?q=${encodeURIComponent(q)}`, { headers });
    if (!res.ok) throw new Error(`HTTP ${res.status} for ${q}`);
    return ((await res.json()) as { results: AddressSuggestion[] }).results;
  };
  for (const w of queries.slice(0, 50)) await ask(w.q); // warm-up: connections, plans, caches
  const latencies: number[] = [];
  let hits = 0;
  let top1 = 0;
  let errors = 0;
  let next = 0;
  const misses: string[] = [];
  const worker = async () => {
    while (next < queries.length) {
      const query = queries[next++];
      const started = performance.now();
      try {
        const results = await ask(query.q);
        latencies.push(performance.now() - started);
        if (isHit(results, query.expect)) hits += 1;
        else if (misses.length < 5) misses.push(query.q);
        if (isHit(results.slice(0, 1), { ...query.expect, floor: undefined })) top1 += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  latencies.sort((a, b) => a - b);
  return { latencies, recall: hits / queries.length, top1: top1 / queries.length, errors, misses };
}

async function measure(
  db: string,
  index: string,
  rows: number,
  loadS: number,
  sample: QuerySource[],
  base: string,
  token: string,
): Promise<Row> {
  const queries = buildBenchQueries(sample, QUERIES, index.length);
  const r = await runQueries(base, token, queries);
  const row: Row = {
    db,
    index,
    rows,
    loadS,
    p50: percentile(r.latencies, 50),
    p95: percentile(r.latencies, 95),
    p99: percentile(r.latencies, 99),
    max: r.latencies[r.latencies.length - 1],
    recall: r.recall,
    top1: r.top1,
    errors: r.errors,
  };
  console.log(
    `  ${db} ${index}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, in top 10 ${(row.recall * 100).toFixed(1)}%; e.g. misses: ${JSON.stringify(r.misses.slice(0, 3))}`,
  );
  return row;
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
  const url = kind === 'postgres' ? await scratchPostgres() : undefined;
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
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const results: Row[] = [];
  try {
    const real = await sampleRows(database, 100_000);
    results.push(await measure(kind, 'shipped', shipped, shippedLoadS, real, base, landlord.token));
    if (TARGET_ROWS > shipped) {
      started = performance.now();
      const synthetic: QuerySource[] = [];
      const total = await growToTarget(database, synthetic);
      await addresses.reloadVocabulary();
      const loadS = (performance.now() - started) / 1000;
      // mostly synthetic rows, some real ones (now among a million others)
      const mixed = [...synthetic, ...real.filter((_, i) => i % 10 === 0)];
      results.push(await measure(kind, 'synthetic', total, loadS, mixed, base, landlord.token));
    }
  } finally {
    await app.close();
    await database.close();
  }
  return results;
}

const table: Row[] = [];
for (const kind of KINDS) table.push(...(await run(kind)));
console.log(
  '\nAddress autocomplete over HTTP (GET /api/addresses?q=…, signed in), %d queries, concurrency %d',
  QUERIES,
  CONCURRENCY,
);
console.log('db        index (rows)                  load s   p50 ms   p95 ms   p99 ms   max ms  in top 10  top 1  errors');
for (const r of table) {
  const label = `${r.index === 'synthetic' ? 'SYNTHETIC' : 'shipped'} (${r.rows.toLocaleString('en')})`;
  console.log(
    `${r.db.padEnd(9)} ${label.padEnd(29)} ${r.loadS.toFixed(1).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}  ${(r.recall * 100).toFixed(1).padStart(8)}% ${(r.top1 * 100).toFixed(1).padStart(5)}% ${String(r.errors).padStart(6)}`,
  );
}
process.exit(0);
