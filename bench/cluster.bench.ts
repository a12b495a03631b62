/**
 * `npm run bench:cluster` (README "Reference deployment", docs/performance-history.md "Cluster"): the load a
 * peak brings, through nginx to two built instances on one PostgreSQL database and one S3 bucket (the cluster
 * test's deployment, apps/server/src/cluster/cluster-harness.ts). A mixed open-loop workload per "visitor
 * rate" V (req/s of each kind):
 *   public page reads V, click beacons V, landlords reading their list V/5 and saving a listing V/20,
 *   an admin reading the moderation list V/50, marketplace messages V/10.
 * 1. Step search, two instances: V rises step by step (BENCH_STEP_SECONDS each, default 20) until a step
 *    misses a target: zero failed requests, p99 of public page reads ≤ 50 ms, p99 of landlord saves ≤ 150 ms.
 * 2. Soak: the highest V that held, for BENCH_MINUTES (default 10): req/s, p50/p99 per kind, failures, and
 *    each instance's RSS at minute 2 and at the end (target: growth ≤ 10 %).
 * 3. The same step search against one instance behind the same nginx, for comparison.
 * Needs PostgreSQL on 127.0.0.1:5432 and nginx (apt-get install nginx). Ports 3580–3582 (BENCH_PORT_BASE).
 * The load client runs on the same 2 cores as nginx, both instances and PostgreSQL: the figures are the
 * whole machine's, compare them only within one run.
 */
import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN, LANDLORD, approve, createListing, signIn } from '../apps/server/src/cluster/cluster-client';
import { CLUSTER_INTEGRATION_KEY, startCluster, type Cluster } from '../apps/server/src/cluster/cluster-harness';
import { rssOf } from './lib/server-process';

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3580);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const SOAK_MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
/** The visitor rates tried, in order (public page reads per second). */
const LEVELS = (process.env.BENCH_LEVELS ?? '50,100,150,200,250,300,350,400,450,500,600').split(',').map(Number);
const TARGET_PUBLIC_P99_MS = 50;
/** Address searches for the run's 30 listings (one home each; createListing moves on when a home is taken). */
const STREETS = ['Vestergade', 'Nørregade', 'Østergade', 'Søndergade', 'Algade', 'Kirkegade'];
const TARGET_WRITE_P99_MS = 150;

type Request = { method: string; path: string; headers?: Record<string, string>; body?: unknown };
type Kind = { name: string; share: number; requests: Request[] };
type KindReport = {
  sent: number;
  ok: number;
  failed: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
};
type LoadReport = { kinds: Record<string, KindReport>; seconds: number; cpuMs: number };

/** Listings and tokens for the workload: 20 approved listings (public pages, messages) and 10 pending ones (saves). */
async function workload(cluster: Cluster): Promise<Kind[]> {
  const base = cluster.nginx.base;
  const adminToken = await signIn(base, ADMIN);
  const landlordToken = await signIn(base, LANDLORD);
  const approved: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const uuid = await createListing(base, landlordToken, `Klyngemåling ${i + 1}`, i % 5, STREETS[i % STREETS.length]);
    await approve(base, adminToken, uuid);
    approved.push(uuid);
  }
  const pending: string[] = [];
  for (let i = 0; i < 10; i += 1)
    pending.push(
      await createListing(base, landlordToken, `Klyngemåling kladde ${i + 1}`, 5 + (i % 5), STREETS[i % STREETS.length]),
    );
  const landlord = { authorization: `Bearer ${landlordToken}` };
  return [
    { name: 'public page', share: 1, requests: approved.map((u) => ({ method: 'GET', path: `/api/public/dwellings/${u}` })) },
    {
      name: 'click beacon',
      share: 1,
      requests: approved.map((u) => ({ method: 'POST', path: `/api/public/dwellings/${u}/clicks` })),
    },
    {
      name: 'landlord list',
      share: 1 / 5,
      requests: [{ method: 'GET', path: '/api/dwellings?page=1&pageSize=25', headers: landlord }],
    },
    {
      name: 'landlord save',
      share: 1 / 20,
      requests: pending.map((u) => ({
        method: 'POST',
        path: `/api/dwellings/${u}`,
        headers: landlord,
        body: { headline: 'Lys lejlighed ved havnen {id}', step: 'description' },
      })),
    },
    {
      name: 'admin list',
      share: 1 / 50,
      requests: [
        {
          method: 'GET',
          path: '/api/dwellings?page=1&pageSize=25&sortBy=CREATED_AT',
          headers: { authorization: `Bearer ${adminToken}` },
        },
      ],
    },
    {
      name: 'marketplace message',
      share: 1 / 10,
      requests: approved.map((u) => ({
        method: 'POST',
        path: '/api/integration/messages',
        headers: { authorization: `Bearer ${CLUSTER_INTEGRATION_KEY}` },
        body: {
          externalId: 'bench-{id}',
          dwellingUuid: u,
          seeker: { externalId: 'bench-seeker-{id}', name: 'Sara Søger', email: 'sara.{id}@example.dk' },
          text: 'Er boligen stadig ledig? Jeg kan komme til fremvisning på torsdag.',
        },
      })),
    },
  ];
}

/** Runs the mixed load at visitor rate `level` for `seconds` in the child client; `during` runs alongside. */
async function runLoad(
  base: string,
  kinds: Kind[],
  level: number,
  seconds: number,
  during?: () => Promise<void>,
): Promise<LoadReport> {
  const client = fork(new URL('./lib/mixed-load-client.mjs', import.meta.url), [], { execArgv: [] });
  const reply = new Promise<LoadReport>((resolve, reject) => {
    client.once('message', (m) => resolve(m as LoadReport));
    client.once('error', reject);
  });
  client.send({
    base,
    durationMs: seconds * 1000,
    kinds: kinds.map((k) => ({ name: k.name, rate: level * k.share, requests: k.requests })),
  });
  await during?.();
  return reply;
}

const totals = (r: LoadReport) => {
  const all = Object.values(r.kinds);
  return { sent: all.reduce((n, k) => n + k.sent, 0), failed: all.reduce((n, k) => n + k.failed, 0) };
};
const holds = (r: LoadReport) =>
  totals(r).failed === 0 &&
  r.kinds['public page']!.p99 <= TARGET_PUBLIC_P99_MS &&
  r.kinds['landlord save']!.p99 <= TARGET_WRITE_P99_MS;

function printReport(title: string, r: LoadReport) {
  console.log(`\n${title} (${r.seconds.toFixed(0)} s; load client CPU ${(r.cpuMs / 1000 / r.seconds).toFixed(2)} cores)`);
  console.log('kind                  req/s     p50 ms   p99 ms   max ms   failed');
  for (const [name, k] of Object.entries(r.kinds)) {
    const failures = Object.entries(k.statuses)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, n]) => `${code}×${n}`)
      .join(' ');
    console.log(
      `${name.padEnd(20)} ${(k.sent / r.seconds).toFixed(1).padStart(7)} ${k.p50.toFixed(1).padStart(9)} ${k.p99.toFixed(1).padStart(8)} ${k.max
        .toFixed(0)
        .padStart(8)} ${String(k.failed).padStart(8)} ${failures}`,
    );
  }
  const t = totals(r);
  console.log(
    `${'all'.padEnd(20)} ${(t.sent / r.seconds).toFixed(1).padStart(7)}${''.padStart(37)}${String(t.failed).padStart(8)}`,
  );
}

/** Steps through LEVELS until one misses a target; returns the highest that held (0: none) and its report. */
async function stepSearch(label: string, cluster: Cluster, kinds: Kind[]) {
  let best: { level: number; report: LoadReport } | undefined;
  // JIT, pools and caches warm first (a cold instance's first seconds are no peak's)
  await runLoad(cluster.nginx.base, kinds, LEVELS[0]!, WARMUP_SECONDS);
  console.log(`\n${label}: step search, ${STEP_SECONDS} s per step after ${WARMUP_SECONDS} s of warm-up at V=${LEVELS[0]}`);
  for (const level of LEVELS) {
    const report = await runLoad(cluster.nginx.base, kinds, level, STEP_SECONDS);
    const t = totals(report);
    const ok = holds(report);
    console.log(
      `  V=${String(level).padStart(4)}: ${(t.sent / report.seconds).toFixed(0).padStart(5)} req/s, public p99 ${report.kinds[
        'public page'
      ]!.p99.toFixed(
        1,
      )} ms, save p99 ${report.kinds['landlord save']!.p99.toFixed(1)} ms, failed ${t.failed} ${ok ? 'holds' : 'misses'}`,
    );
    if (!ok) break;
    best = { level, report };
    await sleep(2000);
  }
  return best;
}

async function main() {
  console.log(`bench:cluster, ${new Date().toISOString()}, Node ${process.version}`);
  const two = await startCluster({ portBase: PORT_BASE, env: { LOG_LEVEL: 'error' } });
  let twoBest: Awaited<ReturnType<typeof stepSearch>>;
  try {
    const kinds = await workload(two);
    twoBest = await stepSearch('two instances', two, kinds);
    if (twoBest) {
      const level = twoBest.level;
      const pids = two.instances.map((i) => i.pid);
      const rss: { at: string; mb: number[] }[] = [];
      const soakSeconds = SOAK_MINUTES * 60;
      const early = Math.min(120, soakSeconds / 5);
      const soak = await runLoad(two.nginx.base, kinds, level, soakSeconds, async () => {
        await sleep(early * 1000);
        rss.push({ at: `${(early / 60).toFixed(1)} min`, mb: pids.map(rssOf) });
        await sleep((soakSeconds - early - 1) * 1000);
        rss.push({ at: `${((soakSeconds - 1) / 60).toFixed(1)} min`, mb: pids.map(rssOf) });
      });
      printReport(`two instances, soak at V=${level} for ${SOAK_MINUTES} min`, soak);
      console.log(
        `soak ${holds(soak) ? 'holds' : 'misses'} the targets (zero failed, public p99 ≤ ${TARGET_PUBLIC_P99_MS} ms, save p99 ≤ ${TARGET_WRITE_P99_MS} ms)`,
      );
      for (const [i] of pids.entries()) {
        const [a, b] = [rss[0]!.mb[i]!, rss[1]!.mb[i]!];
        console.log(
          `instance ${i + 1} RSS: ${a.toFixed(0)} MB at ${rss[0]!.at}, ${b.toFixed(0)} MB at ${rss[1]!.at} (${(((b - a) / a) * 100).toFixed(1)} %; target ≤ 10 %)`,
        );
      }
      const queued = await two.sql.query<{ name: string; n: string }>(
        "select name, count(*) as n from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name order by name",
      );
      console.log(
        `jobs due and still waiting after the soak: ${queued.rows.map((r) => `${r.name} ${r.n}`).join(', ') || 'none'}`,
      );
    }
  } finally {
    await two.stop();
  }

  const one = await startCluster({ portBase: PORT_BASE, instanceCount: 1, env: { LOG_LEVEL: 'error' } });
  let oneBest: Awaited<ReturnType<typeof stepSearch>>;
  try {
    oneBest = await stepSearch('one instance (comparison)', one, await workload(one));
  } finally {
    await one.stop();
  }

  console.log('\nhighest visitor rate V where every target held (zero failed, public p99 ≤ 50 ms, save p99 ≤ 150 ms)');
  for (const [label, best] of [
    ['two instances', twoBest],
    ['one instance', oneBest],
  ] as const) {
    if (!best) console.log(`  ${label}: none of ${LEVELS.join(', ')}`);
    else {
      const t = totals(best.report);
      console.log(
        `  ${label.padEnd(14)} V=${best.level}: ${(t.sent / best.report.seconds).toFixed(0)} req/s, public p99 ${best.report.kinds[
          'public page'
        ]!.p99.toFixed(1)} ms, save p99 ${best.report.kinds['landlord save']!.p99.toFixed(1)} ms`,
      );
    }
  }
}

await main();
// fetch's keep-alive sockets to the stopped servers would hold the process a few seconds more
process.exit(0);
