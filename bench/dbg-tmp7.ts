import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { createDeps } from '../apps/server/src/platform/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { buildLandlord } from '../apps/server/src/test/factories';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/udlejning_bench', pgliteDir: '' });
const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/udlejning-bench', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', LOG_LEVEL: 'silent' });
const deps = createDeps(env, database.db, pino({ level: 'silent' }));
const landlord = await buildLandlord(deps);
const app = await buildApp(deps, { serveWeb: false });
const pct = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.ceil((p / 100) * a.length) - 1].toFixed(2);
const time = async (name: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 50; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < 500; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
  console.log(name.padEnd(14), 'p50', pct(t, 50), 'p90', pct(t, 90), 'p99', pct(t, 99));
};
await time('inject-anon', () => app.inject({ method: 'GET', url: '/api/addresses?q=ri' }));
await time('inject-auth-ri', () => app.inject({ method: 'GET', url: '/api/addresses?q=ri', headers: { authorization: `Bearer ${landlord.token}` } }));
await time('inject-auth-q', () => app.inject({ method: 'GET', url: '/api/addresses?q=ridehusgade%2049', headers: { authorization: `Bearer ${landlord.token}` } }));
await app.close(); await database.close();
