/**
 * Login and session-check throughput over HTTP (docs/performance-history.md "Request overhead"): starts the real app on a scratch
 * database (PostgreSQL `udlejning_bench_accounts` on 127.0.0.1:5432 when reachable, else PGlite in
 * memory), then drives POST /api/auth and GET /api/users/me with autocannon for a fixed time each.
 * Prints requests/s and latency percentiles. Run: `npm run bench:accounts`.
 */
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { seedDemoAccounts, DEMO_ACCOUNTS } from '../apps/server/src/modules/accounts/accounts.seed';
import { createScratchDatabase } from './lib/scratch-database.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const DB_NAME = 'udlejning_bench_accounts';

async function run(kind: 'postgres' | 'pglite') {
  const url = kind === 'postgres' ? await createScratchDatabase(DB_NAME) : undefined;
  if (kind === 'postgres' && !url) return console.log('PostgreSQL not reachable: skipped');
  const database = await openDatabase({ url, pgliteDir: 'memory://' });
  await database.migrate();
  await seedDemoAccounts(database.db);
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/udlejning-bench',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(createDeps(env, database.db, pino({ level: 'silent' })), { serveWeb: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const creds = { email: DEMO_ACCOUNTS.landlord.email, password: DEMO_ACCOUNTS.landlord.password };
  const login = await fetch(`${address}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  const { token } = (await login.json()) as { token: string };

  const results = [];
  // only failed sign-ins are limited (docs/architecture.md "Rate limits"); each successful one also costs the limiter's count and refund
  results.push(
    await autocannon({
      url: `${address}/api/auth`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bench': '1' },
      body: JSON.stringify(creds),
      connections: 4,
      duration: DURATION_S,
    }),
  );
  results.push(
    await autocannon({
      url: `${address}/api/users/me`,
      headers: { authorization: `Bearer ${token}` },
      connections: 10,
      duration: DURATION_S,
    }),
  );
  for (const [name, r] of [
    ['POST /api/auth', results[0]],
    ['GET /api/users/me', results[1]],
  ] as const) {
    console.log(
      `${kind.padEnd(8)} ${name.padEnd(18)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ` +
        `2xx ${r['2xx']}  non-2xx ${r.non2xx}`,
    );
  }
  await app.close();
  await database.close();
}

for (const kind of ['postgres', 'pglite'] as const) await run(kind);
