/**
 * Request overhead of the product against a bare baseline (docs/architecture.md "Search"). On a scratch PostgreSQL
 * database (`udlejning_bench_overhead` on 127.0.0.1:5432) it starts, each as its own process:
 *   (a) the baseline: Fastify + jose HS256 verify + one indexed SELECT of the user by id
 *       (bench/lib/baseline-server.mjs);
 *   (b) the product, compiled (apps/server/dist/main.js, as `npm start` runs it), default LOG_LEVEL.
 * autocannon runs in a separate process against GET /api/users/me with a demo landlord's token,
 * BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (10) per run, alternating baseline and
 * product BENCH_ROUNDS (2) times; prints req/s, p50/p99 and the ratio product/baseline (target ≥ 0.60).
 * Then it prints the product's RSS at idle and after load on PostgreSQL (target ≤ 200 MB) and on
 * the embedded PGlite default in a temporary DATA_DIR (target ≤ 400 MB), and start-up time and
 * idle RSS compiled vs through tsx (BENCH_TSX=0 skips that).
 * Run: `npm run bench:overhead`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { autocannon, type LoadResult } from './lib/autocannon-run';
import { createScratchDatabase, postgresUrl } from './lib/scratch-database.mjs';
import {
  REPO_ROOT,
  buildCompiledServer,
  freePort,
  productArgs,
  startServerProcess,
  type ServerProcess,
} from './lib/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const COMPARE_TSX = process.env.BENCH_TSX !== '0';
const DB_NAME = 'udlejning_bench_overhead';
const PG_URL = postgresUrl(DB_NAME);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const LANDLORD = { email: 'udlejer@udlejning.dk', password: 'udlejer1234' };
/** Seconds the server is left alone before "idle" RSS is read. */
const SETTLE_S = 3;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`;

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LANDLORD),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The product (compiled unless `mode` says tsx) on `databaseUrl`, or on PGlite in a fresh DATA_DIR. */
async function startProduct(main: string, databaseUrl: string | undefined, mode: 'compiled' | 'tsx' = 'compiled') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-bench-'));
  const server = await startServerProcess({
    args: productArgs(mode, main),
    port: await freePort(),
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      LOG_LEVEL: undefined,
      LOG_SLOW_MS: undefined,
      LOG_SAMPLE_RATE: undefined,
    },
  });
  return { server, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The bare baseline (bench/lib/baseline-server.mjs) on the same database. */
async function startBaseline(): Promise<ServerProcess> {
  return startServerProcess({
    args: [path.join(REPO_ROOT, 'bench/lib/baseline-server.mjs')],
    port: await freePort(),
    env: { DATABASE_URL: PG_URL, JWT_SECRET },
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

console.log(`load average at start: ${load()} (${SECONDS} s per run, ${CONNECTIONS} connections)`);
const main = await buildCompiledServer();
if (!(await createScratchDatabase(DB_NAME))) {
  console.log('PostgreSQL on 127.0.0.1:5432 not reachable: skipped');
  process.exit(0);
}

// --- ratio on PostgreSQL -------------------------------------------------------------------------
const product = await startProduct(main, PG_URL);
const productServer = product.server;
console.log(`product (compiled) ready in ${(productServer.readyMs / 1000).toFixed(1)} s`);
const token = await signIn(productServer.base);
await sleep(SETTLE_S * 1000);
const pgIdleRss = productServer.rssMb();
const baseline = await startBaseline();
const headers = { authorization: `Bearer ${token}` };
const url = (s: ServerProcess) => `${s.base}/api/users/me`;

// both answer the same user
for (const s of [baseline, productServer]) {
  const res = await fetch(url(s), { headers });
  if (!res.ok) throw new Error(`GET /api/users/me on ${s.base}: ${res.status}`);
}
// warm-up (JIT, pools, prepared statements)
await autocannon(url(baseline), { connections: CONNECTIONS, seconds: 2, headers });
await autocannon(url(productServer), { connections: CONNECTIONS, seconds: 2, headers });

const runs: { baseline: LoadResult[]; product: LoadResult[] } = { baseline: [], product: [] };
for (let round = 1; round <= ROUNDS; round++) {
  const b = await autocannon(url(baseline), { connections: CONNECTIONS, seconds: SECONDS, headers });
  runs.baseline.push(b);
  console.log(`  round ${round} baseline: ${fmt(b)}`);
  const p = await autocannon(url(productServer), { connections: CONNECTIONS, seconds: SECONDS, headers });
  runs.product.push(p);
  console.log(`  round ${round} product:  ${fmt(p)}`);
}
const pgLoadedRss = productServer.rssMb();
const baselineRss = baseline.rssMb();
await baseline.stop();
await productServer.stop();
product.cleanup();

const b = {
  rps: mean(runs.baseline.map((r) => r.rps)),
  p50: mean(runs.baseline.map((r) => r.p50)),
  p99: mean(runs.baseline.map((r) => r.p99)),
};
const p = {
  rps: mean(runs.product.map((r) => r.rps)),
  p50: mean(runs.product.map((r) => r.p50)),
  p99: mean(runs.product.map((r) => r.p99)),
};

// --- PGlite: RSS idle and after load -----------------------------------------------------------
const lite = await startProduct(main, undefined);
console.log(
  `product on PGlite ready in ${(lite.server.readyMs / 1000).toFixed(1)} s (fresh DATA_DIR: migrations, address index, demo accounts)`,
);
const liteToken = await signIn(lite.server.base);
await sleep(SETTLE_S * 1000);
const liteIdleRss = lite.server.rssMb();
const liteHeaders = { authorization: `Bearer ${liteToken}` };
const liteMe = await autocannon(url(lite.server), { connections: CONNECTIONS, seconds: SECONDS, headers: liteHeaders });
console.log(`  PGlite GET /api/users/me: ${fmt(liteMe)}`);
const liteAc = await autocannon(`${lite.server.base}/api/addresses?q=${encodeURIComponent('vesterbrogade 1')}`, {
  connections: CONNECTIONS,
  seconds: Math.max(2, Math.round(SECONDS / 2)),
  headers: liteHeaders,
});
console.log(`  PGlite GET /api/addresses?q=vesterbrogade 1: ${fmt(liteAc)}`);
const liteLoadedRss = lite.server.rssMb();
await lite.server.stop();
lite.cleanup();

// --- start-up and idle memory: compiled vs tsx ----------------------------------------------------
const startup: { mode: string; db: string; readyS: number; idleRss: number }[] = [];
if (COMPARE_TSX) {
  for (const mode of ['compiled', 'tsx'] as const) {
    for (const db of ['postgres', 'pglite'] as const) {
      const started = await startProduct(main, db === 'postgres' ? PG_URL : undefined, mode);
      await sleep(SETTLE_S * 1000);
      startup.push({ mode, db, readyS: started.server.readyMs / 1000, idleRss: started.server.rssMb() });
      await started.server.stop();
      started.cleanup();
    }
  }
}

console.log(
  `\nGET /api/users/me, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each, alternating (autocannon in its own process)`,
);
console.log(
  `  baseline (Fastify + jose + 1 SELECT): ${b.rps.toFixed(0)} req/s, p50 ${b.p50.toFixed(1)} ms, p99 ${b.p99.toFixed(1)} ms`,
);
console.log(
  `  product (compiled, LOG_LEVEL default): ${p.rps.toFixed(0)} req/s, p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms`,
);
console.log(`  ratio product/baseline: ${(p.rps / b.rps).toFixed(2)} (target ≥ 0.60)`);
console.log('\nServer RSS (MB)            idle   after load   target');
console.log(`  product on PostgreSQL  ${pgIdleRss.toFixed(0).padStart(6)} ${pgLoadedRss.toFixed(0).padStart(12)}   ≤ 200`);
console.log(`  product on PGlite      ${liteIdleRss.toFixed(0).padStart(6)} ${liteLoadedRss.toFixed(0).padStart(12)}   ≤ 400`);
console.log(`  baseline (PostgreSQL)       - ${baselineRss.toFixed(0).padStart(12)}`);
if (startup.length) {
  console.log('\nStart-up (spawn → first health answer, fresh DATA_DIR / migrated database) and idle RSS');
  for (const s of startup)
    console.log(
      `  ${s.mode.padEnd(9)} ${s.db.padEnd(9)} ready ${s.readyS.toFixed(1).padStart(5)} s   idle RSS ${s.idleRss.toFixed(0).padStart(4)} MB`,
    );
}
console.log(`\nload average at end: ${load()}`);
process.exit(0);
