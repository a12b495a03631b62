// Starts the real server for the end-to-end tests on a fresh database: a new PostgreSQL database
// E2E_DATABASE_NAME (unique per run, set by playwright.config.ts) on 127.0.0.1:5432 when reachable,
// otherwise PGlite in a temporary folder; the database is dropped when the server stops.
// REQUIRE_POSTGRES=1 (CI) makes an unreachable PostgreSQL an error instead of the PGlite fallback.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../apps/server/build.mjs';
import { createScratchDatabase, dropScratchDatabase } from '../bench/lib/scratch-database.mjs';
import { E2E_INTEGRATION_KEY } from './integration-key.mjs';

const port = process.env.E2E_PORT ?? '3300';
const dbName = process.env.E2E_DATABASE_NAME ?? `udlejning_e2e_${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-e2e-'));
// production mode, as `npm start` runs, plus the dev routes the journeys read mails from (/api/admin/outbox)
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEV_ROUTES: 'true',
  // the first-week journey lets an hour pass (POST /api/dev/clock; docs/architecture.md "Fake time in journeys")
  TEST_CLOCK: 'true',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // the marketplace's key the journeys deliver seeker messages with (e2e/statistics-fixtures.ts)
  INTEGRATION_KEY: E2E_INTEGRATION_KEY,
};

const url = process.env.E2E_DB === 'pglite' ? undefined : await createScratchDatabase(dbName);
if (!url && process.env.REQUIRE_POSTGRES === '1') {
  console.error('REQUIRE_POSTGRES=1 but PostgreSQL on 127.0.0.1:5432 is not reachable');
  process.exit(1);
}
if (url) env.DATABASE_URL = url;
else delete env.DATABASE_URL;
console.log(`e2e server on port ${port}, database ${url ?? `PGlite in ${dataDir}`}`);
// the same compiled server as `npm start` (built here, so the journeys never run a stale bundle)
const main = await buildServer({ quiet: true });
const child = spawn(process.execPath, [main], { stdio: 'inherit', env });
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  const dropped = url ? dropScratchDatabase(dbName).catch((err) => console.error(`e2e database not dropped: ${err}`)) : null;
  void Promise.resolve(dropped).then(() => process.exit(code ?? 0));
});
