/**
 * `npm start` (production mode unless NODE_ENV is set): opens the database (PGlite in ./data unless DATABASE_URL is set), migrates,
 * loads the address index and the demo accounts on first start (prepare.ts), and serves API and web app.
 * `main.js --prepare` does only the first part (migrate, address index, demo accounts) and exits.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { devRoutesEnabled, loadEnv } from './platform/env';
import { openDatabase } from './platform/db/client';
import { createDeps } from './boot';
import { buildApp } from './app';
import { needsPreparation, prepare } from './prepare';
import { createJobQueue } from './platform/jobs/queue';
import { appJobs } from './jobs';
import { installProcessPolicy } from './platform/process-policy';
import { createLogger } from './platform/log';
import { createLifecycle } from './platform/lifecycle';
import { installGracefulShutdown } from './platform/shutdown';

/**
 * Runs `--prepare` in a short-lived child process (same Node flags and script, so it works compiled
 * and under tsx). Used when the database is new or outdated, so the preparation's peak stays out of
 * the serving process: for a new PGlite folder, creating the cluster (initdb) and loading the address
 * index take ~450 MB that a process keeps (WebAssembly memory never shrinks); on PostgreSQL, parsing
 * and inserting the address index left ~60 MB more resident in the server (~210 MB idle instead of ~150).
 * Resolves when the child exited with 0; the server then opens the prepared database.
 */
function prepareInChild(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--prepare'], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`database preparation failed (exit ${code})`))));
  });
}

async function main() {
  // `npm start` serves in production mode unless NODE_ENV says otherwise (docs/architecture.md "Runtime and build": no GraphiQL,
  // no introspection, no dev routes); `npm run dev` sets NODE_ENV=development
  const env = loadEnv({ NODE_ENV: 'production', ...process.env });
  const log = createLogger(env.LOG_LEVEL);
  installProcessPolicy(log);
  const pgliteDir = path.resolve(env.DATA_DIR, 'pglite');
  const prepareOnly = process.argv.includes('--prepare');
  if (!prepareOnly && !env.DATABASE_URL && !existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    log.info({ dir: pgliteDir }, 'creating the embedded database');
    await prepareInChild();
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir,
    poolMax: env.DATABASE_POOL_MAX,
    onConnectionError: (err) => log.warn({ err: err.message }, 'a database connection broke; it is replaced on next use'),
  });
  log.info({ database: database.kind }, 'database opened');
  // a new or outdated PostgreSQL database is prepared by a child too (at most three small queries tell; a
  // restart on a prepared database spawns nothing); the server's own `prepare` below is then a no-op
  if (!prepareOnly && database.kind === 'postgres' && (await needsPreparation(database.db))) {
    log.info('preparing the database');
    await prepareInChild();
  }
  await prepare(database, env, log);
  if (prepareOnly) {
    await database.close();
    return;
  }
  // the persistent job queue (pg-boss) on the same database: every mail, housing/follow-up mails, listing expiry, upload cleanup
  const jobs = createJobQueue(database.db, log);
  const deps = createDeps(env, database.db, log, { jobs });
  await jobs.start(appJobs(deps));
  if (env.MAIL_TRANSPORT === 'outbox' && !devRoutesEnabled(env)) {
    log.warn(
      'mails go to the dev outbox, which is not served in production mode: set DEV_ROUTES=true to read it at /outbox, or MAIL_TRANSPORT=smtp',
    );
  }
  const lifecycle = createLifecycle();
  const app = await buildApp(deps, { lifecycle });
  // SIGTERM/SIGINT: readiness 503 at once, then stop listening and drain, stop the job workers, close the
  // database, exit 0; all within SHUTDOWN_TIMEOUT_MS or exit 1 (docs/operations.md "Shutdown")
  installGracefulShutdown({
    log,
    lifecycle,
    delayMs: env.SHUTDOWN_DELAY_MS,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    steps: [
      { name: 'http server', run: () => app.close() },
      { name: 'job workers', run: () => jobs.stop() },
      { name: 'database', run: () => database.close() },
    ],
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  log.info(`Udlejning is running on http://localhost:${env.PORT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
