import pino from 'pino';
import { sql } from 'drizzle-orm';
import { createDeps } from '../apps/server/src/platform/boot';
import { loadEnv } from '../apps/server/src/platform/env';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { actorFromToken } from '../apps/server/src/platform/http/actor-hook';
import { buildLandlord } from '../apps/server/src/test/factories';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/udlejning_bench', pgliteDir: '' });
const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/udlejning-bench', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', LOG_LEVEL: 'silent' });
const deps = createDeps(env, database.db, pino({ level: 'silent' }));
const landlord = await buildLandlord(deps);
const pct = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.ceil((p / 100) * a.length) - 1].toFixed(2);
for (const [name, fn] of [
  ['verify', () => deps.tokens.verify('login', landlord.token)],
  ['actor', () => actorFromToken(deps, landlord.token)],
  ['select1', () => database.db.execute(sql`select 1`)],
] as const) {
  const t: number[] = [];
  for (let i = 0; i < 300; i++) { const s = performance.now(); await fn(); t.push(performance.now() - s); }
  console.log(name, 'p50', pct(t, 50), 'p99', pct(t, 99));
}
await database.close();
