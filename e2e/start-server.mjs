// Starts the real server for the end-to-end tests on a fresh database: a new PostgreSQL database
// `udlejning_e2e_<port>` on 127.0.0.1:5432 when reachable, otherwise PGlite in a temporary folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../apps/server/build.mjs';
import { createScratchDatabase } from '../bench/lib/scratch-database.mjs';

const port = process.env.E2E_PORT ?? '3300';
// one database per port, so several checkouts can run their journeys side by side
const dbName = `udlejning_e2e_${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-e2e-'));
const env = { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}` };

const url = process.env.E2E_DB === 'pglite' ? undefined : await createScratchDatabase(dbName);
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
  process.exit(code ?? 0);
});
