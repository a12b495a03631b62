/**
 * Address autocomplete latency over HTTP (docs/performance-history.md "Address autocomplete"). For PostgreSQL (scratch database
 * `udlejning_bench` on 127.0.0.1:5432, skipped when unreachable) and PGlite (in memory):
 *  (a) the shipped index (real DAR + OSM rows, ~17k);
 *  (b) a SYNTHETIC national-scale index of 1,000,000 rows built from the real street names and
 *      postal codes (bench/lib/address-synthetic.ts), written as a DAR address CSV and loaded with
 *      the national import (address-import.ts, as `npm run addresses:import` does): it prints the
 *      import's duration and records/s.
 * The server under test: on PostgreSQL the compiled product as its own process
 * (apps/server/dist/main.js, as `npm start` runs it, LOG_LEVEL default), restarted after the index
 * grows; on PGlite (in memory, one process) the app inside the bench (buildApp). A landlord signs in;
 * 1,000 degraded queries (bench/lib/address-queries.ts) come from a client in a SEPARATE process
 * (bench/lib/address-load-client.mjs), one at a time, with 20 always in flight (a stress test), and
 * from 20 TYPING clients (each waits 250–500 ms after an answer, as a person typing does: the web app
 * sends one request per pause in typing of ≥ 250 ms, ADDRESS_DEBOUNCE_MS), and it prints
 * p50/p95/p99 and how often the intended address is among the suggestions. On PostgreSQL the
 * same client also measures the BARE baseline (bench/lib/baseline-server.mjs: Fastify + jose + one
 * GIN-indexed SELECT of 10 rows) in the same run, the floor the machine allows at that moment,
 * and the server's and the client's CPU time per request.
 * Targets (docs/performance-history.md "Address autocomplete", PostgreSQL, 1M rows): p99 ≤ 10 ms at 1 client, ≤ 25 ms at 20 clients (the typing
 * clients; the in-flight stress rows are compared with the bare baseline, which on 2 shared cores is itself
 * far above 25 ms with 20 requests always queued: docs/performance-history.md "Address autocomplete").
 * Run: `npm run bench:addresses`. Env: BENCH_ROWS (default 1000000), BENCH_QUERIES (1000),
 * BENCH_CONCURRENCY (list, default '1,20'), BENCH_TYPING (typing clients, list, default '20'),
 * BENCH_DB ('postgres,pglite').
 */
import { fork } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client';
import { loadAddressIndexIfEmpty } from '../apps/server/src/modules/addresses/address-index.loader';
import { createLocalAddressProvider } from '../apps/server/src/modules/addresses/local-address-provider';
import { importAddressFile } from '../apps/server/src/modules/addresses/address-import';
import { buildLandlord } from '../apps/server/src/test/factories';
import type { AddressSuggestion } from '../packages/shared/src/addresses/suggestion';
import type { AddressProvider } from '../apps/server/src/platform/address-provider';
import { buildBenchQueries, isHit, type BenchQuery, type QuerySource } from './lib/address-queries';
import { syntheticVocabulary, writeSyntheticAddressCsv } from './lib/address-synthetic';
import { createScratchDatabase } from './lib/scratch-database.mjs';
import { REPO_ROOT, buildCompiledServer, freePort, startServerProcess } from './lib/server-process';

const TARGET_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,20').split(',').map(Number);
const TYPING = (process.env.BENCH_TYPING ?? '20').split(',').filter(Boolean).map(Number);
/** A typing client's pause after an answer (ms): the web app's debounce (250 ms) up to twice that. */
const TYPING_PAUSE_MS: [number, number] = [250, 500];
const KINDS = (process.env.BENCH_DB ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const DB_NAME = 'udlejning_bench';

type Row = {
  /** 'alone' = in-process search, 'base' = sign-in check only, 'product' / 'bare' = HTTP with `concurrency` clients. */
  kind: 'alone' | 'base' | 'product' | 'bare';
  concurrency: number;
  /** 'in flight': each client asks again at once; 'typing': after a pause of TYPING_PAUSE_MS. */
  mode: 'in flight' | 'typing';
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
  /** CPU ms per request of the server process and of the client process (NaN when not measured). */
  serverCpu: number;
  clientCpu: number;
  /** Load average (1 min) when the row was measured. */
  load: number;
};

/** CPU time (ms) a process has used, from /proc/<pid>/stat (utime + stime, 10 ms ticks). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Sends the queries from a client process with `concurrency` parallel requests; returns sorted latencies (ms) and answer quality. */
async function runQueries(
  base: string,
  token: string,
  queries: BenchQuery[],
  concurrency: number,
  serverPid?: number,
  pauseMs?: [number, number],
) {
  const client = fork(new URL('./lib/address-load-client.mjs', import.meta.url), [], { execArgv: [] });
  type Reply = { latencies: (number | null)[]; results: (AddressSuggestion[] | null)[]; cpuMs: number };
  const reply = await new Promise<Reply & { serverCpuMs: number }>((resolve, reject) => {
    let serverBefore = NaN;
    // the warm-up requests are not counted: the client reports its CPU after them, the server's is read here
    client.once('message', (m) => resolve({ ...(m as Reply), serverCpuMs: serverPid ? cpuMsOf(serverPid) - serverBefore : NaN }));
    client.once('error', reject);
    client.send({ base, token, queries: queries.map((q) => ({ q: q.q })), concurrency, warmup: 50, pauseMs });
    if (serverPid) serverBefore = cpuMsOf(serverPid);
  });
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
    serverCpu: reply.serverCpuMs / queries.length,
    clientCpu: reply.cpuMs / queries.length,
  };
}

const load1 = () => loadavg()[0];

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

/** A server under test: its base URL, its pid (for CPU time, when it is a process of its own) and how to stop it. */
type Served = { base: string; pid?: number; stop: () => Promise<void> };

async function measure(
  provider: AddressProvider,
  db: string,
  index: string,
  rows: number,
  loadS: number,
  sample: QuerySource[],
  serve: () => Promise<Served>,
  bare: (() => Promise<Served>) | null,
  token: string,
): Promise<Row[]> {
  const queries = buildBenchQueries(sample, QUERIES, index.length);
  const out: Row[] = [];
  const row = (kind: Row['kind'], concurrency: number, latencies: number[], extra: Partial<Row> = {}): Row => ({
    kind,
    db,
    index,
    rows,
    loadS,
    concurrency,
    mode: 'in flight',
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1],
    recall: NaN,
    top1: NaN,
    errors: 0,
    serverCpu: NaN,
    clientCpu: NaN,
    load: load1(),
    ...extra,
  });
  out.push(row('alone', 1, await measureProvider(provider, queries)));
  const server = await serve();
  // the same request path without the search: q of 2 characters is answered right after the sign-in check
  const baseline = await runQueries(
    server.base,
    token,
    queries.map((q) => ({ ...q, q: 'ab' })),
    1,
    server.pid,
  );
  out.push(
    row('base', 1, baseline.latencies, { errors: baseline.errors, serverCpu: baseline.serverCpu, clientCpu: baseline.clientCpu }),
  );
  const runs: { kind: 'product' | 'bare'; concurrency: number; mode: Row['mode'] }[] = [
    ...CONCURRENCY.map((concurrency) => ({ concurrency, mode: 'in flight' as const })),
    ...TYPING.map((concurrency) => ({ concurrency, mode: 'typing' as const })),
  ].flatMap((run) => [{ kind: 'product' as const, ...run }, ...(bare ? [{ kind: 'bare' as const, ...run }] : [])]);
  const bareServer = bare ? await bare() : null;
  for (const { kind, concurrency, mode } of runs) {
    const target = kind === 'bare' && bareServer ? bareServer : server;
    const pause = mode === 'typing' ? TYPING_PAUSE_MS : undefined;
    const r = await runQueries(target.base, token, queries, concurrency, target.pid, pause);
    const measured = row(kind, concurrency, r.latencies, {
      mode,
      recall: kind === 'product' ? r.recall : NaN,
      top1: kind === 'product' ? r.top1 : NaN,
      errors: r.errors,
      serverCpu: r.serverCpu,
      clientCpu: r.clientCpu,
    });
    console.log(
      `  ${db} ${index} ${kind} ×${concurrency}${mode === 'typing' ? ' typing' : ''}: p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms` +
        (kind === 'product' ? `, in top 10 ${(r.recall * 100).toFixed(1)}%; e.g. misses: ${JSON.stringify(r.misses)}` : '') +
        ` (load ${measured.load.toFixed(2)})`,
    );
    out.push(measured);
  }
  await bareServer?.stop();
  await server.stop();
  return out;
}

async function sampleRows(database: Database, limit: number): Promise<QuerySource[]> {
  const res = await database.db.execute<QuerySource>(
    sql`SELECT id, street, house, floor, door, zip, city FROM addresses WHERE source <> 'synthetic' ORDER BY id LIMIT ${limit}`,
  );
  return res.rows;
}

/**
 * Adds synthetic rows up to TARGET_ROWS: writes them as a DAR address CSV and loads it with the
 * national import (address-import.ts), as `npm run addresses:import` would. Returns the index size
 * and the import's figures.
 */
async function growToTarget(
  database: Database,
  sample: QuerySource[],
): Promise<{ total: number; importS: number; recordsPerS: number }> {
  const { db } = database;
  const existing = Number((await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM addresses`)).rows[0].n);
  const streets = (await db.execute<{ street: string }>(sql`SELECT DISTINCT street FROM addresses`)).rows.map((r) => r.street);
  const file = path.join(tmpdir(), `udlejning-bench-synthetic-${process.pid}.csv`);
  let started = performance.now();
  const records = await writeSyntheticAddressCsv(file, {
    total: TARGET_ROWS - existing,
    ...syntheticVocabulary(streets),
    sample,
  });
  console.log(
    `  synthetic DAR address CSV: ${records.toLocaleString('en')} records written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  let lastPrint = 0;
  try {
    const result = await importAddressFile(db, file, {
      source: 'synthetic',
      onProgress: (p) => {
        if (p.phase === 'rows' && p.records - lastPrint < 200_000) return;
        lastPrint = p.records;
        process.stdout.write(
          `  … import ${p.phase}: ${p.records.toLocaleString('en')} records, ${p.upserted.toLocaleString('en')} rows\n`,
        );
      },
    });
    const importS = (performance.now() - started) / 1000;
    const total = Number((await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM addresses`)).rows[0].n);
    console.log(
      `  import: ${result.records.toLocaleString('en')} records in ${importS.toFixed(1)} s = ${Math.round(result.records / importS).toLocaleString('en')} records/s (load ${load1().toFixed(2)}); index now ${total.toLocaleString('en')} rows`,
    );
    return { total, importS, recordsPerS: result.records / importS };
  } finally {
    rmSync(file, { force: true });
  }
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
            env: {
              DATABASE_URL: url,
              DATA_DIR: '/tmp/udlejning-bench',
              JWT_SECRET: env.JWT_SECRET,
              NODE_ENV: 'production',
              SEED_DEMO: 'false',
              LOG_LEVEL: undefined,
            },
          });
          return { base: server.base, pid: server.pid, stop: server.stop };
        }
      : async () => ({ base: inlineBase, stop: async () => {} });
  // the bare baseline on the same database, measured by the same client in the same run (PostgreSQL only)
  const bare =
    kind === 'postgres'
      ? async () => {
          const server = await startServerProcess({
            args: [path.join(REPO_ROOT, 'bench/lib/baseline-server.mjs')],
            port: await freePort(),
            env: { DATABASE_URL: url, JWT_SECRET: env.JWT_SECRET },
          });
          return { base: server.base, pid: server.pid, stop: server.stop };
        }
      : null;
  const results: Row[] = [];
  try {
    const real = await sampleRows(database, 100_000);
    results.push(...(await measure(addresses, kind, 'shipped', shipped, shippedLoadS, real, serve, bare, landlord.token)));
    if (TARGET_ROWS > shipped) {
      started = performance.now();
      const synthetic: QuerySource[] = [];
      const grown = await growToTarget(database, synthetic);
      imports.push({ db: kind, ...grown });
      await addresses.reloadVocabulary();
      const loadS = (performance.now() - started) / 1000;
      // mostly synthetic rows, some real ones (now among a million others)
      const mixed = [...synthetic, ...real.filter((_, i) => i % 10 === 0)];
      results.push(...(await measure(addresses, kind, 'synthetic', grown.total, loadS, mixed, serve, bare, landlord.token)));
    }
  } finally {
    await app.close();
    await database.close();
  }
  return results;
}

const imports: { db: string; total: number; importS: number; recordsPerS: number }[] = [];
const compiledMain = await buildCompiledServer();
console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
const table: Row[] = [];
for (const kind of KINDS) table.push(...(await run(kind)));
console.log(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
console.log('\nAddress autocomplete, %d queries per row. "alone" = the search in-process (no HTTP, no sign-in);', QUERIES);
console.log('"base" = GET /api/addresses?q=ab over HTTP (sign-in check, no search); "product" = the queries over HTTP;');
console.log(
  '"bare" = the same queries to the bare baseline (Fastify + jose + one GIN-indexed SELECT of 10 rows) in the same run.',
);
console.log(
  'server: PostgreSQL = its own process; PGlite = in the bench process. Client: its own process (node:http keep-alive).',
);
console.log('cpu ms/req: the server process and the client process per request (PostgreSQL only). load = 1-min load average.');
console.log(
  'db        index (rows)                  load s  run                p50 ms   p95 ms   p99 ms   max ms  in top 10  top 1  errors  server  client   load',
);
const ms = (n: number) => (Number.isNaN(n) ? '      -' : n.toFixed(2).padStart(7));
for (const r of table) {
  const label = `${r.index === 'synthetic' ? 'SYNTHETIC' : 'shipped'} (${r.rows.toLocaleString('en')})`;
  const run =
    r.kind === 'alone' || r.kind === 'base' ? r.kind : `${r.kind} ×${r.concurrency}${r.mode === 'typing' ? ' typing' : ''}`;
  console.log(
    `${r.db.padEnd(9)} ${label.padEnd(29)} ${r.loadS.toFixed(1).padStart(6)}  ${run.padEnd(17)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}  ${Number.isNaN(r.recall) ? '        -' : `${(r.recall * 100).toFixed(1).padStart(8)}%`} ${Number.isNaN(r.top1) ? '     -' : `${(r.top1 * 100).toFixed(1).padStart(5)}%`} ${String(r.errors).padStart(6)} ${ms(r.serverCpu)} ${ms(r.clientCpu)} ${r.load.toFixed(2).padStart(6)}`,
  );
}
// the targets of docs/performance-history.md "Address autocomplete", on PostgreSQL at the largest index
const largest = table.filter(
  (r) => r.db === 'postgres' && r.rows === Math.max(...table.filter((t) => t.db === 'postgres').map((t) => t.rows)),
);
const find = (kind: Row['kind'], concurrency: number, mode: Row['mode']) =>
  largest.find((r) => r.kind === kind && r.concurrency === concurrency && r.mode === mode);
const verdict = (name: string, r: Row | undefined, target: number) => {
  if (r) console.log(`target ${name}: p99 ${r.p99.toFixed(1)} ms ≤ ${target} ms ${r.p99 <= target ? 'ok' : 'OVER'}`);
};
verdict('1 client', find('product', 1, 'in flight'), 10);
verdict('20 typing clients', find('product', 20, 'typing'), 25);
const stress = find('product', 20, 'in flight');
const stressBare = find('bare', 20, 'in flight');
if (stress && stressBare) {
  console.log(
    `20 always in flight (stress): product p99 ${stress.p99.toFixed(1)} ms, bare baseline p99 ${stressBare.p99.toFixed(1)} ms, ratio ${(stress.p99 / stressBare.p99).toFixed(2)}`,
  );
}
for (const i of imports) {
  console.log(
    `import (${i.db}): synthetic DAR CSV up to ${i.total.toLocaleString('en')} rows in ${i.importS.toFixed(1)} s, ${Math.round(i.recordsPerS).toLocaleString('en')} records/s`,
  );
}
process.exit(0);
